/** The replay page's own words in Dutch (see en.ts). */
import type { ReplayPageWords } from "./en";

export const words: Record<keyof ReplayPageWords, string> = {
  rp_checking: "De verdeling wordt gecontroleerd…",
  rp_ok:
    "Eerlijk gedeeld: het onthulde zaad past bij de toezegging van het begin, en elke zet speelt na tot de eindtafel.",
  rp_bad: "Deze herhaling klopt niet, dus wordt ze niet getoond.",
  rp_bad_seed: "Het onthulde zaad past niet bij de toezegging van het begin.",
  rp_bad_moves: "De zetten spelen niet na tot de eindtafel ({problem}).",
  rp_to_table: "Terug naar de tafel",
  rp_failed: "Terugkijken lukte niet: {message}",
  rp_open: "Kijk dit spel terug, zet voor zet",
  rp_history_title: "Eerdere zetten",
  rp_history_at: "Zet {n} van {total}, zoals jij het toen zag.",
  rp_history_at_watch: "Zet {n} van {total}, zoals toeschouwers het toen zagen.",
  rp_history_now: "Terug naar nu",
};

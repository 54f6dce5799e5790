/** The replay's words in Dutch (see en.ts). */
import type { ReplayWords } from "./en";

export const words: Record<keyof ReplayWords, string> = {
  rp_title: "Terugkijken: {game}",
  // A replayed table's time (components/LastMove.tsx), a date: nobody is waiting.
  rp_played: "gespeeld op {when}",
  rp_started: "begonnen op {when}",
  rp_not_over: "Dit spel is nog bezig: terugkijken kan na het einde.",
  rp_first: "Eerste zet",
  rp_back: "Vorige zet",
  rp_play: "Afspelen",
  rp_pause: "Pauze",
  rp_forward: "Volgende zet",
  rp_last: "Laatste zet",
  rp_step: "Zet {n} van {total}",
  rp_deal: "Het delen, voor de eerste zet",
  rp_by: "gespeeld door {name}",
  rp_jump: "Ga naar",
  rp_open_tavolo: "Openen op Tavolo",
  rp_new_tab: "(opent Tavolo)",
  rp_bad_address: "Dit adres noemt geen spel.",
};

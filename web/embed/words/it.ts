/** The embedded pages' words in Italian (keys of en.ts). */
import type { EmbedWords } from "./en";

export const words: Record<keyof EmbedWords, string> = {
  em_open: "Apri su Tavolo",
  em_live: "In diretta",
  em_try_title: "Gioca a {game} contro il computer",
  em_try_help: "Una partita intera, qui nella pagina. Niente account, niente da installare.",
  em_try_start: "Dammi le carte",
  em_try_starting: "Distribuisco…",
  em_try_failed: "La partita non è partita: {message}",
  em_try_again: "Gioca ancora",
  em_level: "Il computer gioca",
  em_level_easy: "Facile",
  em_level_normal: "Normale",
  em_level_strong: "Forte",
  em_friend: "Gioca invece con un amico",
  em_you: "Ospite",
  em_no_game: "Non c'è nessuna partita a questo indirizzo.",
  em_bad_address: "L'indirizzo di questa pagina incorporata non indica nessuna partita.",
  em_new_tab: "(apre Tavolo)",
  // Honest live state of a watched game (the embed's badge).
  em_catching_up: "Mi aggiorno…",
};

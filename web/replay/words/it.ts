/** The replay's words in Italian (see en.ts). */
import type { ReplayWords } from "./en";

export const words: Record<keyof ReplayWords, string> = {
  rp_title: "Replay: {game}",
  // A replayed table's time (components/LastMove.tsx), a date: nobody is waiting.
  rp_played: "giocata il {when}",
  rp_started: "iniziata il {when}",
  rp_not_over: "La partita non è finita: il replay si apre alla fine.",
  rp_first: "Prima mossa",
  rp_back: "Mossa precedente",
  rp_play: "Avvia",
  rp_pause: "Pausa",
  rp_forward: "Mossa successiva",
  rp_last: "Ultima mossa",
  rp_step: "Mossa {n} di {total}",
  rp_deal: "La distribuzione, prima di ogni mossa",
  rp_by: "giocata da {name}",
  rp_jump: "Vai a",
  rp_open_tavolo: "Apri su Tavolo",
  rp_new_tab: "(apre Tavolo)",
  rp_bad_address: "Questo indirizzo non indica nessuna partita.",
};

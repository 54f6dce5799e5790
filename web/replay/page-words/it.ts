/** The replay page's own words in Italian (see en.ts). */
import type { ReplayPageWords } from "./en";

export const words: Record<keyof ReplayPageWords, string> = {
  rp_checking: "Controllo della distribuzione…",
  rp_ok:
    "Distribuzione onesta: il seme rivelato corrisponde all'impegno pubblicato all'inizio, e ogni mossa riproduce il tavolo finale.",
  rp_bad: "Questo replay non torna, quindi non viene mostrato.",
  rp_bad_seed: "Il seme rivelato non corrisponde all'impegno pubblicato all'inizio.",
  rp_bad_moves: "Le mosse non riproducono il tavolo finale ({problem}).",
  rp_to_table: "Torna al tavolo",
  rp_failed: "Il replay non si è potuto caricare: {message}",
  rp_open: "Rivedi la partita, mossa per mossa",
  rp_history_title: "Mosse precedenti",
  rp_history_at: "Mossa {n} di {total}, come la vedevi allora.",
  rp_history_at_watch: "Mossa {n} di {total}, come la vedevano gli spettatori.",
  rp_history_now: "Torna ad adesso",
};

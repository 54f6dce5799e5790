/** The replay's choices in Italian (see en.ts). */
import type { MoreWords } from "./en";

export const words: Record<keyof MoreWords, string> = {
  rp_set: "Set {n}",
  rp_hand: "Mano {n}",
  rp_trick: "Mano {h}, presa {n}",
  rp_round: "Turno {n}",
  rp_pile: "Mucchio {n} completato",
  rp_view: "Carte mostrate",
  rp_all: "Tutte le mani scoperte",
  rp_as: "Come la vedeva {name}",
  rp_watch: "Come la vedevano gli spettatori",
  rp_no_cards: "nessuna carta",
  rp_copy: "Copia il link a questa mossa",
  rp_keys: "Tasti: ← →, Home, Fine; Spazio avvia. O scorri il tavolo.",
};

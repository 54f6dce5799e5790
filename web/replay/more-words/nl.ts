/** The replay's choices in Dutch (see en.ts). */
import type { MoreWords } from "./en";

export const words: Record<keyof MoreWords, string> = {
  rp_set: "Set {n}",
  rp_hand: "Hand {n}",
  rp_trick: "Hand {h}, slag {n}",
  rp_round: "Beurt {n}",
  rp_pile: "Stapel {n} voltooid",
  rp_view: "Getoonde kaarten",
  rp_all: "Alle handen open",
  rp_as: "Zoals {name} het zag",
  rp_watch: "Zoals toeschouwers het zagen",
  rp_no_cards: "geen kaarten",
  rp_copy: "Kopieer de link naar deze zet",
  rp_keys: "Toetsen: ← →, Home, End; Spatie speelt af. Of veeg over de tafel.",
};

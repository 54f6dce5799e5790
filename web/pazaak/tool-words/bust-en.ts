/**
 * The words of Pazaak's hint over 20 (BustHint.tsx) in English, the reference: a word pack
 * loaded with that chunk only, on a turn over 20. Italian and Dutch have exactly these keys.
 */
export const words = {
  bust_save: "Over 20: play {card} to get back to {total}",
  bust_none: "Over 20: no card in your hand brings you back.",
};

/** The shape of this pack in every language. */
export type PazaakBustWords = Record<keyof typeof words, string>;

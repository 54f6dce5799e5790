/**
 * Mattazza cards for the table: what a face shows (the hand's order: hand-order.ts; each card's
 * help sentence: card-help.ts). Display only: the data comes from
 * the engine's pack (cards.ts, pure data), the rules stay in the engine.
 */
import { CARDS, MOORS, cardName } from "../../src/engine/games/mattazza/cards";
import type { CardId, Suit } from "../../src/engine/games/mattazza/types";

export { cardName };

/** The four Moors, as card ids. */
export const MOOR_LIST: readonly CardId[] = MOORS;

const RANK_SHORT: Record<string, string> = {
  K: "Re",
  Q: "Reg",
  N: "Cav",
  J: "Fan",
  A: "A",
};
/** Suit marks: the French equivalents every deck maps them to, in the suit's colour. */
export const SUIT_GLYPH: Record<Suit, string> = { C: "♥", D: "♦", S: "♠", B: "♣" };
const TRUMP_CORNER: Partial<Record<CardId, string>> = {
  ANGELO: "★",
  MONDO: "◎",
  SOLE: "☀",
  LUNA: "☾",
  BEGATO: "B",
  MATTO: "✦",
};

/** Where the longest trump names may break on a small card (soft hyphens), never cut off. */
const SOFT_BREAKS: Record<string, string> = {
  Temperanza: "Tempe\u00adranza",
  Giustizia: "Giusti\u00adzia",
  Traditore: "Tradi\u00adtore",
};

/** What a face shows: the corner mark, the middle, the class and the point value. */
export interface Face {
  corner: string;
  middle: string;
  tone: string;
  points: number;
  /**
   * The trump's rank (the help's "Trump 21 of 21") for the trumps that print no number:
   * Angelo, Mondo, Sole, Luna, the Moors and the Bégato.
   */
  rank?: number;
}

/** The face of a card. */
export function faceOf(id: CardId): Face {
  const c = CARDS[id];
  if (c.kind === "suit") {
    const rank = c.rank as string;
    return {
      corner: RANK_SHORT[rank] ?? rank,
      middle: SUIT_GLYPH[c.suit as Suit],
      tone: `suit-${c.suit}`,
      points: c.points,
    };
  }
  if (c.kind === "fool") return { corner: "✦", middle: "Matto", tone: "fool", points: c.points };
  const isMoor = MOOR_LIST.includes(id);
  const numbered = /^T\d+$/.test(id);
  return {
    corner: numbered ? id.slice(1) : isMoor ? "M" : (TRUMP_CORNER[id] ?? ""),
    middle: numbered ? soft(c.name.replace(/^\d+ /, "")) : isMoor ? "Moro" : c.name,
    tone: "trump",
    points: c.points,
    ...(numbered ? {} : { rank: c.trump }),
  };
}

/** A name with its soft hyphen, if it has one. */
function soft(name: string): string {
  return SOFT_BREAKS[name] ?? name;
}

/** Whether a card counts (5, 4, 3 or 2 points). */
export function counts(id: CardId): boolean {
  return CARDS[id].points >= 2;
}

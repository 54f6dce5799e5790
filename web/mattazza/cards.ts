/**
 * Mattazza cards for the table: the hand's order (suits, then trumps high to low, the Matto
 * last) and what a face shows (each card's help sentence: card-help.ts). Display only: the data comes from
 * the engine's pack (cards.ts, pure data), the rules stay in the engine.
 */
import { CARDS, MOORS, cardName, suitStrength } from "../../src/engine/games/mattazza/cards";
import type { CardId, Suit } from "../../src/engine/games/mattazza/types";

export { cardName };

/** The four Moors, as card ids. */
export const MOOR_LIST: readonly CardId[] = MOORS;

const SUIT_ORDER: Record<Suit, number> = { C: 0, D: 1, S: 2, B: 3 };

/** A sort key: suits in order, each high to low, then trumps high to low, then the Matto. */
function sortKey(id: CardId, simplified: boolean): number {
  const c = CARDS[id];
  if (c.kind === "suit")
    return SUIT_ORDER[c.suit as Suit] * 100 + (100 - suitStrength(id, simplified));
  if (c.kind === "trump")
    return 1000 + (100 - c.trump) * 2 + Math.max(0, MOOR_LIST.indexOf(id)) * 0.1;
  return 2000;
}

/** The hand sorted by suit and rank (the engine's rank order, reversed pips included). */
export function sortHand(hand: readonly CardId[], simplified: boolean): CardId[] {
  return [...hand].sort((a, b) => sortKey(a, simplified) - sortKey(b, simplified));
}

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

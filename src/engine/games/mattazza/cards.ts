/**
 * The 62-card Tarocco Bolognese pack as data (spec §1): suits, ranks, the trump order with
 * four equal Moors, point values and names. Pure data and tiny lookups.
 */
import type { CardId, CardInfo, NumberedTrumpId, Rank, Suit, SuitCardId, TrumpId } from "./types";

/** The suits in display order. */
export const SUITS: readonly Suit[] = ["C", "D", "S", "B"];

/** The round suits, whose pips rank in reverse (§1.2, A2). */
export const ROUND_SUITS: readonly Suit[] = ["C", "D"];

/** Suit names (Italian, as printed on the cards). */
export const SUIT_NAMES: Readonly<Record<Suit, string>> = {
  C: "Coppe",
  D: "Denari",
  S: "Spade",
  B: "Bastoni",
};

/** Ranks as listed on the pack, high to low in the long suits. */
export const RANKS: readonly Rank[] = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "A"];

/** Rank order, high to low, of the long suits (and of every suit with simplifiedRanks). */
const LONG_ORDER: readonly Rank[] = RANKS;
/** Rank order, high to low, of the round suits: the pips are reversed, Ace above the 6 (A2). */
const ROUND_ORDER: readonly Rank[] = ["K", "Q", "N", "J", "A", "6", "7", "8", "9", "10"];

const RANK_NAMES: Readonly<Record<Rank, string>> = {
  K: "Re",
  Q: "Regina",
  N: "Cavallo",
  J: "Fante",
  "10": "10",
  "9": "9",
  "8": "8",
  "7": "7",
  "6": "6",
  A: "Asso",
};

/** §1.3: Re 5, Regina 4, Cavallo 3, Fante 2; pips and Aces are blanks. */
const RANK_POINTS: Readonly<Record<Rank, number>> = {
  K: 5,
  Q: 4,
  N: 3,
  J: 2,
  "10": 0,
  "9": 0,
  "8": 0,
  "7": 0,
  "6": 0,
  A: 0,
};

/** The numbered trumps, high to low (16 … 5). */
export const NUMBERED_TRUMPS: readonly NumberedTrumpId[] = [
  "T16",
  "T15",
  "T14",
  "T13",
  "T12",
  "T11",
  "T10",
  "T9",
  "T8",
  "T7",
  "T6",
  "T5",
];

const TRUMP_NAMES: Readonly<Record<NumberedTrumpId, string>> = {
  T16: "16 Stella",
  T15: "15 Saetta",
  T14: "14 Diavolo",
  T13: "13 Morte",
  T12: "12 Traditore",
  T11: "11 Vecchio",
  T10: "10 Ruota",
  T9: "9 Forza",
  T8: "8 Giustizia",
  T7: "7 Temperanza",
  T6: "6 Carro",
  T5: "5 Amore",
};

/** The four Moors: equal rank; between them the one played last wins (A3). */
export const MOORS: readonly TrumpId[] = ["MORO1", "MORO2", "MORO3", "MORO4"];

/** Trump strength of the Moors (all four equal). */
export const MOOR_STRENGTH = 2;

/** The Tarocchi (§1.3): counting 5 each, and the Tarocchi cricca. */
export const TAROCCHI: readonly CardId[] = ["ANGELO", "MONDO", "BEGATO", "MATTO"];

/** The contatori: wild cards for sequences (§1.3, §6.3). */
export const CONTATORI: readonly CardId[] = ["BEGATO", "MATTO"];

function build(): Record<CardId, CardInfo> {
  const out = {} as Record<CardId, CardInfo>;
  for (const suit of SUITS) {
    for (const rank of RANKS) {
      const id: SuitCardId = `${suit}${rank}`;
      out[id] = {
        id,
        kind: "suit",
        suit,
        rank,
        trump: 0,
        points: RANK_POINTS[rank],
        name: `${RANK_NAMES[rank]} di ${SUIT_NAMES[suit]}`,
      };
    }
  }
  const trump = (id: TrumpId, strength: number, points: number, name: string): void => {
    out[id] = { id, kind: "trump", trump: strength, points, name };
  };
  trump("ANGELO", 21, 5, "Angelo");
  trump("MONDO", 20, 5, "Mondo");
  trump("SOLE", 19, 0, "Sole");
  trump("LUNA", 18, 0, "Luna");
  for (const id of NUMBERED_TRUMPS) trump(id, Number(id.slice(1)), 0, TRUMP_NAMES[id]);
  MOORS.forEach((id, i) => trump(id, MOOR_STRENGTH, 0, `Moro ${i + 1}`));
  trump("BEGATO", 1, 5, "Bégato");
  out.MATTO = { id: "MATTO", kind: "fool", trump: 0, points: 5, name: "Matto" };
  return out;
}

/** Every card's data, by id. */
export const CARDS: Readonly<Record<CardId, CardInfo>> = build();

/** The 62-card pack in display order: suits, then trumps high to low, then the Matto. */
export const PACK: readonly CardId[] = Object.keys(CARDS) as CardId[];

/** Whether a string is a card id. */
export function isCardId(x: string): x is CardId {
  return Object.hasOwn(CARDS, x);
}

/** A card's data. */
export function card(id: CardId): CardInfo {
  return CARDS[id];
}

/** A card's display name, e.g. "Re di Coppe", "Moro 2", "Matto". */
export function cardName(id: CardId): string {
  return CARDS[id].name;
}

/** A card's point value v (§1.3). */
export function points(id: CardId): number {
  return CARDS[id].points;
}

/** Whether a card counts (v ≥ 2). */
export function isCounting(id: CardId): boolean {
  return CARDS[id].points >= 2;
}

/** The "suit" a card follows: its suit, "T" for trumps, null for the Matto (§4.1). */
export function followSuit(id: CardId): Suit | "T" | null {
  const c = CARDS[id];
  return c.kind === "suit" ? (c.suit as Suit) : c.kind === "trump" ? "T" : null;
}

/**
 * Strength of a suit card within its suit, 10 (Re) … 1 (lowest); the round suits reverse the
 * pips unless `simplified` (A2).
 */
export function suitStrength(id: CardId, simplified: boolean): number {
  const c = CARDS[id];
  if (c.kind !== "suit") return 0;
  const order = !simplified && ROUND_SUITS.includes(c.suit as Suit) ? ROUND_ORDER : LONG_ORDER;
  return 10 - order.indexOf(c.rank as Rank);
}

/** Trump strength: 21 Angelo … 2 the Moors, 1 the Bégato; 0 for non-trumps. */
export function trumpStrength(id: CardId): number {
  return CARDS[id].trump;
}

/**
 * MazzelTof card data (spec §1): two 54-card decks, red-backed ("r") and blue-backed ("b"),
 * each 52 cards (♠♥♣♦ × 2–10, J, Q, K, A) plus two jokers. Card ids are unique across both
 * decks, so a card is named by its id alone wherever it lies. Ranks on the building piles run
 * 3…14 (J 11, Q 12, K 13, A 14); 2s and jokers are wild.
 */
import type { CardColour, CardFace, CardId, DeckId, Slot, Suit } from "./types";

/** The four suits: spades, hearts, clubs, diamonds. */
export const SUITS: readonly Suit[] = ["S", "H", "C", "D"];
/** Rank labels in id order; their value is the index + 2 (2 … A = 14). */
export const RANK_LABELS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];
/** The lowest and highest rank a building pile holds (§1: "3 … ace"). */
export const LOWEST = 3;
export const ACE = 14;
/** The rank that makes the next player miss a turn (§7). */
export const TEN = 10;
/** The three pile slots in table order: red, mix (between), black (§4.1; 2s: §4.2, C12). */
export const SLOTS: readonly Slot[] = ["red", "mix", "black"];

/** What a card is: its deck, natural rank (0 for a joker), suit and colour (null for jokers). */
export interface CardInfo {
  deck: DeckId;
  /** 2…14, or 0 for a joker. */
  rank: number;
  suit: Suit | null;
  colour: CardColour | null;
  /** 2s and jokers (§1). */
  wild: boolean;
  joker: boolean;
}

function deckCards(deck: DeckId): CardId[] {
  const out: CardId[] = [];
  for (const suit of SUITS) for (const r of RANK_LABELS) out.push(`${deck}-${r}${suit}` as CardId);
  out.push(`${deck}-X1` as CardId, `${deck}-X2` as CardId);
  return out;
}

/** The red-backed deck, in a fixed order (54 cards). */
export const RED_DECK: readonly CardId[] = deckCards("r");
/** The blue-backed deck, in a fixed order (54 cards). */
export const BLUE_DECK: readonly CardId[] = deckCards("b");
/** Every card id of the game. */
export const ALL_CARDS: readonly CardId[] = [...RED_DECK, ...BLUE_DECK];

const INFO: Record<string, CardInfo> = {};
for (const id of ALL_CARDS) {
  const deck = id[0] as DeckId;
  const body = id.slice(2);
  if (body.startsWith("X")) {
    INFO[id] = { deck, rank: 0, suit: null, colour: null, wild: true, joker: true };
  } else {
    const suit = body.slice(-1) as Suit;
    const rank = RANK_LABELS.indexOf(body.slice(0, -1)) + 2;
    const colour: CardColour = suit === "H" || suit === "D" ? "red" : "black";
    INFO[id] = { deck, rank, suit, colour, wild: rank === 2, joker: false };
  }
}

/** Facts about a card id (throws only for an id that is not a card: callers validate first). */
export function cardInfo(id: CardId): CardInfo {
  const info = INFO[id];
  if (!info) throw new RangeError(`unknown card ${id}`);
  return info;
}

/** The face of a card (deck, rank, suit) without its id, for cards shown then hidden again. */
export function faceOf(id: CardId): CardFace {
  const { deck, rank, suit } = cardInfo(id);
  return { deck, rank, suit };
}

/** Whether a string is a card id of this game. */
export function isCardId(id: string): id is CardId {
  return Object.hasOwn(INFO, id);
}

const SUIT_SYMBOL: Record<Suit, string> = { S: "♠", H: "♥", C: "♣", D: "♦" };

/** A short human name: "♦8", "♠10", "♥J", "joker". */
export function cardName(id: CardId): string {
  const info = cardInfo(id);
  if (info.joker) return "joker";
  return `${SUIT_SYMBOL[info.suit as Suit]}${RANK_LABELS[info.rank - 2]}`;
}

/** The human name of a pile rank: 3…10, J, Q, K, A. */
export function rankName(rank: number): string {
  return RANK_LABELS[rank - 2] ?? String(rank);
}

/** A rank with its article: "a 9", "an 8", "an A". */
export function aRank(rank: number): string {
  return `${rank === 8 || rank === 14 ? "an" : "a"} ${rankName(rank)}`;
}

/** The human name of a slot. */
export function slotName(slot: Slot): string {
  return slot === "mix" ? "mix pile" : `${slot} pile`;
}

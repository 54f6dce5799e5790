/**
 * Pazaak's data shapes: card ids, moves, options, state, view and the public event log.
 * Rules: docs in ./README.md; the authority is the specification (rules/pazaak.md).
 */
import type { RngState } from "../../core/rng";
import type { Seat } from "../../core/game";

/** Table (green) cards T1…T10. */
export type TableCardId = `T${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`;

/** Side cards of the 43-card player deck (§2.2). */
export type SideCardId =
  | `P${1 | 2 | 3 | 4 | 5 | 6}`
  | `M${1 | 2 | 3 | 4 | 5 | 6}`
  | `PM${1 | 2 | 3 | 4 | 5 | 6}`
  | "F24"
  | "F36"
  | "D"
  | "TB"
  | "V12";

/** Any card that can lie on a board. */
export type CardId = TableCardId | SideCardId;

/**
 * A move of one seat.
 * - `sideDeck`: the 10 chosen side cards (hidden, simultaneous with the opponent's choice).
 * - `randomSideDeck`: let the game pick a valid random side deck.
 * - `play`: play one hand card; `value` is the declared value for PM (±n), V12 (±1, ±2)
 *   and TB (±1), and is omitted for every other card.
 * - `endTurn`, `stand`.
 */
export type PazaakMove =
  | { type: "sideDeck"; cards: SideCardId[] }
  | { type: "randomSideDeck" }
  | { type: "play"; card: SideCardId; value?: number }
  | { type: "endTurn" }
  | { type: "stand" };

/** Game options (§8), every one with the specification's default. */
export interface PazaakOptions {
  nineCardRule: "stand" | "win";
  flipScope: "own" | "both";
  flipDirection: "toggle" | "positiveOnly";
  doubleMode: "linked" | "snapshot";
  tableDeckPolicy: "reshufflePerSet" | "continuous";
  firstPlayerCardsDiscarded: boolean;
  maxConsecutiveTies: number | null;
}

/** A card lying on a board (§2.4). */
export interface BoardCard {
  card: CardId;
  /** Current signed value (flips and doubles change it). */
  value: number;
  /** For D: the slot index of the card it doubles. */
  linkedTo?: number;
}

/** One seat's part of the state (server-side: holds secrets). */
export interface SeatState {
  /** The 10 chosen side cards, or null until chosen. Secret. */
  sideDeck: SideCardId[] | null;
  /** The hand for the whole match (4 cards, fewer as they are played). Secret. */
  hand: SideCardId[];
  board: BoardCard[];
  stood: boolean;
  tiebreak: boolean;
  setsWon: number;
}

/** Public events, kept for the human-readable move log. */
export type PazaakEvent =
  | { type: "sideDeck"; seat: Seat }
  | { type: "reveal"; cards: [TableCardId, TableCardId]; starter: Seat | null }
  | { type: "setStart"; set: number; starter: Seat }
  | { type: "draw"; seat: Seat; card: TableCardId; total: number }
  | { type: "play"; seat: Seat; card: SideCardId; value: number; total: number }
  | { type: "endTurn"; seat: Seat; total: number }
  | { type: "stand"; seat: Seat; total: number; auto: boolean }
  | {
      type: "setEnd";
      set: number;
      winner: Seat | null;
      totals: [number, number];
      reason: "bust" | "higher" | "tiebreak" | "tie" | "nine";
      /**
       * Both boards as the set ended (public: boards are seen by all). Absent in events logged
       * before this field existed.
       */
      boards?: [BoardCard[], BoardCard[]];
      /** Sets won by each seat after this set. Absent in events logged before it existed. */
      sets?: [number, number];
    }
  | { type: "matchEnd"; winner: Seat | null; sets: [number, number] };

/** The whole state. Plain JSON. */
export interface PazaakState {
  version: 1;
  options: PazaakOptions;
  rng: RngState;
  phase: "sideDeck" | "playing" | "over";
  seats: [SeatState, SeatState];
  /** Table deck, top of the deck last. Secret. */
  deck: TableCardId[];
  discard: TableCardId[];
  /** 1-based number of the set being played (ties count as sets played). */
  set: number;
  starter: Seat;
  active: Seat;
  /** Whether the active seat has played a side card this turn. */
  sidePlayed: boolean;
  consecutiveTies: number;
  winner: Seat | null;
  events: PazaakEvent[];
}

/** A seat as a reader sees it. `hand` and `sideDeck` are present only for the seat itself. */
export interface SeatView {
  board: BoardCard[];
  total: number;
  stood: boolean;
  tiebreak: boolean;
  setsWon: number;
  handCount: number;
  sideDeckChosen: boolean;
  hand?: SideCardId[];
  sideDeck?: SideCardId[];
}

/** What a seat or a spectator sees. */
export interface PazaakView {
  phase: PazaakState["phase"];
  /** The reader's seat, null for a spectator. */
  you: Seat | null;
  seats: [SeatView, SeatView];
  set: number;
  starter: Seat;
  /** Whose turn it is, null while side decks are chosen or after the end. */
  active: Seat | null;
  sidePlayed: boolean;
  tableDeckCount: number;
  winner: Seat | null;
  options: PazaakOptions;
  /** Public events of the match, oldest first (the last 200 at most). */
  events: readonly PazaakEvent[];
}

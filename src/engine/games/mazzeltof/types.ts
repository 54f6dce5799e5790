/**
 * MazzelTof's data shapes: card ids, moves, options, state, view and the public event log.
 * Rules: ./README.md; the authority is the specification (rules/mazzeltof.md).
 *
 * Positions vs seats: the table has 2 or 4 playing positions in turn order (R1, B1, R2, B2;
 * M22). Position p belongs to team p % 2 (0 red, 1 blue). With 2 or 4 seats a position is the
 * seat of the same number; with 3 seats the lone blue player (seat 1) holds positions 1 and 3
 * (see README, Decisions).
 */
import type { RngState } from "../../core/rng";
import type { Seat } from "../../core/game";

/** The deck a card belongs to: "r" red backs (team red), "b" blue backs (team blue). */
export type DeckId = "r" | "b";
/** Spades, hearts, clubs, diamonds. */
export type Suit = "S" | "H" | "C" | "D";
export type CardColour = "red" | "black";
type RankLabel = "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9" | "10" | "J" | "Q" | "K" | "A";
/** A card: `r-10H` (red deck, ♥10), `b-QS` (blue deck, ♠Q); jokers `r-X1` … `b-X2`. */
export type CardId = `${DeckId}-${RankLabel}${Suit}` | `${DeckId}-X${1 | 2}`;
/** The three building-pile slots (§4.1): RED (♦♥), MIX (any), BLACK (♠♣). */
export type Slot = "red" | "mix" | "black";
/** 0 = team red (red-backed deck), 1 = team blue. */
export type TeamId = 0 | 1;

/**
 * A move of the position to act (one seat's move; the seat acts for its active position).
 * - `play`: one card onto a pile or into an EMPTY slot (§4.2, §4.4). The card is found by its id
 *   in the player's hand, the player's or partner's open cards, or (ENDGAME) the team's
 *   draw-pile top. `rank` is needed only for a 2 or joker starting an EMPTY slot (3…13); anywhere
 *   else it may be left out (a wild on a pile is always top+1); when given it must match.
 * - `pass`: ends the turn. MAIN: `card` is the hand card laid open (or as a penalty card when
 *   five are open). ENDGAME: the draw-pile top is laid open; `card` may be left out.
 * - `drawFive`: MAIN, hand empty: draw up to five (M15).
 * - `endTurn`: MAIN, hand empty: end the turn without a pass.
 * - `cancelSkip` / `acceptSkip`: at the start of a skipped turn with a joker in hand (§7, M17).
 */
export type MazzelTofMove =
  | { type: "play"; card: CardId; slot: Slot; rank?: number }
  | { type: "pass"; card?: CardId }
  | { type: "drawFive" }
  | { type: "endTurn" }
  | { type: "cancelSkip" }
  | { type: "acceptSkip" };

/** Game options; parsing `{}` gives the specification's defaults. */
export interface MazzelTofOptions {
  /** M15: cards drawn by DrawFive in a 2-player game (5 literal; 7 to match the hand size). */
  twoPlayerDrawFive: 5 | 7;
  /** M23: whether partners see each other's hands (default: no disclosure). */
  partnerSeesHand: boolean;
}

/** A card on a building pile with the rank it represents (a wild's rank is fixed when played). */
export interface PileCard {
  card: CardId;
  rank: number;
}

/** One playing position (server-side: the hand is secret). */
export interface PositionState {
  /** Secret: its owner (and, with partnerSeesHand, the partner) sees it. */
  hand: CardId[];
  /** Open (pass) cards, public, oldest first (§5, M12). */
  open: CardId[];
  /** The red pawn lies on this position: its next turn is skipped (§7). */
  mustSkip: boolean;
}

/** A face-down penalty card and the position that laid it (§5). */
export interface PenaltyCard {
  card: CardId;
  pos: number;
}

/** One team's stock. */
export interface TeamState {
  /**
   * The draw pile, bottom first (index 0 is the bottom card, the top is last). In MAIN the
   * bottom six are the reserve, never drawn (§3.5); in ENDGAME the whole pile is a face-up queue.
   */
  draw: CardId[];
  phase: "main" | "endgame";
  /** Penalty cards in creation order (M18); empty once appended in the ENDGAME. */
  penalties: PenaltyCard[];
}

/** A completed pile, removed from the game (M11). */
export interface RemovedPile {
  slot: Slot;
  cards: PileCard[];
  /** The position that laid the ace. */
  pos: number;
}

/** Where a played card came from. */
export type CardSource = "hand" | "open" | "partnerOpen" | "drawPile";

/**
 * The face of a card that was shown at setup and then went back into a face-down deck (blind
 * cards, rejected start cards): what the table saw, but not the card id, so that no view ever
 * carries the id of a card that is now hidden.
 */
export interface CardFace {
  deck: DeckId;
  /** 2…14, 0 for a joker. */
  rank: number;
  suit: Suit | null;
}

/** Public events, oldest first, for the move log and the UI's result displays. */
export type MazzelTofEvent =
  /** §3.3: a blind card turned for the start player (public at the table). */
  | { type: "blindCard"; pos: number; face: CardFace; reason: "turned" | "jokerRedrawn" }
  /** §3.3: who starts, and why (highest blind card). */
  | { type: "starter"; pos: number; face: CardFace; reason: "highest" }
  /**
   * §3.4: a start card turned: used for a slot (`card` is its id, it lies on the pile), or
   * rejected and why (`card` null: it went back into the deck; only its face is told).
   */
  | {
      type: "startCard";
      team: TeamId;
      face: CardFace;
      card: CardId | null;
      slot: Slot | null;
      reason: "started" | "notAllowed" | "wrongColour";
    }
  /** A turn begins: `drew` cards were drawn from the team pile (counts only). */
  | { type: "turn"; pos: number; seat: Seat; drew: number }
  /** The red pawn on `pos` (§7): the turn is missed, or cancelled with a hand joker. */
  | { type: "skip"; pos: number; seat: Seat; reason: "ten"; cancelled: boolean }
  /** §9: the team turns its remaining pile face up, penalty cards appended below the reserve. */
  | { type: "endgame"; team: TeamId; pos: number; queue: CardId[]; penalties: number }
  /** A card onto a pile, or starting an EMPTY slot (`start`). */
  | {
      type: "play";
      pos: number;
      seat: Seat;
      card: CardId;
      from: CardSource;
      /** The position whose open card it was (for open sources). */
      owner: number | null;
      slot: Slot;
      rank: number;
      start: boolean;
    }
  /** A pile reached the ace and left the game (§4.3): who completed it and with what. */
  | {
      type: "pileDone";
      pos: number;
      seat: Seat;
      team: TeamId;
      slot: Slot;
      cards: PileCard[];
      reason: "ace" | "wildAce";
    }
  /** DrawFive (§8, M15): count only. */
  | { type: "drawFive"; pos: number; seat: Seat; drew: number }
  /** The pawn is put on `pos` because `by` played one or more 10s (§7). */
  | { type: "pawn"; pos: number; seat: Seat; by: number; reason: "ten" }
  /**
   * The turn ends: `pass` (card laid open, shown), `penalty` (laid face down: no card),
   * `endgamePass` (draw-pile top laid open), `emptyHand` (no pass), `skipped`.
   */
  | {
      type: "turnEnd";
      pos: number;
      seat: Seat;
      reason: "pass" | "penalty" | "endgamePass" | "emptyHand" | "skipped";
      card: CardId | null;
    }
  /**
   * The game is over: the team whose draw pile emptied wins. `lastCardPlayed`: its last card went
   * onto a pile; `outCard`: it was laid open as the out-card (M20).
   */
  | {
      type: "gameEnd";
      team: TeamId;
      winners: Seat[];
      pos: number;
      card: CardId;
      reason: "lastCardPlayed" | "outCard";
    };

/** The whole state. Plain JSON. */
export interface MazzelTofState {
  version: 1;
  options: MazzelTofOptions;
  rng: RngState;
  /** Number of seats (2, 3 or 4). */
  seats: number;
  /** Playing positions in turn order (2, or 4 with 3 or 4 seats). */
  positions: PositionState[];
  teams: [TeamState, TeamState];
  /** Piles by slot order red, mix, black; null = EMPTY slot. Top card last. */
  piles: [PileCard[] | null, PileCard[] | null, PileCard[] | null];
  removed: RemovedPile[];
  starter: number;
  /** The position whose turn it is. */
  active: number;
  /** `skipDecision`: the red pawn lies on the active position (cancel or accept); `play`: PLAY. */
  phase: "skipDecision" | "play" | "over";
  /** This turn's flags (§6.1): a 10 was played; a cancelling joker must still be played. */
  turn: { ten: boolean; jokerDue: boolean };
  winner: TeamId | null;
  events: MazzelTofEvent[];
}

/** A position as a reader sees it. */
export interface PositionView {
  seat: Seat;
  team: TeamId;
  handCount: number;
  /** Only for the reader's own positions (and the partner's with partnerSeesHand). */
  hand?: CardId[];
  open: CardId[];
  penaltyCount: number;
  /** Only for the reader's own positions (C11: the partner sees the count only). */
  penalty?: CardId[];
  mustSkip: boolean;
}

/** A team as a reader sees it. */
export interface TeamView {
  colour: "red" | "blue";
  positions: number[];
  phase: "main" | "endgame";
  drawCount: number;
  /** Cards that can still be drawn into hands (MAIN); 0 in the ENDGAME. */
  aboveReserve: number;
  /** MAIN: the reserve (bottom six, face down, position public: C7). */
  reserveCount: number;
  /** ENDGAME: the face-up queue, top first (§9); null in MAIN. */
  queue: CardId[] | null;
  /** Open-card limit per player: 5 in MAIN, null (none) in the ENDGAME. */
  openLimit: number | null;
}

/** What a seat or a spectator sees. */
export interface MazzelTofView {
  phase: MazzelTofState["phase"];
  /** The reader's seat, null for a spectator. */
  you: Seat | null;
  /** The positions the reader plays (one, or two for the lone player of a 3-seat game). */
  yourPositions: number[];
  seats: number;
  /** Hand size H: 5 with 4 positions, 7 with 2. */
  handSize: number;
  positions: PositionView[];
  teams: [TeamView, TeamView];
  piles: [PileCard[] | null, PileCard[] | null, PileCard[] | null];
  removed: RemovedPile[];
  starter: number;
  /** The position to act, null after the end. */
  active: number | null;
  activeSeat: Seat | null;
  turn: { ten: boolean; jokerDue: boolean };
  winner: TeamId | null;
  options: MazzelTofOptions;
  /** Public events, oldest first (the last 200 at most). */
  events: readonly MazzelTofEvent[];
}

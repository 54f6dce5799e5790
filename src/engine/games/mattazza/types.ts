/**
 * Mattazza's data shapes: card ids, moves, options, state, view and the public events.
 * Rules: ./README.md; the authority is the specification (rules/mattazza.md).
 */
import type { RngState } from "../../core/rng";
import type { Seat } from "../../core/game";

/** The four suits (§1.1): Coppe and Denari are "round", Spade and Bastoni "long". */
export type Suit = "C" | "D" | "S" | "B";

/** Suit ranks: Re, Regina (Q), Cavallo (N for kNight), Fante (J), pips, Asso. No 2–5. */
export type Rank = "K" | "Q" | "N" | "J" | "10" | "9" | "8" | "7" | "6" | "A";

/** A suit card, e.g. "CK" (Re di Coppe), "D10", "SA" (Asso di Spade). */
export type SuitCardId = `${Suit}${Rank}`;

/** The numbered trumps, the numeri di scavezzo 5…16. */
export type NumberedTrumpId = `T${5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16}`;

/** The 21 trumps (§1.2): four unnumbered heads, 5…16, four equal Moors and the Bégato. */
export type TrumpId =
  | "ANGELO"
  | "MONDO"
  | "SOLE"
  | "LUNA"
  | NumberedTrumpId
  | "MORO1"
  | "MORO2"
  | "MORO3"
  | "MORO4"
  | "BEGATO";

/** Any of the 62 cards; the Matto (Fool) is neither suit nor trump. */
export type CardId = SuitCardId | TrumpId | "MATTO";

/** What a card is, for play and scoring. */
export interface CardInfo {
  id: CardId;
  kind: "suit" | "trump" | "fool";
  /** The suit of a suit card. */
  suit?: Suit;
  /** The rank of a suit card. */
  rank?: Rank;
  /** Trump order, 21 (Angelo) … 1 (Bégato); the four Moors share 2 (A3). 0 otherwise. */
  trump: number;
  /** Point value v (§1.3): 5, 4, 3, 2 for counting cards, 0 for a blank (scartino). */
  points: number;
  /** English display name. */
  name: string;
}

/**
 * A move of one seat (all public: cards are played face up and the Fool's gift is passed
 * openly, see README "Decisions").
 * - `play`: play a card from the hand to the trick.
 * - `give`: the Fool's player gives the trick winner a card from their trick pile (§5).
 * - `callForHelp`: the §9 announcement against a target seat; a banner only.
 */
export type MattazzaMove =
  | { type: "play"; card: CardId }
  | { type: "give"; card: CardId }
  | { type: "callForHelp"; target: Seat };

/** Game options, every one with the specification's default. */
export interface MattazzaOptions {
  /** A2: round suits rank K Q N J A 6 7 8 9 10 (false) or like the long suits (true). */
  simplifiedRanks: boolean;
  /** A7: card points counted per trick (Barilli) or in pairs (Ottocento). */
  cardCounting: "perTrick" | "pairs";
  /** A9: in-trick combinations score in addition to the pile's combinations. */
  inTrickBonus: boolean;
  /** A11: how many contatori may join a suit sequence (Barilli 2, Parlett 1). */
  maxWildsSuitSequence: 1 | 2;
  /** A13: the Moors may also extend the Grande after the 5. */
  moorsInGrande: boolean;
  /** A14: 6 points for the last trick. */
  lastTrickBonus: boolean;
  /** §8: "seed" (pair rule + six rule) or "elimination" (Barilli's first option). */
  matchMode: "seed" | "elimination";
  /** §8 ELIMINATION: the number of marks that eliminates (2–6). */
  eliminationTarget: 2 | 3 | 4 | 5 | 6;
}

/** One card played to a trick. */
export interface TrickPlay {
  seat: Seat;
  card: CardId;
}

/** Why a trick was won (§4.3). */
export type TrickReason = "higher" | "trump" | "lastMoor";

/** A combination found among a trick's cards or a pile. */
export interface Combo {
  /** A cricca group or a sequence kind. */
  kind: CriccaKind | SequenceKind;
  /** "cricca" (a set of 3 or 4) or "sequence". */
  type: "cricca" | "sequence";
  /** Cards in it (3 or 4 for a cricca, n for a sequence, contatori included). */
  count: number;
  /** Its value before any doubling. */
  points: number;
}

/** The five cricche (§6.2). */
export type CriccaKind = "tarocchi" | "re" | "regine" | "cavalli" | "fanti";

/** The seven sequences (§6.3). */
export type SequenceKind = "grande" | `suit${Suit}` | "mori" | "assi";

/** The public end-of-hand scoring of one seat (§6). */
export interface SeatScore {
  seat: Seat;
  tricks: number;
  /** Cards in the pile at the end (after the Fool exchange). */
  cards: number;
  cardPoints: number;
  cricche: Combo[];
  /** Criccone: three or more cricche double their total. */
  criccone: boolean;
  cricchePoints: number;
  sequences: Combo[];
  /** Three or more sequences double their total. */
  sequencesDoubled: boolean;
  sequencePoints: number;
  /** §4.4 in-trick bonus gathered this hand. */
  inTrickBonus: number;
  /** §6.4: 6 for the last trick, else 0. */
  lastTrick: number;
  total: number;
}

/** Public events, oldest first, for the move log and the round-result display. */
export type MattazzaEvent =
  | {
      type: "deal";
      hand: number;
      dealer: Seat;
      /** Eldest: the first to play. */
      eldest: Seat;
      /** Seats in this hand, in play order from eldest. */
      players: Seat[];
      setAside: number;
    }
  | { type: "play"; seat: Seat; card: CardId }
  | {
      type: "trick";
      /** 1…10 within the hand. */
      trick: number;
      winner: Seat;
      /** The winning card. */
      card: CardId;
      reason: TrickReason;
      plays: TrickPlay[];
      /** Who played the Matto to this trick, or null. */
      fool: Seat | null;
      /** §4.4 combinations among the trick's cards (Matto excluded, A6). */
      combos: Combo[];
      /** Points those combinations give the winner (0 when the option is off). */
      bonus: number;
    }
  | {
      type: "foolGift";
      giver: Seat;
      receiver: Seat;
      card: CardId;
      /** True when the debt waited for the giver's first trick. */
      deferred: boolean;
    }
  | { type: "foolDebt"; giver: Seat; receiver: Seat }
  | { type: "foolSurrendered"; giver: Seat; receiver: Seat }
  | { type: "callForHelp"; seat: Seat; target: Seat }
  | {
      type: "handEnd";
      hand: number;
      /** Per seat in the hand, in seat order. */
      scores: SeatScore[];
      losers: Seat[];
      /** "noTrick": the losers took no trick (§7.1); "highest": highest score (§7.2). */
      reason: "noTrick" | "highest";
      /** Marks of every seat after this hand. */
      marks: number[];
    }
  | { type: "eliminated"; seats: Seat[]; marks: number[] }
  | {
      type: "matchEnd";
      winners: Seat[];
      losers: Seat[];
      /** "pair": §8a, "six": §8b, "elimination", or "allLost" (C6: nobody pays). */
      reason: "pair" | "six" | "elimination" | "allLost";
      marks: number[];
      /** Stake units won (+) or paid (−) per seat (§8 settlement, C6). */
      stakes: number[];
    };

/** An unpaid Fool exchange (§5): the giver owes the receiver a card. */
export interface FoolDebt {
  giver: Seat;
  receiver: Seat;
  /** True once a trick has passed without payment (the debt was deferred). */
  deferred: boolean;
}

/** The whole state. Plain JSON. */
export interface MattazzaState {
  version: 1;
  options: MattazzaOptions;
  rng: RngState;
  seatCount: number;
  /** `play`: a card is awaited; `give`: the Fool's gift is awaited; `over`. */
  phase: "play" | "give" | "over";
  /** 1-based number of the hand. */
  hand: number;
  dealer: Seat;
  /** Seats still in the match (ELIMINATION mode removes some). */
  inMatch: boolean[];
  /** Each seat's hand. Secret. */
  hands: CardId[][];
  /** The undealt cards, face down (§3.3). Secret. */
  setAside: CardId[];
  /** Each seat's trick pile (public: every card in it was seen). */
  piles: CardId[][];
  tricksWon: number[];
  /** §4.4 in-trick bonus per seat this hand. */
  bonus: number[];
  /** Cards on the table in the trick being played. */
  trick: TrickPlay[];
  /** Completed tricks in this hand (0…10). */
  tricksPlayed: number;
  /** Whose turn it is (the giver during `give`). */
  turn: Seat;
  /** Winner of the latest trick, or null before the first. */
  lastWinner: Seat | null;
  foolDebt: FoolDebt | null;
  /** §9: who has called for help this hand (one call per caller per hand). */
  called: boolean[];
  marks: number[];
  /** Set when the match is over. */
  result: { winners: Seat[]; losers: Seat[] } | null;
  events: MattazzaEvent[];
}

/** A seat as a reader sees it. `hand` is present only for the reader's own seat. */
export interface SeatView {
  seat: Seat;
  inMatch: boolean;
  handCount: number;
  hand?: CardId[];
  /** The trick pile (public: every card in it was played face up or given openly). */
  pile: CardId[];
  tricksWon: number;
  bonus: number;
  marks: number;
  calledForHelp: boolean;
}

/** What a seat or a spectator sees. */
export interface MattazzaView {
  phase: MattazzaState["phase"];
  /** The reader's seat, null for a spectator. */
  you: Seat | null;
  seatCount: number;
  hand: number;
  dealer: Seat;
  /** Whose move is awaited, null when over. */
  turn: Seat | null;
  trick: TrickPlay[];
  tricksPlayed: number;
  lastWinner: Seat | null;
  seats: SeatView[];
  setAsideCount: number;
  foolDebt: FoolDebt | null;
  /** The reader's legal cards now (to play, or to give), [] when not their move. */
  playable: CardId[];
  result: MattazzaState["result"];
  options: MattazzaOptions;
  /** Public events of the match, oldest first (the last 200 at most). */
  events: readonly MattazzaEvent[];
}

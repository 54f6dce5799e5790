/**
 * Mazzo's data shapes: cards, moves, options, state, view and the public event log.
 * Rules: ./README.md; the authority is the specification (rules/mazzo.md, "Classic" 2-player).
 */
import type { RngState } from "../../core/rng";
import type { Seat } from "../../core/game";

/** A deck of the data file (§2.2 M16, §2.3 M28). */
export type DeckId = "M16" | "M28";

/** An ability id: the JSON key without accents, e.g. "Velocita" (C10). */
export type AbilityId = string;

/** A card id of the deck data, e.g. "B07", "C21" or "MZ" (the Mazziere). */
export type CardId = string;

/** One card of a deck (§2.4). */
export interface CardDef {
  id: CardId;
  /** Placeholder flavour name, e.g. "Il Gigante". */
  name: string;
  /** Ability → value (an integer ≥ 1). Empty for the Mazziere. */
  abilities: Readonly<Record<AbilityId, number>>;
  /** True for the Mazziere only. */
  mazziere?: boolean;
}

/**
 * A move of one seat.
 * - `attack`: the attacker puts `card` face down and declares `ability` (it must be on the card,
 *   A1; the Mazziere allows any, A2). With one card each the ability stays secret (A6).
 * - `faceUp`: the defender answers with a card that has the declared ability.
 * - `deny`: the defender says "I don't have it" and puts `card` face down (may be a bluff).
 * - `believe` / `doubt`: the attacker judges a denial.
 * - `take`: after a caught bluff, the attacker takes two cards of the revealed hand.
 */
export type MazzoMove =
  | { type: "attack"; card: CardId; ability: AbilityId }
  | { type: "faceUp"; card: CardId }
  | { type: "deny"; card: CardId }
  | { type: "believe" }
  | { type: "doubt" }
  | { type: "take"; cards: [CardId, CardId] };

/** Game options (§9 and the clarifications), every one with the specification's default. */
export interface MazzoOptions {
  /** §2: the deck. */
  deck: DeckId;
  /** A2 / C4: the Mazziere has no abilities (a pure bluff card) instead of every ability. */
  mazziereHasNoAbilities: boolean;
  /** A5: who wins a clash of equal values. */
  clashTie: "defender" | "attacker" | "eachKeepsOwn";
  /** A7 / C7: losing the Mazziere as the attack card in a failed Doubt also ends the game. */
  mazziereLostOnAttackCardEndsGame: boolean;
  /** A9: cards left in a hand at the end go to their holder's loot, or are discarded. */
  leftoverCards: "scoreToHolder" | "discard";
  /** A10 / C5: equal loot counts: the Mazziere's holder wins, or the game is a draw. */
  lootTieBreak: "mazziere" | "draw";
}

/** The steps where the game waits for a move (§4); automatic steps never rest. */
export type MazzoPhase = "attack" | "respond" | "judge" | "take" | "over";

/** Cards that went to one seat's loot in one step. */
export interface LootGain {
  seat: Seat;
  cards: CardId[];
}

/** Why a clash was won. */
export type ClashReason =
  /** The Mazziere wins every clash (A2). */
  | "mazziere"
  /** The higher value of the declared ability (A3). */
  | "higher"
  /** The denied card lacks the ability and counts 0 (A4). */
  | "lacksAbility"
  /** Equal values: `clashTie` decides (A5). */
  | "tie";

/** Why a game ended. */
export type EndReason =
  /** More cards in the loot (§6). */
  | "loot"
  /** Equal loot; the Mazziere in a loot pile broke the tie (A10). */
  | "mazziereTieBreak"
  /** Equal loot and no tie-break: a draw (A10, C5). */
  | "draw"
  /** The defender drew the Mazziere blindly after a failed Doubt (A7). */
  | "mazziereDrawn"
  /** The attacker's Mazziere was lost in a failed Doubt, with the flag of C7. */
  | "mazziereLost";

/**
 * Public events, oldest first. None carries a hidden card: face-down cards appear only once
 * revealed, and the denied card is never named unless it is revealed in a clash (C3).
 */
export type MazzoEvent =
  /** The game starts: the first attacker (A13) and the deal (C2). */
  | { type: "start"; deck: DeckId; firstAttacker: Seat; hands: [number, number]; drawPile: number }
  /** An attack: the card is face down; `ability` is null when it is committed secretly (A6). */
  | { type: "attack"; turn: number; seat: Seat; ability: AbilityId | null; secret: boolean }
  /** The defender answers face up. */
  | { type: "faceUp"; turn: number; seat: Seat; card: CardId }
  /** The defender says "I don't have it" (the card stays face down). */
  | { type: "deny"; turn: number; seat: Seat }
  /** The attacker believes the denial. */
  | { type: "believe"; turn: number; seat: Seat }
  /**
   * The attacker doubts: the attack card is shown (it has the ability) and goes back to its
   * hand; the defender's whole hand, the denied card back in it, is shown sorted so the denied
   * card cannot be told apart (C3). `lied`: some card of that hand has the ability.
   */
  | {
      type: "doubt";
      turn: number;
      seat: Seat;
      ability: AbilityId;
      attackCard: CardId;
      revealedHand: CardId[];
      lied: boolean;
    }
  /** A clash ends the turn (REVEAL_CLASH): both cards, the values compared and why. */
  | {
      type: "clash";
      turn: number;
      attacker: Seat;
      defender: Seat;
      ability: AbilityId;
      /** True when the ability had been committed secretly (A6). */
      secret: boolean;
      attackCard: CardId;
      defenseCard: CardId;
      /** How the defender's card was played: face up, denied (and believed), or automatically. */
      defense: "faceUp" | "denied" | "auto";
      /** Values of the ability on both cards (0 when absent; the Mazziere counts its own). */
      values: [number, number];
      /** The seat that took both cards; null when each kept its own (clashTie eachKeepsOwn). */
      winner: Seat | null;
      reason: ClashReason;
      gains: LootGain[];
    }
  /**
   * A Doubt ends the turn. `bluffCaught`: the defender had the ability and the attacker takes
   * (up to) two cards of that hand. `truthful`: the defender takes the attack card and one card
   * drawn blindly from the attacker's hand (`blindCard`, revealed). `instantWin`: that blind card
   * was the Mazziere (or, with the C7 flag, the lost attack card was).
   */
  | {
      type: "doubtResult";
      turn: number;
      attacker: Seat;
      defender: Seat;
      ability: AbilityId;
      winner: Seat;
      reason: "bluffCaught" | "truthful";
      gains: LootGain[];
      blindCard: CardId | null;
      instantWin: boolean;
    }
  /** END_OF_TURN refill (A8): how many cards each seat got, and the pile left. */
  | { type: "refill"; cards: [number, number]; drawPile: number }
  /** The game is over. Leftover cards are revealed (C3) and scored or discarded (A9). */
  | {
      type: "gameEnd";
      winner: Seat | null;
      reason: EndReason;
      loot: [number, number];
      leftover: [CardId[], CardId[]];
      leftoverTo: "holder" | "discard";
    };

/** The cards on the table during a turn. Hidden parts are secret until revealed. */
export interface TableState {
  /** The attack card, face down. Secret from the defender until revealed. */
  attack: CardId | null;
  /** The declared ability. */
  ability: AbilityId | null;
  /** The defender's card: face up (public) or denied (face down, secret). */
  defense: CardId | null;
  defenseFaceUp: boolean;
}

/** The whole state. Plain JSON. */
export interface MazzoState {
  version: 1;
  options: MazzoOptions;
  rng: RngState;
  phase: MazzoPhase;
  /** 1-based turn number. */
  turn: number;
  attacker: Seat;
  firstAttacker: Seat;
  /** Hands, each kept in deck order (so a card's place in a hand says nothing). Secret. */
  hands: [CardId[], CardId[]];
  /** Loot piles, in the order the cards were won. Public. */
  loot: [CardId[], CardId[]];
  /** Draw pile, top last. Secret. */
  drawPile: CardId[];
  /** Leftover cards discarded at the end (leftoverCards: discard). Public. */
  discard: CardId[];
  table: TableState;
  /** During `take`: the defender's hand, revealed to everyone (C3). */
  revealed: CardId[] | null;
  winner: Seat | null;
  endReason: EndReason | null;
  events: MazzoEvent[];
}

/** A seat as a reader sees it. `hand` is present only for the seat itself. */
export interface SeatView {
  handCount: number;
  hand?: CardId[];
  loot: CardId[];
}

/** The table as a reader sees it. */
export interface TableView {
  /** A face-down attack card lies on the table. */
  attackDown: boolean;
  /** The attack card's id: only for the attacker (its own card). */
  attackCard?: CardId;
  /** The declared ability, once public. */
  ability: AbilityId | null;
  /** The defender has answered: face up, face down, or not yet. */
  defense: "faceUp" | "faceDown" | null;
  /** The defender's card: when face up for everyone; when face down only for the defender. */
  defenseCard?: CardId;
}

/** What a seat or a spectator sees. */
export interface MazzoView {
  phase: MazzoPhase;
  /** The reader's seat, null for a spectator. */
  you: Seat | null;
  turn: number;
  attacker: Seat;
  defender: Seat;
  firstAttacker: Seat;
  /** Seats whose move is awaited. */
  toAct: Seat[];
  seats: [SeatView, SeatView];
  drawPileCount: number;
  discard: CardId[];
  table: TableView;
  /** During `take`: the defender's whole hand, shown to everyone (C3). */
  revealed: CardId[] | null;
  winner: Seat | null;
  endReason: EndReason | null;
  options: MazzoOptions;
  /** Public events, oldest first (the last 200 at most). */
  events: readonly MazzoEvent[];
}

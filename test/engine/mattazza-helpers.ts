/**
 * Test helpers for Mattazza: build a state directly (hands, piles, the trick, marks), and play
 * moves and cards that must succeed or must be refused. The generic helpers are in ./kit.ts.
 */
import { seedRng } from "../../src/engine/core/rng";
import { mattazza } from "../../src/engine/games/mattazza";
import { DEFAULT_OPTIONS } from "../../src/engine/games/mattazza/options";
import type {
  CardId,
  FoolDebt,
  MattazzaOptions,
  MattazzaState,
  TrickPlay,
} from "../../src/engine/games/mattazza/types";
import { playChecks } from "./kit";

export interface StateSpec {
  seats?: number;
  hands?: CardId[][];
  piles?: CardId[][];
  tricksWon?: number[];
  bonus?: number[];
  trick?: TrickPlay[];
  turn?: number;
  dealer?: number;
  tricksPlayed?: number;
  lastWinner?: number | null;
  foolDebt?: FoolDebt | null;
  marks?: number[];
  inMatch?: boolean[];
  setAside?: CardId[];
  options?: Partial<MattazzaOptions>;
  phase?: MattazzaState["phase"];
}

/** A state awaiting a card (default: 4 seats, seat 0 to play), from the given parts. */
export function makeState(spec: StateSpec = {}): MattazzaState {
  const n = spec.seats ?? 4;
  const fill = <T>(xs: T[] | undefined, f: () => T): T[] =>
    Array.from({ length: n }, (_, i) => xs?.[i] ?? f());
  return {
    version: 1,
    options: { ...DEFAULT_OPTIONS, ...spec.options },
    rng: seedRng("test"),
    seatCount: n,
    phase: spec.phase ?? "play",
    hand: 1,
    dealer: spec.dealer ?? n - 1,
    inMatch: fill(spec.inMatch, () => true),
    hands: fill(spec.hands, () => [] as CardId[]).map((h) => [...h]),
    setAside: [...(spec.setAside ?? [])],
    piles: fill(spec.piles, () => [] as CardId[]).map((p) => [...p]),
    tricksWon: fill(spec.tricksWon, () => 0),
    bonus: fill(spec.bonus, () => 0),
    trick: (spec.trick ?? []).map((p) => ({ ...p })),
    tricksPlayed: spec.tricksPlayed ?? 0,
    turn: spec.turn ?? 0,
    lastWinner: spec.lastWinner ?? null,
    foolDebt: spec.foolDebt ?? null,
    called: fill(undefined, () => false),
    marks: fill(spec.marks, () => 0),
    result: null,
    events: [],
  };
}

/** Moves that must be accepted or refused (./kit.ts). */
export const { must, refused } = playChecks(mattazza);

/** Plays `card` for the seat to act. */
export function playCard(state: MattazzaState, card: CardId): MattazzaState {
  return must(state, state.turn, { type: "play", card });
}

/** Plays the cards in order, each by the seat whose turn it is. */
export function playCards(state: MattazzaState, ...cards: CardId[]): MattazzaState {
  let s = state;
  for (const c of cards) s = playCard(s, c);
  return s;
}

/** Ten blanks for filling piles and hands in scoring tests. */
export const BLANKS: CardId[] = ["C10", "C9", "C8", "C7", "C6", "S10", "S9", "S8", "S7", "S6"];

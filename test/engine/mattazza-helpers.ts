/**
 * Test helpers for Mattazza: build a state directly (hands, piles, the trick, marks), play
 * moves that must succeed or must be refused, play seeded random matches, read events.
 */
import { expect } from "vitest";
import { nextInt, seedRng, type RngState } from "../../src/engine/core/rng";
import { mattazza } from "../../src/engine/games/mattazza";
import { DEFAULT_OPTIONS } from "../../src/engine/games/mattazza/options";
import type {
  CardId,
  FoolDebt,
  MattazzaEvent,
  MattazzaMove,
  MattazzaOptions,
  MattazzaState,
  TrickPlay,
} from "../../src/engine/games/mattazza/types";

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

/** Plays a move that must be accepted, and returns the new state. */
export function must(state: MattazzaState, seat: number, move: MattazzaMove): MattazzaState {
  const r = mattazza.play(state, seat, move);
  if (!r.ok)
    expect.fail(`move ${JSON.stringify(move)} refused: ${r.error.code} ${r.error.message}`);
  return r.state;
}

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

/** Plays a move that must be refused, checks its code and that the state is unchanged. */
export function refused(state: MattazzaState, seat: number, move: unknown, code: string) {
  const before = JSON.stringify(state);
  const r = mattazza.play(state, seat, move);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error("unreachable");
  expect(r.error.code).toBe(code);
  expect(r.error.message.length).toBeGreaterThan(10);
  expect(JSON.stringify(state)).toBe(before);
  return r.error;
}

type Ev = MattazzaEvent;
/** The events of a type, oldest first. */
export function eventsOf<T extends Ev["type"]>(
  s: MattazzaState,
  type: T,
): Extract<Ev, { type: T }>[] {
  return s.events.filter((e): e is Extract<Ev, { type: T }> => e.type === type);
}

/** The last event of a type. */
export function lastEvent<T extends Ev["type"]>(
  s: MattazzaState,
  type: T,
): Extract<Ev, { type: T }> | undefined {
  return eventsOf(s, type).at(-1);
}

/** A small seeded chooser for tests (the engine's own generator, its state kept here). */
export class TestRng {
  private s: RngState;
  constructor(seed: string) {
    this.s = seedRng(seed);
  }
  int(n: number): number {
    const [x, s] = nextInt(this.s, n);
    this.s = s;
    return x;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
}

/** Ten blanks for filling piles and hands in scoring tests. */
export const BLANKS: CardId[] = ["C10", "C9", "C8", "C7", "C6", "S10", "S9", "S8", "S7", "S6"];

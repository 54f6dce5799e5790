/**
 * Test helpers for Pazaak: build a state directly (boards, hands, the next draws), play moves
 * that must succeed, and play seeded random games.
 */
import { expect } from "vitest";
import { nextInt, seedRng, type RngState } from "../../src/engine/core/rng";
import { pazaak } from "../../src/engine/games/pazaak";
import { DEFAULT_OPTIONS } from "../../src/engine/games/pazaak/options";
import type {
  BoardCard,
  CardId,
  PazaakMove,
  PazaakOptions,
  PazaakState,
  SeatState,
  SideCardId,
  TableCardId,
} from "../../src/engine/games/pazaak/types";

/** A board card: "T7" is worth 7, "P3" +3, "M4" −4; for others give [card, value]. */
export type CardSpec = CardId | [CardId, number];

/** Board cards from short specs. D links to the card before it. */
export function board(...specs: CardSpec[]): BoardCard[] {
  return specs.map((spec, i) => {
    if (Array.isArray(spec)) {
      const [card, value] = spec;
      return card === "D" ? { card, value, linkedTo: i - 1 } : { card, value };
    }
    const n = Number(/(\d+)$/.exec(spec)?.[1] ?? 0);
    const value = spec.startsWith("M") ? -n : spec.startsWith("F") ? 0 : n;
    return { card: spec, value };
  });
}

export interface SeatSpec {
  board?: CardSpec[];
  hand?: SideCardId[];
  stood?: boolean;
  tiebreak?: boolean;
  setsWon?: number;
}

export interface StateSpec {
  seats?: [SeatSpec?, SeatSpec?];
  /** Table cards to be drawn next, in draw order (first drawn first). */
  draws?: TableCardId[];
  active?: 0 | 1;
  starter?: 0 | 1;
  set?: number;
  sidePlayed?: boolean;
  options?: Partial<PazaakOptions>;
  consecutiveTies?: number;
}

const FILLER: SideCardId[] = ["P1", "P2", "P3", "P4", "P5", "P6", "M1", "M2", "M3", "M4"];

/** A state in DECIDE for `active` (default 0), set 1, with the given boards and hands. */
export function makeState(spec: StateSpec = {}): PazaakState {
  const seat = (s: SeatSpec | undefined): SeatState => ({
    sideDeck: [...FILLER],
    hand: [...(s?.hand ?? [])],
    board: board(...(s?.board ?? [])),
    stood: s?.stood ?? false,
    tiebreak: s?.tiebreak ?? false,
    setsWon: s?.setsWon ?? 0,
  });
  // The deck is drawn from its end; pad the bottom so a few more draws are possible.
  const pad: TableCardId[] = ["T1", "T1", "T1", "T1", "T2", "T2", "T2", "T2"];
  return {
    version: 1,
    options: { ...DEFAULT_OPTIONS, ...spec.options },
    rng: seedRng("test"),
    phase: "playing",
    seats: [seat(spec.seats?.[0]), seat(spec.seats?.[1])],
    deck: [...pad, ...[...(spec.draws ?? [])].reverse()],
    discard: [],
    set: spec.set ?? 1,
    starter: spec.starter ?? 0,
    active: spec.active ?? 0,
    sidePlayed: spec.sidePlayed ?? false,
    consecutiveTies: spec.consecutiveTies ?? 0,
    winner: null,
    events: [],
  };
}

/** Plays a move that must be accepted, and returns the new state. */
export function must(state: PazaakState, seat: number, move: PazaakMove): PazaakState {
  const r = pazaak.play(state, seat, move);
  if (!r.ok)
    expect.fail(`move ${JSON.stringify(move)} refused: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** Plays a move that must be refused, checks its code, and returns the error. */
export function refused(state: PazaakState, seat: number, move: unknown, code: string) {
  const before = JSON.stringify(state);
  const r = pazaak.play(state, seat, move);
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error("unreachable");
  expect(r.error.code).toBe(code);
  expect(r.error.message.length).toBeGreaterThan(5);
  expect(JSON.stringify(state)).toBe(before);
  return r.error;
}

/** A board's total. */
export function total(state: PazaakState, seat: 0 | 1): number {
  return state.seats[seat].board.reduce((a, c) => a + c.value, 0);
}

/** The last event of a type. */
export function lastEvent<T extends PazaakState["events"][number]["type"]>(
  state: PazaakState,
  type: T,
): Extract<PazaakState["events"][number], { type: T }> | undefined {
  for (let i = state.events.length - 1; i >= 0; i--) {
    const e = state.events[i];
    if (e?.type === type) return e as Extract<PazaakState["events"][number], { type: T }>;
  }
  return undefined;
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

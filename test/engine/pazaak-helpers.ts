/**
 * Test helpers for Pazaak: build a state directly (boards, hands, the next draws), and play
 * moves that must succeed or be refused. The generic helpers are in ./kit.ts.
 */
import { seedRng } from "../../src/engine/core/rng";
import { pazaak } from "../../src/engine/games/pazaak";
import { DEFAULT_OPTIONS } from "../../src/engine/games/pazaak/options";
import type {
  BoardCard,
  CardId,
  PazaakOptions,
  PazaakState,
  SeatState,
  SideCardId,
  TableCardId,
} from "../../src/engine/games/pazaak/types";
import { playChecks } from "./kit";

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

/** Seat 0 to act as `mine` says, against seat 1 stood as `theirs` says; `spec` sets the rest. */
export function versusStood(
  mine: SeatSpec,
  theirs: SeatSpec,
  spec: Omit<StateSpec, "seats"> = {},
): PazaakState {
  return makeState({ ...spec, seats: [mine, { ...theirs, stood: true }] });
}

/** Moves that must be accepted or refused (./kit.ts). */
export const { must, refused } = playChecks(pazaak);

/** A board's total. */
export function total(state: PazaakState, seat: 0 | 1): number {
  return state.seats[seat].board.reduce((a, c) => a + c.value, 0);
}

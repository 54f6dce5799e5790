/**
 * Test helpers for Mazzo: build a state directly (hands, loot, the next cards of the pile),
 * play moves that must succeed or must be refused, play seeded games with policies, and move
 * hidden cards for the secrecy tests. The generic helpers are in ./kit.ts.
 */
import * as v from "valibot";
import { seedRng } from "../../src/engine/core/rng";
import { mazzo } from "../../src/engine/games/mazzo";
import { DECKS } from "../../src/engine/games/mazzo/cards";
import type {
  CardId,
  MazzoMove,
  MazzoOptions,
  MazzoState,
} from "../../src/engine/games/mazzo/types";
import { playChecks, type TestRng } from "./kit";

export interface StateSpec {
  hands: [CardId[], CardId[]];
  /** Cards to be dealt next, in dealing order (first dealt first). */
  pile?: CardId[];
  loot?: [CardId[], CardId[]];
  attacker?: 0 | 1;
  turn?: number;
  options?: Partial<MazzoOptions>;
  seed?: string;
}

/** Sorts ids in deck order, as the engine keeps hands. */
export function inDeckOrder(ids: readonly CardId[], deck: "M16" | "M28" = "M16"): CardId[] {
  const order = DECKS[deck].order;
  return [...ids].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/** A state in ATTACK for `attacker` (default 0) with the given hands, pile and loot. */
export function makeState(spec: StateSpec): MazzoState {
  const options = v.parse(mazzo.options, spec.options ?? {});
  return {
    version: 1,
    options,
    rng: seedRng(spec.seed ?? "test"),
    phase: "attack",
    turn: spec.turn ?? 1,
    attacker: spec.attacker ?? 0,
    firstAttacker: spec.attacker ?? 0,
    hands: [inDeckOrder(spec.hands[0], options.deck), inDeckOrder(spec.hands[1], options.deck)],
    loot: [[...(spec.loot?.[0] ?? [])], [...(spec.loot?.[1] ?? [])]],
    drawPile: [...(spec.pile ?? [])].reverse(),
    discard: [],
    table: { attack: null, ability: null, defense: null, defenseFaceUp: false },
    revealed: null,
    winner: null,
    endReason: null,
    events: [],
  };
}

/** `makeState` with seat 0's hand, seat 1's hand and anything more of the spec. */
export function withHands(
  seat0: CardId[],
  seat1: CardId[],
  more: Omit<StateSpec, "hands"> = {},
): MazzoState {
  return makeState({ ...more, hands: [seat0, seat1] });
}

/**
 * The opening most tests start from: seat 0 attacks with B01 B02 B03 (B01 has Forza 5), seat 1
 * answers with B07 B04 B05, and B10 B11 B12 B14 are dealt next.
 */
export function opening(): MazzoState {
  return withHands(["B01", "B02", "B03"], ["B07", "B04", "B05"], {
    pile: ["B10", "B11", "B12", "B14"],
  });
}

/** Moves that must be accepted or refused (./kit.ts). */
export const { must, refused } = playChecks(mazzo);

/** Plays moves in order, each by the seat to act. */
export function playAll(state: MazzoState, ...moves: MazzoMove[]): MazzoState {
  let s = state;
  for (const m of moves) s = must(s, mazzo.toAct(s)[0]!, m);
  return s;
}

/** A policy: the move of `seat` in `state`. */
export type Policy = (s: MazzoState, seat: number) => MazzoMove;

/** Uniformly random legal moves, from a test generator. */
export function randomPolicy(rng: TestRng): Policy {
  return (s, seat) => rng.pick(mazzo.legalMoves(s, seat));
}

/** Plays a whole game with one policy per seat; returns the final state and moves made. */
export function playGame(
  seed: string,
  policies: [Policy, Policy],
  options: Partial<MazzoOptions> = {},
): { state: MazzoState; moves: number } {
  let s = mazzo.setup({ seats: 2, seed, options: v.parse(mazzo.options, options) });
  let moves = 0;
  while (mazzo.toAct(s).length > 0) {
    const seat = mazzo.toAct(s)[0]!;
    const m = policies[seat]!(s, seat);
    const r = mazzo.play(s, seat, m);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(m)}: ${r.error.message}`);
    s = r.state;
    if (++moves > 500) throw new Error("game too long");
  }
  return { state: s, moves };
}

/** Every card of a state: hands, loot, pile, discard and the table. */
export function allCards(s: MazzoState): CardId[] {
  const t = s.table;
  return [
    ...s.hands[0],
    ...s.hands[1],
    ...s.loot[0],
    ...s.loot[1],
    ...s.drawPile,
    ...s.discard,
    ...(t.attack ? [t.attack] : []),
    ...(t.defense ? [t.defense] : []),
  ];
}

/** A place where a card may be hidden from some reader. */
export type Loc =
  | { kind: "hand"; seat: 0 | 1; i: number }
  | { kind: "pile"; i: number }
  | { kind: "attack" }
  | { kind: "defense" };

/**
 * The places whose card `reader` (a seat, or null for a spectator) must not know: the other
 * hands (not while revealed after a Doubt), the pile, and the other seat's face-down card.
 */
export function hiddenLocs(s: MazzoState, reader: 0 | 1 | null): Loc[] {
  const locs: Loc[] = [];
  const defender = s.attacker === 0 ? 1 : 0;
  for (const seat of [0, 1] as const) {
    if (seat === reader) continue;
    if (s.phase === "take" && seat === defender) continue;
    s.hands[seat].forEach((_, i) => locs.push({ kind: "hand", seat, i }));
  }
  s.drawPile.forEach((_, i) => locs.push({ kind: "pile", i }));
  if (s.table.attack !== null && reader !== s.attacker) locs.push({ kind: "attack" });
  if (s.table.defense !== null && !s.table.defenseFaceUp && reader !== defender) {
    locs.push({ kind: "defense" });
  }
  return locs;
}

function getAt(s: MazzoState, l: Loc): CardId {
  if (l.kind === "hand") return s.hands[l.seat][l.i]!;
  if (l.kind === "pile") return s.drawPile[l.i]!;
  return (l.kind === "attack" ? s.table.attack : s.table.defense)!;
}

function setAt(s: MazzoState, l: Loc, id: CardId): void {
  if (l.kind === "hand") s.hands[l.seat][l.i] = id;
  else if (l.kind === "pile") s.drawPile[l.i] = id;
  else if (l.kind === "attack") s.table.attack = id;
  else s.table.defense = id;
}

/** A copy of `s` with the cards at two places swapped (hands re-sorted as the engine keeps them). */
export function swapped(s: MazzoState, a: Loc, b: Loc): MazzoState {
  const t = JSON.parse(JSON.stringify(s)) as MazzoState;
  const x = getAt(t, a);
  const y = getAt(t, b);
  setAt(t, a, y);
  setAt(t, b, x);
  t.hands = [inDeckOrder(t.hands[0], t.options.deck), inDeckOrder(t.hands[1], t.options.deck)];
  return t;
}

/** Every card id written in a JSON text. */
export function idsIn(json: string): Set<string> {
  return new Set([...json.matchAll(/"(B\d\d|C\d\d|MZ)"/g)].map((m) => m[1]!));
}

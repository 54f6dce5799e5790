/**
 * Standing orders (core/orders.ts and each game's orders.ts), over whole bot games of every
 * game: an order's move is always one `play` accepts; it decides on its seat's view alone (a
 * change to anything that seat may not see never changes the decision); and, against an oracle
 * per game written from the moves and states (not from the orders' own `cancels`), an order
 * never plays after one of its stop conditions happened since it was given. Plus worked
 * examples of each kind.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  games,
  parseOrderConfig,
  seatCounts,
  stepOrder,
  type AnyGame,
  type AnyOrderKind,
} from "../../src/engine";
import { mattazza } from "../../src/engine/games/mattazza";
import type { MattazzaState } from "../../src/engine/games/mattazza/types";
import { mazzeltof } from "../../src/engine/games/mazzeltof";
import type { MazzelTofState } from "../../src/engine/games/mazzeltof/types";
import type { MazzoState } from "../../src/engine/games/mazzo/types";
import { pazaak } from "../../src/engine/games/pazaak";
import { boardTotal } from "../../src/engine/games/pazaak/board";
import { isTableCard } from "../../src/engine/games/pazaak/cards";
import type { PazaakState } from "../../src/engine/games/pazaak/types";
import { FuzzRng } from "../fuzz/rng";
import { specOf } from "../fuzz/specs";
import { makeState as mattazzaState } from "./mattazza-helpers";
import { makeState as pazaakState } from "./pazaak-helpers";
import { words as enWords } from "../../web/components/orders/words/en";
import { words as itWords } from "../../web/components/orders/words/it";
import { words as nlWords } from "../../web/components/orders/words/nl";

/** One step of a game: the state after it, and the move that led there (null at the start). */
interface Step {
  state: unknown;
  seat: number | null;
  move: unknown;
}

/**
 * Whether a stop condition of `kind` happened for `seat` in `steps` (from the step the order
 * was given, exclusive of it, to the last): written from the states and moves themselves.
 */
type Oracle = (kind: string, seat: number, steps: readonly Step[]) => boolean;

const pazaakOracle: Oracle = (kind, seat, steps) => {
  const s = (i: number) => steps[i]!.state as PazaakState;
  const opp = seat === 0 ? 1 : 0;
  const side = (st: PazaakState) => st.seats[opp].board.filter((c) => !isTableCard(c.card)).length;
  for (let i = 1; i < steps.length; i++) {
    if (s(i).set !== s(0).set) return true;
    if (kind === "stand" && side(s(i)) !== side(s(0))) return true;
    if (kind === "keep" && boardTotal(s(i).seats[seat as 0 | 1].board) > 20) return true;
  }
  return false;
};

const mattazzaOracle: Oracle = (_kind, seat, steps) => {
  const hand = (steps[0]!.state as MattazzaState).hand;
  return steps.slice(1).some((st) => {
    const m = st.move as { type?: string; target?: number };
    return (
      (st.state as MattazzaState).hand !== hand || (m.type === "callForHelp" && m.target === seat)
    );
  });
};

const mazzoOracle: Oracle = (_kind, seat, steps) => {
  const lead = (st: MazzoState) => st.loot[seat as 0 | 1].length > st.loot[1 - seat]!.length;
  let led = lead(steps[0]!.state as MazzoState);
  for (const st of steps.slice(1)) {
    const now = lead(st.state as MazzoState);
    if (led && !now) return true;
    led = now;
  }
  return false;
};

const mazzeltofOracle: Oracle = (_kind, seat, steps) => {
  const first = steps[0]!.state as MazzelTofState;
  const mine = first.positions
    .map((_, p) => p)
    .filter((p) => mazzeltof.view(first, seat).yourPositions.includes(p));
  let prev = first;
  for (const st of steps.slice(1)) {
    const s = st.state as MazzelTofState;
    for (const p of mine) {
      if (s.positions[p]!.mustSkip && !prev.positions[p]!.mustSkip) return true;
      if (s.teams[p % 2]!.phase === "endgame" && first.teams[p % 2]!.phase !== "endgame")
        return true;
    }
    prev = s;
  }
  return false;
};

const ORACLES: Record<string, Oracle> = {
  pazaak: pazaakOracle,
  mattazza: mattazzaOracle,
  mazzo: mazzoOracle,
  mazzeltof: mazzeltofOracle,
};

/** The settings tried per kind: the defaults, and each field's bounds and middle. */
function configsOf(kind: AnyOrderKind): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [{}];
  for (const f of kind.fields)
    for (const n of [f.min, Math.round((f.min + f.max) / 2), f.max]) out.push({ [f.key]: n });
  return out;
}

interface Given {
  seat: number;
  kind: AnyOrderKind;
  config: unknown;
  /** The seat's view when the order last stood. */
  seen: unknown;
  /** The steps since it was given, that one first. */
  since: Step[];
}

/**
 * Plays `games` games of `game` in which every person gives every order (with `config`); an
 * order cancelled is given again at once. The seat to act plays its first order's move, else
 * the computer's. Checks every order move against the oracle and `play`; answers how many
 * moves orders played and how many orders were cancelled.
 */
function simulate(
  game: AnyGame,
  seats: number,
  seed: string,
  count: number,
  config: (k: AnyOrderKind) => unknown,
) {
  const oracle = ORACLES[game.id]!;
  let played = 0;
  let cancelled = 0;
  for (let g = 0; g < count; g++) {
    let state: unknown = game.setup({
      seats,
      options: v.parse(game.options, {}),
      seed: `${seed}-${g}`,
    });
    const start: Step = { state, seat: null, move: null };
    const orders: Given[] = [];
    for (let seat = 0; seat < seats; seat++)
      for (const kind of game.orders!)
        orders.push({
          seat,
          kind,
          config: config(kind),
          seen: game.view(state, seat),
          since: [start],
        });
    for (let n = 0; n < 2000 && game.outcome(state) === null; n++) {
      const moves = new Map<number, unknown>();
      for (const o of orders) {
        const view = game.view(state, o.seat);
        const step = stepOrder(o.kind, o.config, o.seen, view);
        if (step.cancelled !== null) {
          expect(o.kind.stops).toContain(step.cancelled);
          cancelled++;
          o.since = [o.since.at(-1)!];
          const again = stepOrder(o.kind, o.config, null, view);
          o.seen = view;
          if (again.cancelled === null && again.move !== null && !moves.has(o.seat))
            moves.set(o.seat, again.move);
          continue;
        }
        o.seen = view;
        if (step.move === null || moves.has(o.seat)) continue;
        expect(oracle(o.kind.kind, o.seat, o.since), `${game.id} ${o.kind.kind} after a stop`).toBe(
          false,
        );
        moves.set(o.seat, step.move);
      }
      const seat = game.toAct(state)[0]!;
      const ordered = moves.get(seat);
      for (const [s, move] of moves) {
        // An order decides only for a seat to act, and only a move the rules accept.
        expect(game.toAct(state)).toContain(s);
        expect(game.play(state, s, move).ok, `${game.id}: ${JSON.stringify(move)}`).toBe(true);
      }
      const move = ordered ?? game.bot(state, seat);
      if (ordered !== undefined) played++;
      const r = game.play(state, seat, move);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      const step: Step = { state, seat, move };
      for (const o of orders) o.since.push(step);
    }
  }
  return { played, cancelled };
}

const withOrders = Object.values(games).filter((g) => g.orders && g.orders.length > 0);

describe("standing orders of every game", () => {
  it("every game offers a short menu: unique kinds, settings with defaults, stop reasons", () => {
    expect(withOrders.map((g) => g.id).sort()).toEqual(Object.keys(games).sort());
    for (const game of withOrders) {
      const kinds = game.orders!.map((k) => k.kind);
      expect(new Set(kinds).size).toBe(kinds.length);
      for (const kind of game.orders!) {
        expect(parseOrderConfig(game, kind.kind, {})).toMatchObject({ ok: true });
        expect(kind.stops.length).toBeGreaterThan(0);
        expect(parseOrderConfig(game, kind.kind, { extra: 1 })).toMatchObject({ ok: false });
      }
      expect(parseOrderConfig(game, "nope", {})).toMatchObject({ ok: false });
    }
  });

  it("every order and every reason has its words in the three languages (the table's menu)", () => {
    const key = (s: string) => s.replace(/-/g, "_");
    for (const dict of [enWords, itWords, nlWords] as Record<string, string>[]) {
      for (const game of withOrders)
        for (const kind of game.orders!) {
          expect(
            dict[`order_${game.id}_${key(kind.kind)}`],
            `${game.id} ${kind.kind}`,
          ).toBeTruthy();
          for (const r of kind.stops) {
            expect(dict[`stops_${key(r)}`], r).toBeTruthy();
            expect(dict[`stopped_${key(r)}`], r).toBeTruthy();
          }
        }
      expect(dict.stopped_refused).toBeTruthy();
    }
  });

  for (const game of withOrders) {
    describe(game.id, () => {
      it("never plays after one of its stop conditions, and plays only moves the rules accept", () => {
        let played = 0;
        for (const seats of seatCounts(game.seats)) {
          for (const pick of [0, 1]) {
            const r = simulate(
              game,
              seats,
              `orders-${seats}-${pick}`,
              3,
              (k) => configsOf(k)[pick % configsOf(k).length],
            );
            played += r.played;
          }
        }
        expect(played).toBeGreaterThan(0);
      });

      it("decides on its seat's view alone: hidden changes never change the decision", () => {
        const spec = specOf(game.id);
        const rng = new FuzzRng(`orders-hidden-${game.id}`);
        let compared = 0;
        for (const seats of seatCounts(game.seats)) {
          let state: unknown = game.setup({
            seats,
            options: v.parse(game.options, {}),
            seed: `h-${seats}`,
          });
          for (let n = 0; n < spec.maxMoves && (game.outcome(state) !== null) === false; n++) {
            const json = JSON.stringify(state);
            // Every third state along the game: enough positions, a few seconds per game.
            for (const seat of n % 3 === 0 ? game.toAct(state) : []) {
              for (const kind of game.orders!) {
                for (const config of configsOf(kind)) {
                  const decided = JSON.stringify(kind.decide(game.view(state, seat), config));
                  for (const change of spec.hidden(state as never, seat, rng)) {
                    const copy = JSON.parse(json) as unknown;
                    if (!change.apply(copy as never)) continue;
                    expect(
                      JSON.stringify(kind.decide(game.view(copy, seat), config)),
                      change.what,
                    ).toBe(decided);
                    compared++;
                  }
                }
              }
            }
            const seat = game.toAct(state)[0]!;
            const r = game.play(state, seat, game.bot(state, seat));
            if (!r.ok) throw new Error(r.error.message);
            state = r.state;
          }
        }
        expect(compared).toBeGreaterThan(20);
      });
    });
  }
});

describe("worked examples", () => {
  const stand = pazaak.orders!.find((k) => k.kind === "stand")!;
  const keep = pazaak.orders!.find((k) => k.kind === "keep")!;

  it("Pazaak: stand at N unless the opponent stands higher; the advice without N", () => {
    const at18 = pazaakState({ seats: [{ board: ["T10", "T8"] }, { board: ["T10"] }] });
    expect(stand.decide(pazaak.view(at18, 0), { at: 18 })).toEqual({ type: "stand" });
    expect(stand.decide(pazaak.view(at18, 0), { at: 19 })).toBeNull();
    expect(stand.decide(pazaak.view(at18, 0), {})).toEqual({ type: "stand" });
    const higher = pazaakState({
      seats: [{ board: ["T10", "T8"] }, { board: ["T10", "T9"], stood: true }],
    });
    expect(stand.decide(pazaak.view(higher, 0), { at: 18 })).toBeNull();
    // Not its turn: nothing.
    expect(stand.decide(pazaak.view(at18, 1), { at: 10 })).toBeNull();
  });

  it("Pazaak: keep my side cards ends the turn under the stand line, and stops over 20", () => {
    const low = pazaakState({ seats: [{ board: ["T10", "T3"], hand: ["P1"] }, {}] });
    expect(keep.decide(pazaak.view(low, 0), {})).toEqual({ type: "endTurn" });
    const over = pazaakState({ seats: [{ board: ["T10", "T9", "T4"], hand: ["M6"] }, {}] });
    expect(keep.decide(pazaak.view(over, 0), {})).toBeNull();
    expect(keep.cancels(pazaak.view(low, 0), pazaak.view(over, 0), {})).toBe("over-20");
  });

  it("Mattazza: the lowest trump, or the Fool, only when the seat cannot follow", () => {
    const lowest = mattazza.orders!.find((k) => k.kind === "lowest-trump")!;
    const fool = mattazza.orders!.find((k) => k.kind === "fool")!;
    const s = mattazzaState({
      seats: 3,
      hands: [["T9", "T5", "MATTO", "B7"], ["CK"], ["D6"]],
      trick: [{ seat: 2, card: "CQ" }],
      turn: 0,
    });
    expect(lowest.decide(mattazza.view(s, 0), {})).toEqual({ type: "play", card: "T5" });
    expect(fool.decide(mattazza.view(s, 0), {})).toEqual({ type: "play", card: "MATTO" });
    const follows = mattazzaState({
      seats: 3,
      hands: [["T9", "C6", "MATTO"], ["CK"], ["D6"]],
      trick: [{ seat: 2, card: "CQ" }],
      turn: 0,
    });
    expect(lowest.decide(mattazza.view(follows, 0), {})).toBeNull();
    expect(fool.decide(mattazza.view(follows, 0), {})).toBeNull();
  });
});

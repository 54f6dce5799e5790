/**
 * The authority's fast paths for Pazaak and Mazzo (docs/decisions.md, "Every reader's view encoded
 * at once"): each game's own `encodeViews` (games/<id>/view-text.ts, with the texts core/texts.ts
 * remembers) must give exactly `JSON.stringify(view(state, reader))` over many random games, with
 * games interleaved, older states encoded again, states read back from storage and states changed
 * in place after they were encoded; `play` copies on write and must never change a state it was
 * given, nor one made before; the generator's inlined shuffle must draw the numbers `nextInt`
 * draws; Mazzo's `commonMove` must read what the schema reads.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { encodeViews, games, type AnyGame } from "../../src/engine";
import { nextInt, nextUint32, seedRng, shuffle, type RngState } from "../../src/engine/core/rng";
import { flatText, logText, SlotTexts, StringListTexts } from "../../src/engine/core/texts";
import { freezeEvent } from "../../src/engine/core/frozen";
import { commonMove, moveSchema } from "../../src/engine/games/mazzo/moves";
import { FuzzRng } from "../fuzz/rng";
import { deepFreeze, jsonCopy } from "./kit";

const readers = [0, 1, null];

/** The plain path: what the room sent before the games had their own encoders. */
function plain(game: AnyGame, state: unknown): string[] {
  return readers.map((r) => JSON.stringify(game.view(state, r)));
}

/** Every state of a game of uniform random legal moves. */
function randomGame(game: AnyGame, options: unknown, seed: string): unknown[] {
  const rng = new FuzzRng(seed);
  let s: unknown = game.setup({ seats: 2, options, seed });
  const states = [s];
  for (let i = 0; i < 400 && game.toAct(s).length > 0; i++) {
    const toAct = game.toAct(s) as number[];
    const seat = toAct[rng.int(toAct.length)]!;
    const legal = game.legalMoves(s, seat) as unknown[];
    const r = game.play(s, seat, legal[rng.int(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    states.push(s);
  }
  return states;
}

/** The setups measured: Pazaak with its option variants, Mazzo with both decks. */
const setups: { game: AnyGame; label: string; options: Record<string, unknown> }[] = [
  { game: games.pazaak!, label: "Pazaak", options: {} },
  {
    game: games.pazaak!,
    label: "Pazaak (both, snapshot, continuous)",
    options: {
      flipScope: "both",
      doubleMode: "snapshot",
      tableDeckPolicy: "continuous",
      firstPlayerCardsDiscarded: true,
      maxConsecutiveTies: 2,
      nineCardRule: "win",
    },
  },
  { game: games.mazzo!, label: "Mazzo M16", options: { deck: "M16" } },
  {
    game: games.mazzo!,
    label: "Mazzo M28 (variants)",
    options: {
      deck: "M28",
      mazziereHasNoAbilities: true,
      clashTie: "eachKeepsOwn",
      leftoverCards: "discard",
      lootTieBreak: "draw",
      mazziereLostOnAttackCardEndsGame: true,
    },
  },
];

describe("the games' own encoders against JSON.stringify of their views", () => {
  for (const { game, label, options } of setups) {
    const opts = v.parse(game.options, options);

    it(`${label}: every reader's text of every state of 120 random games`, () => {
      let checked = 0;
      for (let g = 0; g < 120; g++) {
        for (const s of randomGame(game, opts, `enc-${label}-${g}`)) {
          expect(encodeViews(game, s, readers)).toEqual(plain(game, s));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1000);
    });

    it(`${label}: games interleaved, older states again, states read back`, () => {
      // Twelve games stepped in turn: more lineages than the encoder remembers.
      const runs = Array.from({ length: 12 }, (_, g) =>
        randomGame(game, opts, `mix-${label}-${g}`),
      );
      const longest = Math.max(...runs.map((r) => r.length));
      const rng = new FuzzRng(`mix-${label}`);
      for (let i = 0; i < longest; i++) {
        for (const run of runs) {
          const s = run[Math.min(i, run.length - 1)];
          expect(encodeViews(game, s, readers)).toEqual(plain(game, s));
          // Now and then an older state (a replay, a retried move) and a stored copy of one.
          if (rng.chance(0.2)) {
            const old = run[rng.int(Math.min(i, run.length - 1) + 1)];
            expect(encodeViews(game, old, readers)).toEqual(plain(game, old));
            const stored = jsonCopy(old);
            expect(encodeViews(game, stored, [null, 1, 0])).toEqual(
              [null, 1, 0].map((r) => JSON.stringify(game.view(stored, r))),
            );
          }
        }
      }
    });

    it(`${label}: a state changed in place after it was encoded is written as it is now`, () => {
      const states = randomGame(game, opts, `changed-${label}`);
      for (const s of states.filter((_, i) => i % 3 === 0)) {
        const copy = jsonCopy(s) as Record<string, unknown>;
        expect(encodeViews(game, copy, readers)).toEqual(plain(game, copy));
        // Every array and object of the copy's seats, hands, piles and boards changed in place.
        for (const change of changesOf(copy)) {
          change();
          expect(encodeViews(game, copy, readers)).toEqual(plain(game, copy));
        }
      }
    });
  }
});

/** In-place changes of a stored state's visible and hidden parts (a hand card, a board card…). */
function changesOf(state: Record<string, unknown>): (() => void)[] {
  const out: (() => void)[] = [];
  const lists: unknown[][] = [];
  const seats = state.seats as Record<string, unknown>[] | undefined;
  if (seats) {
    for (const seat of seats) {
      if (Array.isArray(seat.hand)) lists.push(seat.hand as unknown[]);
      if (Array.isArray(seat.sideDeck)) lists.push(seat.sideDeck as unknown[]);
      const board = seat.board as Record<string, unknown>[];
      if (board.length > 0) {
        out.push(() => {
          board[0]!.value = (board[0]!.value as number) + 1;
        });
        out.push(() => {
          // Same values, another order of members: another text.
          const { card, value } = board[0]!;
          board[0] = { value, card };
        });
      }
    }
  }
  for (const key of ["hands", "loot"]) {
    const pair = state[key] as unknown[][] | undefined;
    if (pair) lists.push(...pair);
  }
  if (Array.isArray(state.discard)) lists.push(state.discard as unknown[]);
  for (const list of lists) {
    if (list.length > 1) out.push(() => list.reverse());
    if (list.length > 0) out.push(() => list.pop());
    out.push(() => list.push(list[0] ?? "P1"));
  }
  const options = state.options as Record<string, unknown>;
  // Pazaak's view freezes the options it shares (as setup does); a stored copy's are open.
  if (!Object.isFrozen(options))
    out.push(() => {
      if (!Object.isFrozen(options)) options.extra = 1;
    });
  // Not the log: a state's log is shared frozen by its views (core/frozen.ts `frozenLog`, once
  // per list), so a list changed in place after a view is outside the contract for both paths.
  return out;
}

describe("play copies on write", () => {
  for (const { game, label, options } of setups) {
    const opts = v.parse(game.options, options);
    it(`${label}: never changes a state it was given, nor one made before`, () => {
      for (let g = 0; g < 40; g++) {
        const rng = new FuzzRng(`cow-${label}-${g}`);
        // Deeply frozen: a write anywhere into a shared array or object throws.
        let s: unknown = deepFreeze(game.setup({ seats: 2, options: opts, seed: `cow-${g}` }));
        const kept: [unknown, string][] = [[s, JSON.stringify(s)]];
        for (let i = 0; i < 400 && game.toAct(s).length > 0; i++) {
          const toAct = game.toAct(s) as number[];
          const seat = toAct[rng.int(toAct.length)]!;
          const legal = game.legalMoves(s, seat) as unknown[];
          const r = game.play(s, seat, legal[rng.int(legal.length)]);
          if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
          // Every other state frozen: the unfrozen ones must not be changed either.
          s = i % 2 === 0 ? deepFreeze(r.state) : r.state;
          kept.push([s, JSON.stringify(s)]);
        }
        for (const [state, json] of kept) expect(JSON.stringify(state)).toBe(json);
      }
    });
  }
});

describe("the generator's inlined shuffle", () => {
  /** Fisher–Yates through nextInt, as shuffle was written before. */
  function reference<T>(state: RngState, items: readonly T[]): [T[], RngState] {
    const out = items.slice();
    let s = state;
    for (let i = out.length - 1; i > 0; i--) {
      const [j, next] = nextInt(s, i + 1);
      s = next;
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return [out, s];
  }

  it("draws the numbers nextInt draws, for every length and many seeds", () => {
    for (let k = 0; k < 300; k++) {
      let state = seedRng(`shuffle-${k}`);
      // Some states with high bits everywhere, as the generator makes them.
      for (let i = 0; i < k % 7; i++) state = nextUint32(state)[1];
      const items = Array.from({ length: k % 60 }, (_, i) => `c${i}`);
      expect(shuffle(state, items)).toEqual(reference(state, items));
    }
  });
});

describe("Mazzo's commonMove", () => {
  const inputs: unknown[] = [
    null,
    0,
    "believe",
    [],
    {},
    { type: "believe" },
    { type: "doubt", extra: 1 },
    { type: "faceUp", card: "B07" },
    { type: "deny", card: "MZ" },
    { type: "deny", card: "nope" },
    { type: "deny", card: 7 },
    { type: "deny" },
    { type: "attack", card: "C21", ability: "Velocita" },
    { type: "attack", card: "C21", ability: "velocita" },
    { type: "attack", card: "C21" },
    { type: "attack", card: "toString", ability: "Velocita" },
    { type: "take", cards: ["B07", "C21"] },
    { type: "ATTACK" },
    Object.create({ type: "doubt" }) as object,
  ];

  it("accepts only what the schema accepts, and reads the same move", () => {
    const game = games.mazzo!;
    const legal: unknown[] = [];
    for (let g = 0; g < 20; g++) {
      const states = randomGame(
        game,
        v.parse(game.options, { deck: g % 2 ? "M28" : "M16" }),
        `cm-${g}`,
      );
      for (const s of states)
        for (const seat of game.toAct(s)) legal.push(...game.legalMoves(s, seat));
    }
    let accepted = 0;
    for (const x of [...inputs, ...legal]) {
      const fast = commonMove(x);
      const parsed = v.safeParse(moveSchema, x);
      if (fast === null) {
        // Only `take` and malformed input are left to the schema.
        if (parsed.success) expect(parsed.output.type).toBe("take");
        continue;
      }
      accepted++;
      expect(parsed.success, JSON.stringify(x)).toBe(true);
      if (parsed.success) expect(JSON.stringify(fast)).toBe(JSON.stringify(parsed.output));
    }
    expect(accepted).toBeGreaterThan(100);
  });
});

describe("core/texts.ts", () => {
  it("logText gives JSON.stringify's text for logs that grow, slide, branch and interleave", () => {
    const ev = (n: number) => freezeEvent({ type: "e", n, text: `"${"x".repeat(n % 5)}` });
    const check = (log: readonly unknown[]) => expect(logText(log)).toBe(JSON.stringify(log));
    // Twenty lineages at once (more than are remembered), each sliding at its last 50.
    const logs: unknown[][] = Array.from({ length: 20 }, () => []);
    const kept: unknown[][] = [];
    let n = 0;
    for (let move = 0; move < 400; move++) {
      const k = move % (move < 200 ? 2 : 20);
      const next = [...logs[k]!];
      for (let e = 0; e <= move % 3; e++) next.push(ev(n++));
      logs[k] = next.length > 50 ? next.slice(next.length - 50) : next;
      check(logs[k]!);
      check(logs[k]!);
      if (move % 29 === 0) kept.push(logs[k]!);
      if (move % 41 === 0 && kept.length > 1) {
        const old = kept[Math.floor(kept.length / 2)]!;
        check(old);
        const forked = [...old.slice(2), ev(10_000 + move)];
        check(forked);
        check([...forked, ev(20_000 + move)]);
      }
    }
    for (const old of kept) check(old);
    // Events that are not frozen plain data: frozen when plain, written as they are otherwise.
    const open = [{ a: 1 }, { b: [2] }];
    check(open);
    expect(Object.isFrozen(open[1]!.b)).toBe(true);
    const shallow = Object.freeze({ list: [1] });
    const withShallow = [...logs[0]!, shallow];
    check(withShallow);
    shallow.list.push(2);
    check(withShallow);
    check([...logs[1]!, null, 3]);
    check([new Date(0), ...logs[1]!]);
    // The caller's array changed in place after it was encoded.
    const mine = [...logs[2]!];
    check(mine);
    mine[0] = ev(99_999);
    check(mine);
    mine.reverse();
    check(mine);
  });

  it("flatText remembers only frozen objects of primitives", () => {
    const frozen = Object.freeze({ a: 1, b: "x", c: null });
    expect(flatText(frozen)).toBe(JSON.stringify(frozen));
    expect(flatText(frozen)).toBe(JSON.stringify(frozen));
    const open: Record<string, unknown> = { a: 1 };
    expect(flatText(open)).toBe('{"a":1}');
    open.a = 2;
    expect(flatText(open)).toBe('{"a":2}');
    const nested = Object.freeze({ list: [1] });
    expect(flatText(nested)).toBe('{"list":[1]}');
    nested.list.push(2);
    expect(flatText(nested)).toBe('{"list":[1,2]}');
  });

  it("StringListTexts checks the strings, not the array", () => {
    const texts = new StringListTexts(2);
    const list = ["a", "b"];
    expect(texts.text(0, list)).toBe('["a","b"]');
    list[1] = "c";
    expect(texts.text(0, list)).toBe('["a","c"]');
    expect(texts.text(0, ["a", "c"])).toBe('["a","c"]');
    expect(texts.text(1, ["a", "c", "d"])).toBe('["a","c","d"]');
    expect(texts.text(0, [])).toBe("[]");
    const odd = ["a", 1 as unknown as string];
    expect(texts.text(1, odd)).toBe('["a",1]');
    odd[1] = 2 as unknown as string;
    expect(texts.text(1, odd)).toBe('["a",2]');
  });

  it("SlotTexts writes a list that grew with its item writer, and the rest as JSON.stringify", () => {
    const written: unknown[] = [];
    // A writer that knows `{ n }` only, and says so for anything else.
    const texts = new SlotTexts(undefined, false, (x) => {
      written.push(x);
      const n = (x as { n?: unknown }).n;
      return typeof n === "number" && Object.keys(x as object).length === 1 ? `{"n":${n}}` : null;
    });
    const one = [{ n: 1 }];
    expect(texts.text(0, one)).toBe('[{"n":1}]');
    const two = [...one, { n: 2 }];
    expect(texts.text(0, two)).toBe('[{"n":1},{"n":2}]');
    expect(written).toEqual([{ n: 2 }]);
    // An item the writer does not know is written by JSON.stringify.
    const three = [...two, { n: 3, odd: "é\n" }];
    expect(texts.text(0, three)).toBe(JSON.stringify(three));
    // The same list changed in place is written afresh, not from the text of before.
    three[0] = { n: 9 };
    expect(texts.text(0, three)).toBe(JSON.stringify(three));
  });
});

/**
 * Mattazza's and MazzelTof's own view encoders (games/<id>/view-text.ts) against plain
 * `JSON.stringify(view(state, reader))` over many games of uniform-random legal moves, with
 * random options: every reader's text of every state must be byte-identical (the server, the
 * tests and the non-interference proofs read these bytes). The encoders remember the texts of
 * the parts states share (hands, piles, the log), so the games are also forked (a second move
 * from an earlier state, encoded after later ones), read back from storage (a JSON copy), and
 * their hands and piles changed in place (never by the rules; the log is left alone, since the
 * view's own frozen log is remembered by identity, core/frozen.ts), and each must still give
 * the text of the view.
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { games, type AnyGame, type OptionField } from "../../src/engine";
import { TestRng, jsonCopy } from "./kit";

/** Every reader of a game with `seats` seats: each seat, then the spectator. */
function readers(seats: number): (number | null)[] {
  return [...Array.from({ length: seats }, (_, i) => i), null];
}

/** Random options of a game, from its form fields (each field's choice or flag). */
function randomOptions(game: AnyGame, rng: TestRng): unknown {
  const out: Record<string, unknown> = {};
  for (const f of game.optionFields as readonly OptionField[]) {
    out[f.key] = f.kind === "boolean" ? rng.int(2) === 1 : rng.pick(f.choices);
  }
  return v.parse(game.options, out);
}

/** Whether every reader's text of `state` is JSON.stringify of that reader's view. */
function expectSameTexts(game: AnyGame, state: unknown, all: (number | null)[], what: string) {
  const texts = game.encodeViews!(state, all);
  for (const [i, reader] of all.entries()) {
    const plain = JSON.stringify(game.view(state, reader));
    if (texts[i] !== plain) expect(texts[i], `${what}, reader ${reader}`).toBe(plain);
  }
}

/** The seat counts measured per game, and how many random games each plays. */
const CASES: { id: string; seats: number[]; games: number; cap: number }[] = [
  { id: "mattazza", seats: [2, 3, 4, 5, 6], games: 6, cap: 700 },
  { id: "mazzeltof", seats: [2, 3, 4], games: 12, cap: 700 },
];

describe("the games' own view encoders over random games", () => {
  for (const c of CASES) {
    const game = games[c.id]!;
    it(`give JSON.stringify's text of every reader's view in random ${game.title} games`, () => {
      const rng = new TestRng(`view-text-${c.id}`);
      let states = 0;
      for (const seats of c.seats) {
        const all = readers(seats);
        for (let g = 0; g < c.games; g++) {
          const options = randomOptions(game, rng);
          let s: unknown = game.setup({ seats, options, seed: `vt-${c.id}-${seats}-${g}` });
          const kept: unknown[] = [];
          for (let m = 0; m < c.cap && game.toAct(s).length > 0; m++) {
            expectSameTexts(game, s, all, `${seats} seats, game ${g}, move ${m}`);
            states++;
            if (m % 37 === 5) kept.push(s);
            const seat = rng.pick(game.toAct(s));
            const r = game.play(s, seat, rng.pick(game.legalMoves(s, seat)));
            if (!r.ok) throw new Error(r.error.message);
            s = r.state;
          }
          expectSameTexts(game, s, all, `${seats} seats, game ${g}, the end`);
          // Forks: another move from an earlier state, encoded after the later states.
          for (const [k, old] of kept.entries()) {
            const seat = rng.pick(game.toAct(old));
            const r = game.play(old, seat, rng.pick(game.legalMoves(old, seat)));
            if (!r.ok) throw new Error(r.error.message);
            expectSameTexts(game, old, all, `${seats} seats, game ${g}, kept ${k} again`);
            expectSameTexts(game, r.state, all, `${seats} seats, game ${g}, fork ${k}`);
            // Read back from storage: nothing shared, nothing remembered.
            expectSameTexts(game, jsonCopy(r.state), all, `${seats} seats, game ${g}, copy ${k}`);
          }
        }
      }
      expect(states).toBeGreaterThan(1000);
    });
  }

  it("writes Mattazza's hands and piles afresh when a state's lists are changed in place", () => {
    const game = games.mattazza!;
    const all = readers(4);
    let s: any = game.setup({ seats: 4, options: {}, seed: "vt-in-place" });
    const rng = new TestRng("vt-in-place");
    for (let m = 0; m < 30; m++) {
      const seat = rng.pick(game.toAct(s));
      const r = game.play(s, seat, rng.pick(game.legalMoves(s, seat)));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expectSameTexts(game, s, all, "before");
    const q = (s.turn + 1) % 4;
    const hand = s.hands[q] as string[];
    [hand[0], hand[1]] = [hand[1]!, hand[0]!];
    const pile = s.piles.find((p: string[]) => p.length > 1) as string[];
    pile.reverse();
    expectSameTexts(game, s, all, "after the change");
  });

  it("writes MazzelTof's hands, open cards and piles afresh when a state's lists are changed in place", () => {
    const game = games.mazzeltof!;
    const all = readers(4);
    let s: any = game.setup({ seats: 4, options: {}, seed: "vt-in-place" });
    const rng = new TestRng("vt-in-place-mt");
    for (let m = 0; m < 40; m++) {
      const seat = rng.pick(game.toAct(s));
      const r = game.play(s, seat, rng.pick(game.legalMoves(s, seat)));
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    expectSameTexts(game, s, all, "before");
    for (const p of s.positions) p.hand.reverse();
    s.positions[0].open.push(s.positions[0].hand[0]);
    s.teams[1].draw.reverse();
    const pile = s.piles.find((p: unknown) => p !== null);
    if (pile) pile.push({ card: "r-X1", rank: 99 });
    expectSameTexts(game, s, all, "after the change");
  });
});

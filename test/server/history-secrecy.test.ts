// Stepping back shows nothing hidden: the server's answer for an earlier step (room/history.ts,
// `stepOf`) is built from the state of that step; changing anything the reader may not see in
// that state (another seat's hand card, the deck's order: each game's fuzz spec lists them)
// leaves the bytes of the reader's answer identical, for every seat and the spectator, at
// states along whole games of every game of the registry. A reader's download (every step at
// once, room/record-export.ts) is made of these very answers, so it shares their secrecy.
import { describe, expect, it } from "vitest";
import { games, seatCounts } from "../../src/engine";
import { everyStep, stepOf } from "../../src/server/room/history";
import * as v from "valibot";
import { FuzzRng } from "../fuzz/rng";
import { specOf } from "../fuzz/specs";
import { botRun } from "../engine/kit";

describe("history answers are non-interfering", () => {
  for (const game of Object.values(games)) {
    it(`${game.id}: a hidden change leaves every reader's step byte-identical`, () => {
      const spec = specOf(game.id);
      const rng = new FuzzRng(`history-hidden-${game.id}`);
      let compared = 0;
      for (const seats of seatCounts(game.seats)) {
        const run = botRun(game, seats, `history-${seats}`, { cap: 400 });
        const every = Math.max(1, Math.floor(run.states.length / 12));
        run.states.forEach((state, seq) => {
          if (seq % every !== 0) return;
          const at = {
            seq,
            last: run.states.length - 1,
            mover: run.steps[seq - 1]?.seat ?? null,
            time: seq,
          };
          const meta = { id: "g", game: game.id };
          const json = JSON.stringify(state);
          for (const reader of [...Array.from({ length: seats }, (_, i) => i), null]) {
            const bytes = JSON.stringify(stepOf(game, meta, state as never, at, reader));
            for (const change of spec.hidden(state as never, reader, rng)) {
              const copy = JSON.parse(json) as never;
              if (!change.apply(copy)) continue;
              expect(JSON.stringify(stepOf(game, meta, copy, at, reader)), change.what).toBe(bytes);
              compared++;
            }
          }
        });
      }
      expect(compared).toBeGreaterThan(20);
    });

    it(`${game.id}: a reader's download is every step's own answer, byte for byte`, () => {
      for (const seats of seatCounts(game.seats)) {
        const seed = `download-${seats}`;
        const run = botRun(game, seats, seed, { cap: 120 });
        const meta = {
          id: "g",
          game: game.id,
          seats,
          options: v.parse(game.options, {}) as Record<string, unknown>,
          seed,
          created: 0,
        };
        const moves = run.steps.map((m, i) => ({
          seq: i + 1,
          seat: m.seat,
          move: m.move,
          moveId: `m${i}`,
          at: i + 1,
        }));
        const games = { game, rules: game, steps: new Map() };
        for (const reader of [...Array.from({ length: seats }, (_, i) => i), null]) {
          const steps = everyStep(games, meta as never, moves, reader);
          expect(steps).toHaveLength(run.states.length);
          steps.forEach((step, seq) => {
            const at = { seq, last: moves.length, mover: moves[seq - 1]?.seat ?? null, time: seq };
            expect(JSON.stringify(step)).toBe(
              JSON.stringify(stepOf(game, meta, run.states[seq] as never, at, reader)),
            );
          });
        }
      }
    });
  }
});

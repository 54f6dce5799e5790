/**
 * The room's push as text (src/server/room/push.ts, src/table-stream.ts, src/patch.ts,
 * src/log-stream.ts), for whole random games of every game, read as a page reads it: each whole
 * table message is the Table's JSON without its events, with the whole log beside it, and read
 * gives the table; each patch read on what the page held gives the same table and the same stream
 * form; the view's public keys (the game's `publicView`) are in the common part and not in the
 * form, and the view read keeps its keys' order; a reader's form is its own table but for legal
 * moves it had in an earlier table, and every text a seat's patch inserts is text of that form.
 * A table's events travel once: a patch carries only the ones the change added. Random text pairs too: applying the edits of one text
 * to another gives the other.
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { games, type AnyGame } from "../../src/engine";
import { seatCounts } from "../../src/engine/core/game";
import { nextInt, seedRng, type RngState } from "../../src/engine/core/rng";
import { eventsOf, withoutEvents, type LogStream } from "../../src/log-stream";
import { applyEdits, diffText } from "../../src/patch";
import type { EditsMessage, TableMessage } from "../../src/protocol";
import { readPatch, readWhole, streamText, type Held } from "../../src/table-stream";
import { pushFor, tableMessage, tableText, type Pushed } from "../../src/server/room/push";
import { tableFor, type RoomData } from "../../src/server/room/table";
import { ownPart, publicPart } from "../../src/view-split";

/** The room's data for `game` at `state` (names with quotes, one computer seat). */
function dataOf(game: AnyGame, seats: number, options: unknown, state: unknown, seq: number) {
  const data: RoomData = {
    game,
    meta: {
      id: "texttest01",
      game: game.id,
      options: options as Record<string, unknown>,
      seats,
      seed: "secret-seed",
      commitment: "ab".repeat(32),
      created: 1_764_000_000_000,
      creator: 0,
      rematch: null,
      rematchOf: seq % 2 === 0 ? "earlier001" : null,
    },
    seats: Array.from({ length: seats }, (_, seat) => ({
      seat,
      name: seat === 0 ? 'Zoë "the \\ dealer"' : seat === 1 ? null : `Seat ${seat}`,
      tokenHash: null,
      inviteHash: null,
      computer: seat === seats - 1 && seats > 2,
      level: null,
      joined: seat !== 1 || seq > 3,
      lastSeen: seq * 7,
    })),
    snapshot: { seq, state },
    online: new Set(seq % 3 === 0 ? [0] : [0, 1]),
    updated: seq === 0 ? null : 1_764_000_000_000 + seq,
    moved: Array.from({ length: seats }, (_, s) => (s === 0 ? seq : null)),
  };
  return data;
}

describe("pushes as text", () => {
  // Every registered game, at its largest table, with its default options.
  for (const game of Object.values(games)) {
    const id = game.id;
    const seats = Math.max(...seatCounts(game.seats));
    it(`${id}: whole tables are the Table's JSON, patches rebuild them from own text`, () => {
      const options = v.parse(game.options, {});
      const readers = [...Array.from({ length: seats }, (_, i) => i), null];
      let pick: RngState = seedRng(`texts-${id}`);
      for (let g = 0; g < 3; g++) {
        let state = game.setup({ seats, options, seed: `${id}-${g}` });
        const pushed = new Map<number | null, Pushed>();
        /** What each reader's page holds of the stream (src/table-stream.ts). */
        const pages = new Map<number | null, Held>();
        /** The legal moves each reader's tables had so far (none at first). */
        const had = new Map<number | null, unknown[][]>(readers.map((r) => [r, [[]]]));
        let patches = 0;
        let pushes = 0;
        for (let seq = 0; game.toAct(state).length > 0 && seq < 400; seq++) {
          const data = dataOf(game, seats, options, state, seq);
          const source = { table: (r: number | null) => tableFor(data, r) };
          for (const reader of readers) {
            const before = pushed.get(reader);
            const out = pushFor(pushed, reader, source);
            const table = tableFor(data, reader);
            const events = eventsOf(table);
            had.get(reader)!.push(table.legal);
            // The whole table: the Table's JSON without its events, the whole log beside it.
            const whole = JSON.parse(out.full()) as TableMessage & { rev: string; log: LogStream };
            expect(out.full()).toBe(JSON.stringify(whole));
            expect(whole.table).toEqual(withoutEvents(table));
            expect(whole.log).toEqual({ from: null, events, length: events.length });
            const fresh = readWhole(whole);
            expect(fresh.table).toEqual(table);
            // Its stream form is this reader's table but for moves it had in an earlier table.
            expect(
              had
                .get(reader)!
                .some((m) => streamText(table, m, game.publicView) === fresh.held.text),
            ).toBe(true);
            // The view's public part is in the common part and its own part in the form
            // (src/view-split.ts); a patch read gives the view back, every key in its place.
            const [common, form] = fresh.held.text.split("\n").map((t) => JSON.parse(t));
            const view = table.view as Record<string, unknown>;
            if (game.publicView) {
              expect(common.view).toEqual(publicPart(view, game.publicView));
              expect(form.view).toEqual(ownPart(view, game.publicView));
              for (const [key, entry] of Object.entries(game.publicView))
                if (entry === true) expect(form.view).not.toHaveProperty(key);
            }
            if (reader === 0) {
              expect(tableText(source, reader)).toBe(JSON.stringify(table));
              expect(tableMessage(source, reader)).toBe(JSON.stringify({ type: "table", table }));
            }
            const page = pages.get(reader);
            if (before) pushes++;
            if (before && page && out.patch !== null) {
              patches++;
              const m = JSON.parse(out.patch) as EditsMessage;
              expect(m.base).toBe(before.rev);
              const read = readPatch(page, m);
              expect(read?.table).toEqual(table);
              expect(JSON.stringify(read!.table.view)).toBe(JSON.stringify(table.view));
              expect(read?.held.text).toBe(fresh.held.text);
              // Only what the change added travels: never more events than the log grew by.
              expect(m.events.length).toBeLessThanOrEqual(
                Math.max(0, events.length - page.events.length) + 8,
              );
              for (const part of m.edits)
                if (typeof part === "string") expect(fresh.held.text.includes(part)).toBe(true);
            }
            pages.set(reader, fresh.held);
          }
          const toAct = game.toAct(state);
          let i: number;
          [i, pick] = nextInt(pick, toAct.length);
          const seat = toAct[i]!;
          const moves = game.legalMoves(state, seat);
          [i, pick] = nextInt(pick, moves.length);
          const r = game.play(state, seat, moves[i]);
          if (!r.ok) throw new Error(r.error.message);
          state = r.state;
        }
        // Every push after the first is a patch: the events are found by what the change added.
        expect(patches).toBe(pushes);
      }
    });
  }

  it("edits of one random text into another rebuild it exactly", () => {
    let r: RngState = seedRng("edits");
    const int = (n: number) => {
      let i: number;
      [i, r] = nextInt(r, n);
      return i;
    };
    const word = () =>
      ['{"a":', "1", ",", '"bb"', "]", "[", "null", "é", "\\n", "x".repeat(int(60))][int(10)]!;
    for (let k = 0; k < 2000; k++) {
      const from = Array.from({ length: int(200) }, word).join("");
      let to = from;
      for (let e = int(6); e > 0; e--) {
        const at = int(to.length + 1);
        const cut = int(Math.min(40, to.length - at) + 1);
        to = to.slice(0, at) + Array.from({ length: int(4) }, word).join("") + to.slice(at + cut);
      }
      expect(applyEdits(from, diffText(from, to))).toBe(to);
    }
  });
});

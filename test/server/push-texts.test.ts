/**
 * The room's push as text (src/server/room/push.ts, src/patch.ts, src/log-stream.ts), for whole
 * random games of every game, read as a page reads it: each whole table message is the Table's
 * JSON without its events, with the whole log beside it; each patch applied to the reader's last
 * message gives its next exactly, and its log put on the page's gives the table's events; every
 * text a seat's patch inserts is text of that seat's own new table, and its events are its own
 * table's. A table's events travel once: a patch carries only the ones the change added. Random
 * text pairs too: applying the edits of one text to another gives the other.
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { games, type AnyGame } from "../../src/engine";
import { seatCounts } from "../../src/engine/core/game";
import { nextInt, seedRng, type RngState } from "../../src/engine/core/rng";
import {
  eventsOf,
  mergeLog,
  withEvents,
  withoutEvents,
  type LogStream,
} from "../../src/log-stream";
import { applyEdits, diffText } from "../../src/patch";
import { pushFor, tableMessage, tableText, type Pushed } from "../../src/server/room/push";
import { tableFor, type RoomData } from "../../src/server/room/table";

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
        /** What each reader's page holds: the text the next patch edits, and its log. */
        const pages = new Map<number | null, { text: string; events: readonly unknown[] }>();
        let patches = 0;
        let pushes = 0;
        for (let seq = 0; game.toAct(state).length > 0 && seq < 400; seq++) {
          const data = dataOf(game, seats, options, state, seq);
          const source = { table: (r: number | null) => tableFor(data, r) };
          for (const reader of readers) {
            const before = pushed.get(reader);
            const out = pushFor(pushed, reader, source);
            const table = tableFor(data, reader);
            const bare = withoutEvents(table);
            const events = eventsOf(table);
            const text = JSON.stringify({ type: "table", table: bare });
            const log: LogStream = { from: null, events, length: events.length };
            expect(out.full()).toBe(
              JSON.stringify({ type: "table", table: bare, rev: out.rev, log }),
            );
            expect(withEvents(bare, events)).toEqual(table);
            if (reader === 0) {
              expect(tableText(source, reader)).toBe(JSON.stringify(table));
              expect(tableMessage(source, reader)).toBe(JSON.stringify({ type: "table", table }));
            }
            const page = pages.get(reader);
            if (before) pushes++;
            if (before && page && out.patch !== null) {
              patches++;
              const m = JSON.parse(out.patch) as {
                base: string;
                edits: (number | string)[];
                log: LogStream;
              };
              expect(m.base).toBe(before.rev);
              expect(m.log.from).toBe(before.rev);
              expect(applyEdits(page.text, m.edits)).toBe(text);
              expect(mergeLog(page.events, m.log)).toEqual(events);
              // Only what the change added travels: never more events than the log grew by.
              expect(m.log.events.length).toBeLessThanOrEqual(
                Math.max(0, events.length - page.events.length) + 8,
              );
              for (const part of m.edits)
                if (typeof part === "string") expect(text.includes(part)).toBe(true);
            }
            pages.set(reader, { text, events });
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

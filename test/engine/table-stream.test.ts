/**
 * The table's stream form (src/table-stream.ts) through the room's push (room/push.ts), on
 * Pazaak: a page that reads the whole table and then the patches holds every table exactly as
 * HTTP answers it; the form leaves out what the whole table brought (the fields fixed at
 * creation, the view's options) and keeps a waiting seat's last moves, so a turn that offers the
 * moves of the last one puts no move in its patch; a page opening while the seat waits is told
 * the moves kept. The common part (players, move number, who acts) is written and diffed once
 * per change for every reader whose own is the same, and a reader whose own differs gets its own.
 * The view's public part (the game's `publicView`, src/view-split.ts) is in that common part: on
 * MazzelTof at four seats, from the room's tables (known alike, not compared), it is written once
 * per change and no seat's form holds it, each seat's hand stays in its own form, and every
 * reader reads its own table exactly, keys in order. A page
 * of the version before (`edits: 4`) is not given patches.
 */
import { describe, expect, it } from "vitest";
import type { AnyGame } from "../../src/engine";
import * as v from "valibot";
import { mazzeltof } from "../../src/engine/games/mazzeltof";
import { pazaak } from "../../src/engine/games/pazaak";
import { canEdit, EDITS } from "../../src/patch";
import type { EditsMessage, Table, TableMessage } from "../../src/protocol";
import type { LogStream } from "../../src/log-stream";
import { pushFor, type PushRound, type Pushed } from "../../src/server/room/push";
import { tableFor, tablesOf, type RoomData } from "../../src/server/room/table";
import {
  formParts,
  formText,
  formTextWith,
  readPatch,
  readWhole,
  type Held,
} from "../../src/table-stream";

const options = v.parse(pazaak.options, {});

/** The room's data of a two-seat Pazaak game at `state` (or of `game` with `seats`). */
function dataOf(state: unknown, seq: number, game: AnyGame = pazaak, seats = 2): RoomData {
  return {
    game,
    meta: {
      id: "stream0001",
      game: game.id,
      options: game === pazaak ? { ...options } : v.parse(game.options, {}),
      seats,
      seed: "seed",
      commitment: "cd".repeat(32),
      created: 1_764_000_000_000,
      creator: 0,
      rematch: null,
      rematchOf: null,
    },
    seats: Array.from({ length: seats }, (_, seat) => seat).map((seat) => ({
      seat,
      name: `P${seat}`,
      tokenHash: null,
      inviteHash: null,
      computer: false,
      level: null,
      joined: true,
      lastSeen: 1,
    })),
    snapshot: { seq, state },
    online: new Set([0, 1]),
    moved: Array.from({ length: seats }, () => null),
    updated: 1_764_000_000_000 + seq,
  };
}

type State = ReturnType<typeof pazaak.setup>;

/**
 * `state` after the seat to act plays: its side deck first, then `then` (a turn's end, or a
 * stand), so each turn offers the moves of the last.
 */
function played(state: State, then: "endTurn" | "stand" = "endTurn"): State {
  const seat = pazaak.toAct(state)[0]!;
  const legal = pazaak.legalMoves(state, seat);
  const move =
    legal.find((m) => m.type === "randomSideDeck") ?? legal.find((m) => m.type === then)!;
  const r = pazaak.play(state, seat, move);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

type Whole = TableMessage & { rev: string; log: LogStream };

describe("the table's stream form", () => {
  it("rebuilds every table; a turn with the moves of the last one sends no move", () => {
    // Both seats only end their turns or stand: each turn offers the moves of the last.
    let state = pazaak.setup({ seats: 2, options, seed: "stream" });
    const pushed = new Map<number | null, Pushed>();
    let held: Held | null = null;
    let turnStarts = 0;
    for (let seq = 0; pazaak.toAct(state).length > 0; seq++) {
      const data = dataOf(state, seq);
      const table: Table = tableFor(data, 0);
      const out = pushFor(pushed, 0, { table: (r) => tableFor(data, r) });
      if (held === null) held = readWhole(JSON.parse(out.full()) as Whole).held;
      else {
        const patch = JSON.parse(out.patch!) as EditsMessage;
        const read = readPatch(held, patch);
        expect(read?.table).toEqual(table);
        held = read!.held;
        const mine = table.toAct.includes(0) && table.view !== null;
        if (mine && table.legal.some((m) => (m as { type: string }).type === "play")) {
          turnStarts++;
          // The moves were kept since the seat's last turn: none of them travels again.
          if (turnStarts > 1) expect(out.patch).not.toContain('\\"play\\"');
        }
      }
      // What the whole table brought stays out of the form.
      expect(held.text).not.toContain(data.meta.commitment);
      expect(held.text).not.toContain("nineCardRule");
      state = played(state, seq % 5 === 4 ? "stand" : "endTurn");
    }
    expect(turnStarts).toBeGreaterThan(2);
  });

  it("tells a page that opens while the seat waits the moves its form keeps", () => {
    let state = pazaak.setup({ seats: 2, options, seed: "opens" });
    const pushed = new Map<number | null, Pushed>();
    let told = 0;
    for (let seq = 0; seq < 40 && pazaak.toAct(state).length > 0; seq++) {
      const data = dataOf(state, seq);
      const out = pushFor(pushed, 1, { table: (r) => tableFor(data, r) });
      const whole = JSON.parse(out.full()) as Whole;
      const read = readWhole(whole);
      expect(read.table).toEqual(tableFor(data, 1));
      // The whole table read gives the very form the room patches next.
      const last = pushed.get(1)!;
      expect(read.held.text).toBe(`${last.common}\n${last.text}`);
      if (whole.moves) {
        told++;
        expect(whole.table.legal).toEqual([]);
      }
      state = played(state);
    }
    expect(told).toBeGreaterThan(0);
  });

  it("writes the common part once for readers whose own is the same, and apart for any other", () => {
    let state = pazaak.setup({ seats: 2, options, seed: "common" });
    const pushed = new Map<number | null, Pushed>();
    const held = new Map<number | null, Held>();
    for (let seq = 0; seq < 12 && pazaak.toAct(state).length > 0; seq++) {
      const data = dataOf(state, seq);
      // Seat 1's table names its seat otherwise: its common part is not the others'.
      const table = (r: number | null): Table => {
        const t = tableFor(data, r);
        return r === 1 ? { ...t, players: t.players.map((p) => ({ ...p, name: "Mine" })) } : t;
      };
      const round: PushRound = {};
      for (const reader of [null, 0, 1]) {
        const out = pushFor(pushed, reader, { table }, round);
        // The form leaves the common part out: no player's name is in it.
        expect(pushed.get(reader)!.text).not.toContain("players");
        const before = held.get(reader);
        const read = before
          ? readPatch(before, JSON.parse(out.patch!) as EditsMessage)
          : readWhole(JSON.parse(out.full()) as Whole);
        // Seat 1 reads its own names: the others' common edits were never applied to its text.
        expect(read?.table).toEqual(table(reader));
        held.set(reader, read!.held);
      }
      // Written once, for the spectators and seat 0, and its edits found once after the first.
      expect(round.common?.text).toContain('"name":"P0"');
      if (seq > 0) expect(round.common?.edits).toBeDefined();
      state = played(state);
    }
  });

  it("writes the view's public part once per change, and keeps each seat's hand in its own form", () => {
    const seats = 4;
    let state = mazzeltof.setup({ seats, options: v.parse(mazzeltof.options, {}), seed: "split" });
    const pushed = new Map<number | null, Pushed>();
    const held = new Map<number | null, Held>();
    for (let seq = 0; seq < 60 && mazzeltof.toAct(state).length > 0; seq++) {
      const data = dataOf(state, seq, mazzeltof, seats);
      const source = { table: tablesOf(() => data), commonAlike: true };
      const round: PushRound = {};
      for (const reader of [null, 0, 1, 2, 3]) {
        const out = pushFor(pushed, reader, source, round);
        const table = tableFor(data, reader);
        const mine = pushed.get(reader)!;
        // Everyone's common part is the round's text, with the piles; no form has them.
        expect(mine.common).toBe(round.common!.text);
        expect(mine.text).not.toContain('"piles"');
        // The form joined from its kept moves' text is the very text the page writes.
        expect(mine.text).toBe(formText(table, mine.moves, mazzeltof.publicView));
        expect(mine.movesText).toBe(JSON.stringify(mine.moves));
        const view = table.view as { positions: { hand?: string[] }[] };
        for (const position of view.positions)
          for (const card of position.hand ?? []) expect(mine.text).toContain(`"${card}"`);
        const before = held.get(reader);
        const read = before
          ? readPatch(before, JSON.parse(out.patch!) as EditsMessage)
          : readWhole(JSON.parse(out.full()) as Whole);
        expect(read?.table).toEqual(table);
        expect(JSON.stringify(read!.table.view)).toBe(JSON.stringify(table.view));
        held.set(reader, read!.held);
      }
      expect(round.common!.text).toContain('"piles"');
      expect(round.common!.text).not.toContain('"hand"');
      const seat = mazzeltof.toAct(state)[0]!;
      const r = mazzeltof.play(state, seat, mazzeltof.bot(state, seat));
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
  });

  it("writes a form joined from its moves' text as JSON.stringify writes it whole", () => {
    const table = tableFor(dataOf(pazaak.setup({ seats: 2, options, seed: "join" }), 0), 0);
    const moves = [{ type: "stand" }];
    for (const t of [table, { ...table, view: undefined }, { ...table, seed: "s" }])
      expect(formTextWith(formParts(t, pazaak.publicView), JSON.stringify(moves))).toBe(
        formText(t, moves, pazaak.publicView),
      );
  });

  it("takes this version and later ones, and not the version before the public part", () => {
    expect(EDITS).toBe(5);
    expect(canEdit(5)).toBe(true);
    expect(canEdit(6)).toBe(true);
    for (const older of [4, 3, 1, "5", null, undefined]) expect(canEdit(older)).toBe(false);
  });
});

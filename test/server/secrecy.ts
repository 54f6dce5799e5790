// Seeded random games for the secrecy tests (secrecy-*.test.ts, split in two files so they run
// in parallel): nothing a seat may not see ever reaches it (no opponent hand or side deck, no rng
// or deck, never the seed before the end) over HTTP answers, refusals, the log and sockets; after
// the end the seed matches the commitment and the log replays to the same views. A reader's
// download (every step as it saw it) is scanned with the rest, and ends on its own table.
import { eventsOf } from "../../src/log-stream";
import { streamText } from "../../src/table-stream";
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findGame } from "../../src/engine";
import type {
  ErrorBody,
  LogResponse,
  SeatDownload,
  ServerMessage,
  Table,
} from "../../src/protocol";
import { sha256Hex } from "../../src/server/security";
import {
  call,
  chooser,
  getDownload,
  getLog,
  getTable,
  keysOf,
  postMove,
  roomOf,
  Socket,
  twoPlayerGame,
  type ViewShape,
} from "./helpers";

/** Every game is played to its end unless it runs past this many moves. */
const MAX_MOVES = 400;

const pazaak = findGame("pazaak")!;

/** Random options drawn from the game's own form fields. */
function randomOptions(choose: (n: number) => number): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const field of pazaak.optionFields) {
    const values = field.kind === "boolean" ? [true, false] : field.choices;
    options[field.key] = values[choose(values.length)];
  }
  return options;
}

/** One thing the server sent to one reader, with whether the game was over when it was sent. */
interface Sent {
  reader: 0 | 1 | null;
  body: unknown;
}

/** The tables inside an answer or socket message, if any. */
function tablesIn(body: unknown): Table[] {
  const b = body as Partial<Table & ErrorBody & ServerMessage> | null;
  if (!b || typeof b !== "object") return [];
  // A download (GET …/download): every step is a table as its reader saw it.
  if ("steps" in b && Array.isArray((b as { steps: unknown }).steps))
    return (b as { steps: Table[] }).steps;
  if ("view" in b && "seq" in b) return [b as Table];
  if ("table" in b && b.table) return [b.table as Table];
  return [];
}

/** Checks one thing sent to `reader` while the game was running. */
function checkRunning(sent: Sent, seed: string): void {
  const text = JSON.stringify(sent.body);
  expect(text.includes(seed), "the seed leaked").toBe(false);
  const keys = keysOf(sent.body);
  expect(keys.has("rng") || keys.has("deck") || keys.has("seed"), text.slice(0, 200)).toBe(false);
  for (const table of tablesIn(sent.body)) {
    expect(table.seat).toBe(sent.reader);
    const view = table.view as ViewShape;
    for (const s of [0, 1] as const)
      if (s !== sent.reader) {
        expect(view.seats[s]).not.toHaveProperty("hand");
        expect(view.seats[s]).not.toHaveProperty("sideDeck");
      }
  }
  const log = sent.body as Partial<LogResponse>;
  if (Array.isArray(log.moves))
    for (const m of log.moves)
      if (m.seat !== sent.reader) expect(m.move).not.toHaveProperty("cards");
}

/** Plays seeded random game `n` through the API, checking everything each reader was sent. */
export async function playOne(n: number): Promise<{ moves: number; over: boolean }> {
  const choose = chooser(1000 + n);
  const { id, tokens, created } = await twoPlayerGame(randomOptions(choose));
  // The test peeks at the secret seed in storage, to look for it in everything sent.
  const seed = await runInDurableObject(roomOf(id), (_room, state) =>
    String(state.storage.sql.exec("SELECT seed FROM meta").one().seed),
  );
  const sent: Sent[] = [];
  const record = (reader: 0 | 1 | null, body: unknown) => sent.push({ reader, body });
  // Every fourth game also listens on sockets (both seats and a spectator).
  const sockets = n % 4 === 0 ? await Socket.everyReader(id, tokens) : [];

  let table = await getTable(id);
  record(null, table);
  let moves = 0;
  while (table.outcome === null && moves < MAX_MOVES) {
    const seat = table.toAct[choose(table.toAct.length)]! as 0 | 1;
    const mine = await getTable(id, tokens[seat]);
    record(seat, mine);
    const move = mine.legal[choose(mine.legal.length)];
    // Now and then a stale retry, an out-of-turn move and a log read, to scan those answers too.
    if (choose(10) === 0) {
      const stale = await postMove(id, tokens[seat], mine.seq + 1, move);
      expect(stale.status).toBe(409);
      record(seat, stale.body);
      const other = (1 - seat) as 0 | 1;
      if (!mine.toAct.includes(other)) {
        const early = await postMove(id, tokens[other], mine.seq, { type: "stand" });
        expect(early.status).toBe(422);
        record(other, early.body);
      }
      for (const reader of [0, 1, null] as const) {
        record(reader, await getLog(id, reader === null ? undefined : tokens[reader]));
        record(reader, await getDownload(id, reader === null ? undefined : tokens[reader]));
      }
    }
    const answer = await postMove(id, tokens[seat], mine.seq, move);
    expect(answer.status, answer.text).toBe(200);
    moves += 1;
    table = answer.body;
    if (table.outcome === null) record(seat, table);
  }
  if (table.outcome === null) {
    for (const s of sent) checkRunning(s, seed);
    for (const { socket } of sockets) socket.close();
    return { moves, over: false };
  }

  expect(table.seed).toBe(seed);
  expect(await sha256Hex(seed)).toBe(created.commitment);
  for (const [i, { socket }] of sockets.entries()) {
    const reader = i === 2 ? null : (i as 0 | 1);
    await socket.tableAt(table.seq);
    /** The legal moves of this reader's tables so far (none: a form keeps no moves). */
    const legalSeen: unknown[][] = [[]];
    for (const [k, m] of socket.messages.entries()) {
      if (m.type !== "table" || m.table.outcome !== null) continue;
      sent.push({ reader, body: m });
      // A push on the wire may be a patch: it is checked as sent, too; every text it inserts
      // is text of the stream form it makes (src/table-stream.ts), which is the reader's own
      // table but for legal moves this reader had in an earlier table, and its events are the
      // reader's own table's.
      const wire = JSON.parse(socket.raw[k]!) as ServerMessage;
      if (m.type === "table" && m.table.legal.length > 0) legalSeen.push(m.table.legal);
      if (wire.type === "edits") {
        sent.push({ reader, body: wire });
        const form = socket.forms[k]!;
        expect(
          legalSeen.some(
            (moves) => streamText(m.table, moves, findGame(m.table.game)?.publicView) === form,
          ),
          "a patch's table is the reader's own, with its own earlier moves",
        ).toBe(true);
        for (const part of wire.edits)
          if (typeof part === "string")
            expect(form.includes(part), "a patch wrote what its table lacks").toBe(true);
        const own = eventsOf(m.table);
        expect(own.slice(own.length - wire.events.length)).toEqual(wire.events);
      }
    }
    socket.close();
  }
  for (const s of sent) checkRunning(s, seed);

  // After the end: everyone gets the seed and the whole log; replaying it gives the same views.
  const log = await getLog(id);
  expect(log.seed).toBe(seed);
  let state = pazaak.setup({ seats: log.seats, options: log.options, seed });
  for (const m of log.moves) {
    const r = pazaak.play(state, m.seat, m.move);
    expect(r.ok).toBe(true);
    if (r.ok) state = r.state;
  }
  expect(pazaak.outcome(state)).toEqual(table.outcome);
  for (const reader of [0, 1, null] as const) {
    const t = await getTable(id, reader === null ? undefined : tokens[reader]);
    expect(t.view).toEqual(JSON.parse(JSON.stringify(pazaak.view(state, reader))));
    // The reader's download ends on the same table, with the seed, and only its own views.
    const copy = await getDownload(id, reader === null ? undefined : tokens[reader]);
    expect(copy.seed).toBe(seed);
    expect(copy.steps).toHaveLength(log.moves.length + 1);
    expect(copy.steps.at(-1)!.view).toEqual(t.view);
    expect(copy.steps.every((s) => s.seat === reader)).toBe(true);
  }
  return { moves, over: true };
}

/**
 * The secrecy test over seeded random games `from` to `to` (not included): each file of the
 * split runs one range, so the ranges play in parallel.
 */
export function secrecyOver(from: number, to: number): void {
  describe(`secrecy over seeded random games ${from}–${to - 1}`, () => {
    it("no seat ever sees what it may not; finished games verify", async () => {
      let finished = 0;
      for (let n = from; n < to; n++) if ((await playOne(n)).over) finished += 1;
      // Games are played to their end (up to a generous move cap): nearly all must finish.
      expect(finished).toBeGreaterThanOrEqual(Math.floor(((to - from) * 4) / 5));
      // Fifty whole games with every reader's pushes checked: about 20 s on a quiet machine, more
      // than the suite's 2-minute guard on a crowded one. A guard against a hang, not a timing.
    }, 600_000);
  });
}

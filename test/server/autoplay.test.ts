// Forced moves that play themselves (src/server/autoplay/): off by default, on from the create
// form or the table; the room plays a seat's one real choice after a person's wait, never a
// computer's seat, never twice; the seat's own table says "played for you" and nobody else can
// tell (every other seat's and the spectator's table and log, and the room's planned notices,
// are byte-identical to those of a chosen move); no "your turn" email for a turn the room
// played; and a change of mind racing the opponent's move has exactly one outcome.
import { runDurableObjectAlarm } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findGame, forcedMove } from "../../src/engine";
import { advanceClock, now } from "../../src/server/clock";
import { autoWait, MIN_WAIT_MS, ownPace, PERSON_PACE } from "../../src/server/autoplay/pace";
import {
  call,
  chooser,
  createGame,
  expectError,
  getTable,
  postMove,
  roomOf,
  seatedGame,
} from "./helpers";
import {
  autoJobs,
  expectSameReads,
  playEdge,
  runAutoJobs,
  setAutoplay,
  snapshotOf,
  twinRoom,
  type EdgeMove,
} from "./autoplay-helpers";
import { confirmAddress, freshAddress, jobs, mailsAbout, runDueJobs } from "./mail-helpers";

afterEach(() => vi.restoreAllMocks());

const mattazza = findGame("mattazza")!;

/** The move before a forced turn: `actor` plays `move` at `seq`, then `seat` has one choice. */
interface Edge extends EdgeMove {
  seat: number;
  forced: unknown;
}

/**
 * Plays a three-seat Mattazza game of people on, by their tables' legal moves, until the next
 * move (the returned edge, not played) would give another seat a forced turn.
 */
async function toEdge(id: string, tokens: readonly string[], seed = 1): Promise<Edge> {
  const pick = chooser(seed);
  for (let i = 0; i < 200; i++) {
    const { seq, state } = await snapshotOf(id);
    const actor = mattazza.toAct(state)[0]!;
    const moves = mattazza.choices!(state, actor);
    for (const move of moves) {
      const next = mattazza.play(state, actor, move);
      if (!next.ok) continue;
      const seat = mattazza.toAct(next.state)[0];
      if (seat === undefined || seat === actor) continue;
      const forced = forcedMove(mattazza, next.state, seat);
      if (forced !== null) return { actor, move, seq, seat, forced };
    }
    const answer = await postMove(id, tokens[actor]!, seq, moves[pick(moves.length)]);
    expect(answer.status, answer.text).toBe(200);
  }
  throw new Error("no forced turn came");
}

/** A three-seat Mattazza game of people, stopped before a forced turn. */
async function atEdge(seed = 1) {
  const { id, tokens } = await seatedGame("mattazza", 3);
  return { id, tokens, edge: await toEdge(id, tokens, seed) };
}

describe("forced moves that play themselves", () => {
  it("are off by default: a forced turn waits for its player", async () => {
    const { id, tokens, edge } = await atEdge();
    expect((await getTable(id, tokens[edge.seat])).autoplay).toBeUndefined();
    await playEdge(id, tokens, edge);
    expect(await autoJobs(id)).toEqual([]);
    expect((await getTable(id)).toAct).toEqual([edge.seat]);
  });

  it("play the one real choice after a person's wait, once, and say so to the seat alone", async () => {
    const { id, tokens, edge } = await atEdge();
    const on = await setAutoplay(id, tokens[edge.seat], { forced: true });
    expect(on.status, on.text).toBe(200);
    expect(on.body.autoplay).toEqual({ forced: true });
    const before = now();
    await playEdge(id, tokens, edge);
    const [job, ...more] = await autoJobs(id);
    expect(more).toEqual([]);
    // A person's wait: never at once, and before any "your turn" notice (an hour here).
    expect(job!.due - before).toBeGreaterThanOrEqual(MIN_WAIT_MS);
    expect(job!.due - before).toBeLessThanOrEqual(30_000);
    await runAutoJobs(id);
    const mine = await getTable(id, tokens[edge.seat]);
    expect(mine.seq).toBe(edge.seq + 2);
    expect(mine.autoplay).toEqual({
      forced: true,
      played: { seq: edge.seq + 2, at: expect.any(Number) },
    });
    const log = await call<{ moves: { seq: number; seat: number; move: unknown }[] }>(
      "GET",
      `/api/games/${id}/log`,
    );
    expect(log.body.moves.at(-1)).toMatchObject({
      seq: edge.seq + 2,
      seat: edge.seat,
      move: edge.forced,
    });
    // Nobody else's table says anything of it.
    for (const seat of [0, 1, 2].filter((s) => s !== edge.seat))
      expect(await getTable(id, tokens[seat])).not.toHaveProperty("autoplay");
    expect(await getTable(id)).not.toHaveProperty("autoplay");
    // Nothing more is played for that turn.
    expect(
      (await autoJobs(id)).filter((j) => (j as { seq?: number }).seq === edge.seq + 1),
    ).toEqual([]);
  });

  it("are offered on the create form", async () => {
    const created = await createGame({ game: "mattazza", seats: 3, autoplayForced: true });
    expect((await getTable(created.id, created.token)).autoplay).toEqual({ forced: true });
  });

  it("refuse spectators and malformed choices with a clear error", async () => {
    const { id, tokens } = await seatedGame("mattazza", 3);
    expectError(await setAutoplay(id, undefined, { forced: true }), 403, "auth/spectator");
    expectError(await setAutoplay(id, tokens[0], { forced: "yes" }), 400, "input/invalid");
    expectError(await setAutoplay(id, tokens[0], { forced: true, extra: 1 }), 400, "input/invalid");
    expect((await getTable(id, tokens[0])).autoplay).toBeUndefined();
    expect((await call("POST", `/api/games/${id}/resign`, { token: tokens[1] })).status).toBe(200);
    expectError(await setAutoplay(id, tokens[0], { forced: true }), 409, "room/over");
  });

  it("play only for the seat that asked, beside the computer's seats", async () => {
    const created = await createGame({ game: "mattazza", seats: 3, computer: [1, 2] });
    expect((await setAutoplay(created.id, created.token, { forced: true })).status).toBe(200);
    for (let i = 0; i < 30; i++) {
      const pending = await jobs(created.id);
      const auto = pending.filter((j) => j.kind === "autoplay") as { seat?: number }[];
      expect(auto.every((j) => j.seat === 0)).toBe(true);
      if (!pending.some((j) => j.kind === "bot" || j.kind === "autoplay")) break;
      await runDurableObjectAlarm(roomOf(created.id));
    }
  });
});

describe("nobody can tell", () => {
  it("every other seat's and the spectator's table and log, and the planned notices, are byte-identical", async () => {
    const { id, tokens, edge } = await atEdge(2);
    // Everyone gets emails, so the notices planned for each seat are compared too.
    for (const seat of [0, 1, 2]) await confirmAddress(id, tokens[seat]!, freshAddress());
    const twin = await twinRoom(id);
    expect((await setAutoplay(id, tokens[edge.seat], { forced: true })).status).toBe(200);
    expect((await setAutoplay(twin, tokens[edge.seat], { forced: false })).status).toBe(200);
    await playEdge(id, tokens, edge);
    await playEdge(twin, tokens, edge);
    // Automatic in one, chosen by its player in the other.
    await runAutoJobs(id);
    const chosen = await postMove(twin, tokens[edge.seat]!, edge.seq + 1, edge.forced, "chosen");
    expect(chosen.status, chosen.text).toBe(200);
    expect((await getTable(id)).seq).toBe(edge.seq + 2);
    const readers = [...[0, 1, 2].filter((s) => s !== edge.seat).map((s) => tokens[s]), undefined];
    await expectSameReads(id, twin, readers, ["", "/log", "/history/" + (edge.seq + 2)]);
    // The notices the room will send (email, push, chat, deadlines) are the same jobs.
    expect(await jobs(id)).toEqual(await jobs(twin));
    // The seat itself is told, in its own table only.
    expect((await getTable(id, tokens[edge.seat])).autoplay?.played?.seq).toBe(edge.seq + 2);
    expect((await getTable(twin, tokens[edge.seat])).autoplay).toBeUndefined();
  });

  it("sends no 'your turn' email for a turn the room played", async () => {
    const { id, tokens, edge } = await atEdge(3);
    const address = freshAddress();
    await confirmAddress(id, tokens[edge.seat]!, address);
    expect((await setAutoplay(id, tokens[edge.seat], { forced: true })).status).toBe(200);
    const before = (await mailsAbout(address, "turn")).length;
    await playEdge(id, tokens, edge);
    await runAutoJobs(id); // the automatic move
    expect((await getTable(id)).seq).toBe(edge.seq + 2);
    advanceClock(2 * 3600_000);
    await runDueJobs(id, now());
    expect((await mailsAbout(address, "turn")).length).toBe(before);
  });
});

describe("races: a change of mind and the opponent's move", () => {
  it("on after the opponent's move: the turn is played, once", async () => {
    const { id, tokens, edge } = await atEdge(4);
    await playEdge(id, tokens, edge);
    expect(await autoJobs(id)).toEqual([]);
    expect((await setAutoplay(id, tokens[edge.seat], { forced: true })).status).toBe(200);
    expect(await autoJobs(id)).toHaveLength(1);
    // Said twice: still one move planned.
    expect((await setAutoplay(id, tokens[edge.seat], { forced: true })).status).toBe(200);
    expect(await autoJobs(id)).toHaveLength(1);
    await runAutoJobs(id);
    expect((await getTable(id)).seq).toBe(edge.seq + 2);
  });

  it("on late in a waiting turn: played before that turn's notices go out", async () => {
    const { id, tokens, edge } = await atEdge(7);
    await confirmAddress(id, tokens[edge.seat]!, freshAddress());
    await playEdge(id, tokens, edge);
    const turnMail = (await jobs(id)).find((j) => j.kind === "mail" && j.what === "turn")!;
    // A second before the "your turn" email is due.
    advanceClock(turnMail.due - now() - 1_000);
    expect((await setAutoplay(id, tokens[edge.seat], { forced: true })).status).toBe(200);
    const [auto] = await autoJobs(id);
    expect(auto!.due).toBeLessThan(turnMail.due);
    await runAutoJobs(id);
    expect((await getTable(id)).seq).toBe(edge.seq + 2);
  });

  it("off after the opponent's move: nothing is played, and the turn's notices stand", async () => {
    const { id, tokens, edge } = await atEdge(5);
    await confirmAddress(id, tokens[edge.seat]!, freshAddress());
    expect((await setAutoplay(id, tokens[edge.seat], { forced: true })).status).toBe(200);
    await playEdge(id, tokens, edge);
    expect(await autoJobs(id)).toHaveLength(1);
    const off = await setAutoplay(id, tokens[edge.seat], { forced: false });
    expect(off.body.autoplay).toBeUndefined();
    await runAutoJobs(id);
    const table = await getTable(id);
    expect(table.seq).toBe(edge.seq + 1);
    expect(table.toAct).toEqual([edge.seat]);
    expect(await autoJobs(id)).toEqual([]);
    const turnMail = (await jobs(id)).filter(
      (j) => j.kind === "mail" && j.what === "turn" && (j as { seat?: number }).seat === edge.seat,
    );
    expect(turnMail).toHaveLength(1);
  });

  it("a move the game moved past does nothing, and the choice stays as it was", async () => {
    const { id, tokens, edge } = await atEdge(6);
    expect((await setAutoplay(id, tokens[edge.seat], { forced: true })).status).toBe(200);
    await playEdge(id, tokens, edge);
    // The player is quicker than the room: the same forced move, by hand.
    const byHand = await postMove(id, tokens[edge.seat]!, edge.seq + 1, edge.forced);
    expect(byHand.status, byHand.text).toBe(200);
    const seq = (await getTable(id)).seq;
    // The planned move finds the game moved on: nothing is played for it.
    const planned = (await autoJobs(id)).filter(
      (j) => (j as { seq?: number }).seq === edge.seq + 1,
    );
    expect(planned).toHaveLength(1);
    await runAutoJobs(id);
    const after = await getTable(id, tokens[edge.seat]);
    expect(after.seq).toBe(seq);
    expect(after.autoplay?.forced).toBe(true);
    // Played by hand: the table does not say "played for you".
    expect(after.autoplay?.played).toBeUndefined();
  });
});

describe("the wait", () => {
  /** A storage handle answering `rows` (newest first) to the moves query. */
  const movesOf = (rows: { seq: number; seat: number; at: number; move_id: string }[]) => ({
    exec: () => ({ toArray: () => rows }),
  });

  it("is a person's usual without enough history, and the seat's own quick pace with it", () => {
    const none = movesOf([]) as never;
    for (let i = 0; i < 100; i++) {
      const w = autoWait(none, 0, 30_000);
      expect(w).toBeGreaterThanOrEqual(PERSON_PACE[0]);
      expect(w).toBeLessThanOrEqual(PERSON_PACE[1]);
    }
    // Seat 0 takes 8 s each time; the computer's and the room's moves, and slow ones, are not its pace.
    const rows = [
      { seq: 9, seat: 0, at: 90_000, move_id: "a" },
      { seq: 8, seat: 1, at: 82_000, move_id: "b" },
      { seq: 7, seat: 0, at: 80_000, move_id: "c" },
      { seq: 6, seat: 1, at: 72_000, move_id: "d" },
      { seq: 5, seat: 0, at: 70_000, move_id: "auto-5" },
      { seq: 4, seat: 1, at: 69_000, move_id: "bot-4" },
      { seq: 3, seat: 0, at: 61_000, move_id: "e" },
      { seq: 2, seat: 1, at: 53_000, move_id: "f" },
      { seq: 1, seat: 0, at: 52_000, move_id: "g" },
      { seq: 0, seat: 1, at: 0, move_id: "h" },
    ];
    expect(ownPace(movesOf(rows) as never, 0)).toEqual([8_000, 8_000, 8_000]);
    for (let i = 0; i < 100; i++) {
      const w = autoWait(movesOf(rows) as never, 0, 3600_000);
      expect(w).toBeGreaterThanOrEqual(6_400);
      expect(w).toBeLessThanOrEqual(9_600);
    }
  });

  it("always ends before a 'your turn' notice would go out", () => {
    for (let i = 0; i < 100; i++)
      expect(autoWait(movesOf([]) as never, 0, 2_000)).toBeLessThanOrEqual(1_000);
  });
});

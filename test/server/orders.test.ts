// Standing orders in the room (src/server/autoplay/orders.ts, the engine's Game.orders): given
// and checked through PUT /autoplay, played after a person's wait and told to the seat alone;
// kept across a restart; a change that cancels one tells its seat why (its own table only);
// gone with the end of the game; a refused move cancels its order; nobody else can tell (every
// other reader's table, log and history, and the planned notices, are byte-identical to those
// of a chosen move); a change of mind racing the opponent's move has one outcome; privacy
// timing holds the move for the digest hour or a visit, with no "your turn" email or push.
import { runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findGame, games, orderKind, type AnyGame } from "../../src/engine";
import type { OrdersMenu } from "../../src/protocol";
import { advanceClock, now } from "../../src/server/clock";
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
import { newSubscription, sentTo, subscribe } from "./push-helpers";

afterEach(() => vi.restoreAllMocks());

const pazaak = findGame("pazaak")!;
/** The order the tests give: stand at 12 or more (a Pazaak turn calls for it soon). */
const STAND = { kind: "stand", config: { at: 12 } };

/** The next move (`actor` plays `move` at `seq`) after which `seat`'s order decides `decided`. */
interface Edge extends EdgeMove {
  seat: number;
  decided: unknown;
}

/** Whether `order` decides a move for `seat` after `before` → `after`, and not cancelled. */
function fires(game: AnyGame, before: unknown, after: unknown, seat: number): unknown {
  const kind = orderKind(game, STAND.kind)!;
  if (!game.toAct(after).includes(seat)) return null;
  const was = game.view(before, seat);
  const is = game.view(after, seat);
  if (kind.cancels(was, is, STAND.config) !== null) return null;
  return kind.decide(is, STAND.config);
}

/**
 * The moves but standing, unless there is no other: seat 1's stand is left for its order, and
 * seat 0 never stands, so every turn of seat 0 hands the play to seat 1.
 */
function notStanding(moves: unknown[]): unknown[] {
  const kept = moves.filter((m) => (m as { type: string }).type !== "stand");
  return kept.length > 0 ? kept : moves;
}

/** Plays a Pazaak game of people on until the next move would make seat 1's order fire. */
async function toEdge(id: string, tokens: readonly string[], seed = 1): Promise<Edge> {
  const pick = chooser(seed);
  for (let i = 0; i < 200; i++) {
    const { seq, state } = await snapshotOf(id);
    const actor = pazaak.toAct(state)[0]!;
    const moves = pazaak.choices!(state, actor);
    if (actor === 0) {
      for (const move of moves) {
        const next = pazaak.play(state, actor, move);
        if (!next.ok) continue;
        const decided = fires(pazaak, state, next.state, 1);
        if (decided !== null && decided !== undefined)
          return { actor, move, seq, seat: 1, decided };
      }
    }
    const own = notStanding(moves);
    const answer = await postMove(id, tokens[actor]!, seq, own[pick(own.length)]);
    expect(answer.status, answer.text).toBe(200);
  }
  throw new Error("no turn for the order came");
}

async function atEdge(seed = 1, create?: () => Promise<{ id: string; tokens: string[] }>) {
  const { id, tokens } = create ? await create() : await seatedGame("pazaak", 2);
  return { id, tokens, edge: await toEdge(id, tokens, seed) };
}

describe("standing orders", () => {
  it("the menu of every game is served, and an unknown game refused", async () => {
    for (const game of Object.keys(games)) {
      const menu = await call<OrdersMenu>("GET", `/api/orders/${game}`);
      expect(menu.status).toBe(200);
      expect(menu.body.orders.length).toBeGreaterThan(0);
    }
    const pz = await call<OrdersMenu>("GET", "/api/orders/pazaak");
    expect(pz.body.orders[0]).toEqual({
      kind: "stand",
      fields: [{ key: "at", min: 12, max: 20 }],
      stops: ["set-ended", "opponent-card"],
    });
    expectError(await call("GET", "/api/orders/chess"), 400, "input/unknown-game");
  });

  it("refuse spectators, unknown orders, settings out of bounds and empty requests clearly", async () => {
    const { id, tokens } = await seatedGame("pazaak", 2);
    expectError(await setAutoplay(id, undefined, { orders: [STAND] }), 403, "auth/spectator");
    const unknown = await setAutoplay(id, tokens[0], { orders: [{ kind: "fold" }] });
    expectError(unknown, 400, "autoplay/unknown-order");
    expect(unknown.text).toContain("stand");
    const high = await setAutoplay(id, tokens[0], {
      orders: [{ kind: "stand", config: { at: 25 } }],
    });
    expectError(high, 400, "autoplay/unknown-order");
    expectError(await setAutoplay(id, tokens[0], {}), 400, "input/invalid");
    expectError(
      await setAutoplay(id, tokens[0], { orders: [{ kind: "stand", x: 1 }] }),
      400,
      "input/invalid",
    );
    // Privacy timing is for slow games: this one has no time per move and no summary.
    expectError(await setAutoplay(id, tokens[0], { privacy: true }), 409, "autoplay/not-slow");
    expect((await getTable(id, tokens[0])).autoplay).toBeUndefined();
  });

  it("play the turn after a person's wait, say 'played for you' to the seat alone, and survive a restart", async () => {
    const { id, tokens, edge } = await atEdge(1);
    const given = await setAutoplay(id, tokens[edge.seat], { orders: [STAND] });
    expect(given.status, given.text).toBe(200);
    expect(given.body.autoplay).toEqual({ forced: false, orders: [STAND] });
    // The room forgets its memory (as after an eviction): the order is kept in its storage.
    await runInDurableObject(roomOf(id), (room) => {
      (room as unknown as { loaded: unknown }).loaded = null;
    });
    expect((await getTable(id, tokens[edge.seat])).autoplay?.orders).toEqual([STAND]);
    const before = now();
    await playEdge(id, tokens, edge);
    const [job, ...more] = await autoJobs(id);
    expect(more).toEqual([]);
    expect(job!.due - before).toBeGreaterThanOrEqual(700);
    expect(job!.due - before).toBeLessThanOrEqual(30_000);
    await runAutoJobs(id);
    const mine = await getTable(id, tokens[edge.seat]);
    expect(mine.seq).toBe(edge.seq + 2);
    expect(mine.autoplay?.played).toEqual({
      seq: edge.seq + 2,
      at: expect.any(Number),
      order: "stand",
    });
    const log = await call<{ moves: { seq: number; seat: number; move: unknown }[] }>(
      "GET",
      `/api/games/${id}/log`,
    );
    expect(log.body.moves.at(-1)).toMatchObject({ seq: edge.seq + 2, seat: 1, move: edge.decided });
    expect(await getTable(id, tokens[0])).not.toHaveProperty("autoplay");
    expect(await getTable(id)).not.toHaveProperty("autoplay");
  });

  it("a change that cancels an order tells its seat why, in its own table only", async () => {
    const { id, tokens } = await seatedGame("pazaak", 2);
    await setAutoplay(id, tokens[1], { orders: [STAND] });
    const pick = chooser(3);
    // Seat 1 plays by hand (never standing) until its order is cancelled: the set ends, or
    // seat 0 plays a side card.
    for (let i = 0; i < 200; i++) {
      const mine = await getTable(id, tokens[1]);
      if (mine.autoplay?.cancelled) break;
      await runAutoJobs(id);
      const { seq, state } = await snapshotOf(id);
      const actor = pazaak.toAct(state)[0]!;
      const moves = notStanding(pazaak.choices!(state, actor));
      expect((await postMove(id, tokens[actor]!, seq, moves[pick(moves.length)])).status).toBe(200);
    }
    const mine = await getTable(id, tokens[1]);
    expect(mine.autoplay?.cancelled).toEqual({
      kind: "stand",
      reason: expect.stringMatching(/^(set-ended|opponent-card)$/),
      at: expect.any(Number),
    });
    expect(mine.autoplay?.orders).toBeUndefined();
    expect(await getTable(id, tokens[0])).not.toHaveProperty("autoplay");
    expect(await getTable(id)).not.toHaveProperty("autoplay");
    // Given again, the reason goes.
    const again = await setAutoplay(id, tokens[1], { orders: [STAND] });
    expect(again.body.autoplay?.cancelled).toBeUndefined();
  });

  it("go with the end of the game", async () => {
    const { id, tokens } = await seatedGame("pazaak", 2);
    await setAutoplay(id, tokens[1], { orders: [STAND] });
    expect((await call("POST", `/api/games/${id}/resign`, { token: tokens[0] })).status).toBe(200);
    expect((await getTable(id, tokens[1])).autoplay).toBeUndefined();
    const rows = await runInDurableObject(roomOf(id), (_room, state) =>
      state.storage.sql.exec("SELECT * FROM autoplay_rules").toArray(),
    );
    expect(rows).toEqual([]);
    expectError(await setAutoplay(id, tokens[1], { orders: [STAND] }), 409, "room/over");
  });

  it("a move the game refuses cancels the order, and the seat is told", async () => {
    const { id, tokens, edge } = await atEdge(5);
    await setAutoplay(id, tokens[edge.seat], { orders: [STAND] });
    await playEdge(id, tokens, edge);
    // The engine refuses the move this once (as if the game had moved past it).
    vi.spyOn(pazaak, "play").mockReturnValueOnce({
      ok: false,
      error: { code: "rule/not-your-turn", message: "It is not your turn." },
    } as never);
    await runAutoJobs(id);
    const mine = await getTable(id, tokens[edge.seat]);
    expect(mine.seq).toBe(edge.seq + 1);
    expect(mine.toAct).toEqual([edge.seat]);
    expect(mine.autoplay?.cancelled).toMatchObject({ kind: "stand", reason: "refused" });
    expect(mine.autoplay?.orders).toBeUndefined();
    expect(await autoJobs(id)).toEqual([]);
  });
});

describe("nobody can tell an order's move", () => {
  it("every other seat's and the spectator's table, log and history, and the planned notices, are byte-identical", async () => {
    const { id, tokens, edge } = await atEdge(2);
    for (const seat of [0, 1]) await confirmAddress(id, tokens[seat]!, freshAddress());
    const twin = await twinRoom(id);
    expect((await setAutoplay(id, tokens[edge.seat], { orders: [STAND] })).status).toBe(200);
    expect((await setAutoplay(twin, tokens[edge.seat], { orders: [] })).status).toBe(200);
    await playEdge(id, tokens, edge);
    await playEdge(twin, tokens, edge);
    await runAutoJobs(id);
    const chosen = await postMove(twin, tokens[edge.seat]!, edge.seq + 1, edge.decided, "chosen");
    expect(chosen.status, chosen.text).toBe(200);
    expect((await getTable(id)).seq).toBe(edge.seq + 2);
    const readers = [tokens[1 - edge.seat], undefined];
    const paths = ["", "/log", "/download", `/history/${edge.seq + 1}`, `/history/${edge.seq + 2}`];
    await expectSameReads(id, twin, readers, paths);
    // Emails, pushes, chat posts and deadlines the room will send: the same jobs.
    expect(await jobs(id)).toEqual(await jobs(twin));
    expect((await getTable(id, tokens[edge.seat])).autoplay?.played?.seq).toBe(edge.seq + 2);
    expect((await getTable(twin, tokens[edge.seat])).autoplay).toBeUndefined();
  });
});

describe("races: a change of orders and the opponent's move", () => {
  it("given while the opponent's move is in flight: the turn is played once, whichever lands first", async () => {
    for (const seed of [6, 7]) {
      const { id, tokens, edge } = await atEdge(seed);
      await Promise.all([
        setAutoplay(id, tokens[edge.seat], { orders: [STAND] }),
        postMove(id, tokens[edge.actor]!, edge.seq, edge.move, `edge-${edge.seq}`),
      ]);
      expect(await autoJobs(id)).toHaveLength(1);
      await runAutoJobs(id);
      const log = await call<{ moves: { seq: number; seat: number }[] }>(
        "GET",
        `/api/games/${id}/log`,
      );
      expect(log.body.moves.filter((m) => m.seq > edge.seq).map((m) => m.seat)).toEqual([
        edge.actor,
        edge.seat,
      ]);
      expect((await getTable(id, tokens[edge.seat])).autoplay?.played?.seq).toBe(edge.seq + 2);
    }
  });

  it("withdrawn while the opponent's move is in flight: nothing is played, and the turn's notices stand", async () => {
    const { id, tokens, edge } = await atEdge(8);
    await confirmAddress(id, tokens[edge.seat]!, freshAddress());
    await setAutoplay(id, tokens[edge.seat], { orders: [STAND] });
    await Promise.all([
      setAutoplay(id, tokens[edge.seat], { orders: [] }),
      postMove(id, tokens[edge.actor]!, edge.seq, edge.move, `edge-${edge.seq}`),
    ]);
    await runAutoJobs(id);
    const table = await getTable(id);
    expect(table.seq).toBe(edge.seq + 1);
    expect(table.toAct).toEqual([edge.seat]);
    const turnMail = (await jobs(id)).filter(
      (j) => j.kind === "mail" && j.what === "turn" && (j as { seat?: number }).seat === edge.seat,
    );
    expect(turnMail).toHaveLength(1);
  });
});

describe("privacy timing", () => {
  /** A Pazaak game of two people with a day per move. */
  async function slowGame() {
    const created = await createGame({ game: "pazaak", seats: 2, timePerMove: 1 });
    const claimed = await call<{ token: string }>("POST", `/api/games/${created.id}/join`, {
      body: { invite: created.invites[0]!.invite, name: "P1" },
    });
    return { id: created.id, tokens: [created.token, claimed.body.token] };
  }

  it("holds the move until a visit, with no 'your turn' email or push meanwhile", async () => {
    const { id, tokens, edge } = await atEdge(9, slowGame);
    const address = freshAddress();
    await confirmAddress(id, tokens[edge.seat]!, address);
    const sub = await newSubscription();
    await subscribe(id, tokens[edge.seat]!, sub);
    const set = await setAutoplay(id, tokens[edge.seat], { orders: [STAND], privacy: true });
    expect(set.status, set.text).toBe(200);
    expect(set.body.autoplay?.privacy).toBe(true);
    const mails = (await mailsAbout(address, "turn")).length;
    await playEdge(id, tokens, edge);
    const [held] = await autoJobs(id);
    // Held: not a live game's few seconds, but before the deadline's warning.
    expect(held!.due - now()).toBeGreaterThan(3600_000);
    expect(held!.due - now()).toBeLessThan(0.8 * 86_400_000);
    // Two hours on: the turn's notices came due, and none went out.
    advanceClock(2 * 3600_000);
    await runDueJobs(id, now());
    expect((await getTable(id)).seq).toBe(edge.seq + 1);
    expect((await mailsAbout(address, "turn")).length).toBe(mails);
    expect(await sentTo(sub.endpoint)).toEqual([]);
    // The seat visits: the move follows after its own short wait.
    await getTable(id, tokens[edge.seat]);
    const [released] = await autoJobs(id);
    expect(released!.due - now()).toBeLessThanOrEqual(30_000);
    await runAutoJobs(id);
    expect((await getTable(id)).seq).toBe(edge.seq + 2);
    expect((await getTable(id, tokens[edge.seat])).autoplay?.played?.seq).toBe(edge.seq + 2);
  });
});

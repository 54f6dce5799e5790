// Abuse limits: game creation, seat claims and email confirmation requests
// per client address answer 429 `limit/too-many` with Retry-After once a client's hourly
// allowance is used, and refill with time; sockets per game are capped (close 4029); moves per
// seat per minute are bounded. The suite runs with the limits lifted (vitest.server.config.ts);
// each test sets small ones with `overrideLimits` and a client address no other test uses.
import { afterAll, describe, expect, it } from "vitest";
import type { ClaimSeatResponse } from "../../src/protocol";
import { advanceClock } from "../../src/server/clock";
import { clientKey } from "../../src/server/limits/client";
import { DEFAULT_LIMITS, limitsOf, overrideLimits } from "../../src/server/limits/config";
import type { Env } from "../../src/server/env";
import {
  call,
  createGame,
  expectError,
  getTable,
  postMove,
  Socket,
  twoPlayerGame,
  type Answer,
} from "./helpers";

afterAll(() => overrideLimits({}));

let nextIp = 1;
/**
 * A client address no other test uses: from 198.18.0.0/15 (RFC 2544), which no other file
 * takes. The files of a worker share storage, so a limiter filled here under an address another
 * file also uses (198.51.100.x, 203.0.113.x) would refuse that file's requests.
 */
function freshIp(): string {
  return `198.18.0.${nextIp++}`;
}

function createFrom(ip: string) {
  return call("POST", "/api/games", {
    body: { game: "pazaak", name: "Anna" },
    headers: { "CF-Connecting-IP": ip },
  });
}

/** A 429 with a whole number of seconds in Retry-After and a sentence. */
function expectLimited(answer: Answer<unknown>, code = "limit/too-many"): number {
  expectError(answer, 429, code);
  const wait = Number(answer.headers.get("Retry-After"));
  expect(Number.isInteger(wait) && wait > 0, `Retry-After ${wait}`).toBe(true);
  expect(answer.text).toMatch(/try again in/);
  return wait;
}

describe("limits per client address", () => {
  it("refuses a fourth game in an hour from one address, not from another, and refills", async () => {
    overrideLimits({ gamesPerHour: 3 });
    const ip = freshIp();
    for (let i = 0; i < 3; i++) expect((await createFrom(ip)).status).toBe(201);
    const wait = expectLimited(await createFrom(ip));
    // Three an hour: the next one in about twenty minutes.
    expect(wait).toBeGreaterThan(15 * 60);
    expect(wait).toBeLessThanOrEqual(20 * 60);
    expect((await createFrom(freshIp())).status).toBe(201);
    advanceClock(wait * 1000);
    expect((await createFrom(ip)).status).toBe(201);
    expectLimited(await createFrom(ip));
  });

  it("keys IPv6 clients by their /64", async () => {
    expect(clientKey(new Headers({ "CF-Connecting-IP": "2001:db8:1:2::17" }))).toBe(
      clientKey(new Headers({ "CF-Connecting-IP": "2001:db8:1:2:aaaa:bbbb:cccc:dddd" })),
    );
    expect(clientKey(new Headers({ "CF-Connecting-IP": "2001:db8:1:2::17" }))).not.toBe(
      clientKey(new Headers({ "CF-Connecting-IP": "2001:db8:1:3::17" })),
    );
    expect(clientKey(new Headers())).toBe("local");
    overrideLimits({ gamesPerHour: 1 });
    expect((await createFrom("2001:db8:77:1::1")).status).toBe(201);
    expectLimited(await createFrom("2001:db8:77:1::2"));
  });

  it("counts seat claims, refused ones included, so invitations cannot be guessed at speed", async () => {
    overrideLimits({ seatsPerHour: 2 });
    const ip = freshIp();
    const a = await createGame();
    const b = await createGame();
    const bad = await call("POST", `/api/games/${a.id}/join`, {
      body: { invite: "x".repeat(24), name: "Eve" },
      headers: { "CF-Connecting-IP": ip },
    });
    expectError(bad, 403, "auth/bad-invite");
    const good = await call<ClaimSeatResponse>("POST", `/api/games/${a.id}/join`, {
      body: { invite: a.invites[0]!.invite, name: "Bruno" },
      headers: { "CF-Connecting-IP": ip },
    });
    expect(good.status).toBe(200);
    const third = await call("POST", `/api/games/${b.id}/seats/1`, {
      body: { invite: b.invites[0]!.invite, name: "Bruno" },
      headers: { "CF-Connecting-IP": ip },
    });
    expectLimited(third);
    // Refused before the room: the seat is still free.
    expect((await getTable(b.id)).players[1]!.joined).toBe(false);
  });

  it("counts games keys opened with seat claims, wrong access values included", async () => {
    overrideLimits({ seatsPerHour: 2 });
    const ip = freshIp();
    const part = () => crypto.randomUUID().replace(/-/g, "").slice(0, 24) + "abcdefghijklmnopqrs";
    const [ring, auth] = [part(), part()];
    const open = (value: string) =>
      call<{ data: string }>("POST", `/api/keys/${ring}/open`, {
        body: { auth: value },
        headers: { "CF-Connecting-IP": ip },
      });
    overrideLimits({});
    expect(
      (await call("PUT", `/api/keys/${ring}`, { body: { next: { auth, data: "eA" } } })).status,
    ).toBe(200);
    overrideLimits({ seatsPerHour: 2 });
    expectError(await open(part()), 404, "keys/unknown");
    expect((await open(auth)).status).toBe(200);
    // A third try within the hour, even with the right value, waits: guessing cannot go fast.
    expectLimited(await open(auth));
    expectLimited(await open(part()));
    // A malformed body is refused as such and costs nothing.
    expectError(
      await call("POST", `/api/keys/${ring}/open`, {
        body: { auth: 1 },
        headers: { "CF-Connecting-IP": freshIp() },
      }),
      400,
      "input/invalid",
    );
  });

  it("counts email addresses given, and sends nothing once refused", async () => {
    overrideLimits({ mailPerHour: 1 });
    const ip = freshIp();
    const { id, tokens } = await twoPlayerGame();
    const first = await call("PUT", `/api/games/${id}/mail`, {
      token: tokens[0],
      body: { address: "anna@example.org" },
      headers: { "CF-Connecting-IP": ip },
    });
    expect(first.status).toBe(200);
    const second = await call("PUT", `/api/games/${id}/mail`, {
      token: tokens[1],
      body: { address: "bruno@example.org" },
      headers: { "CF-Connecting-IP": ip },
    });
    expectLimited(second);
    expect((await getTable(id, tokens[1])).mail).toBeUndefined();
  });

  it("reads the variables, keeps the default for a value that is not a number, and 0 lifts", () => {
    const env = {
      LIMIT_GAMES_PER_HOUR: "5",
      LIMIT_SEATS_PER_HOUR: "lots",
      LIMIT_MAIL_PER_HOUR: "0",
      KEEP_FINISHED_DAYS: "-3",
    } as Partial<Env> as Env;
    overrideLimits({});
    const limits = limitsOf(env);
    expect(limits.gamesPerHour).toBe(5);
    expect(limits.seatsPerHour).toBe(DEFAULT_LIMITS.seatsPerHour);
    expect(limits.mailPerHour).toBe(0);
    expect(limits.finishedDays).toBe(DEFAULT_LIMITS.finishedDays);
    expect(limitsOf({} as Env)).toEqual(DEFAULT_LIMITS);
  });
});

describe("limits per game", () => {
  it("bounds the moves of one seat per minute, retries included, and lets them through after", async () => {
    overrideLimits({ movesPerMinute: 3 });
    const { id, tokens } = await twoPlayerGame();
    let table = await getTable(id, tokens[0]);
    const seat = table.toAct[0]!;
    const token = tokens[seat]!;
    table = await getTable(id, token);
    // Three requests: a move, its retry, and a stale one; the fourth is refused, whatever it is.
    const move = table.legal[0];
    expect((await postMove(id, token, table.seq, move, "flood-1")).status).toBe(200);
    expect((await postMove(id, token, table.seq, move, "flood-1")).status).toBe(200);
    expect((await postMove(id, token, 0, move, "flood-2")).status).toBe(409);
    const before = await getTable(id, token);
    expectLimited(await postMove(id, token, before.seq, move, "flood-3"));
    expect((await getTable(id, token)).seq).toBe(before.seq);
    // The other seat has its own count.
    const other = tokens[1 - seat]!;
    const theirs = await getTable(id, other);
    if (theirs.legal.length > 0)
      expect((await postMove(id, other, theirs.seq, theirs.legal[0], "other-1")).status).toBe(200);
    advanceClock(61_000);
    const now = await getTable(id, token);
    if (now.legal.length > 0)
      expect((await postMove(id, token, now.seq, now.legal[0], "flood-4")).status).toBe(200);
    else expect((await postMove(id, token, now.seq, move, "flood-4")).status).not.toBe(429);
  });

  it("caps the room's own spectator sockets with close code 4029 and a reason (seats never count), and frees a place on close", async () => {
    overrideLimits({ socketsPerGame: 1 });
    const { id, tokens } = await twoPlayerGame();
    const open = (await Socket.everyReader(id, tokens)).map((h) => h.socket);
    const extra = await Socket.open(id);
    extra.send({ type: "hello" });
    const closed = await extra.closedWith();
    expect(closed.code).toBe(4029);
    expect(closed.reason).toMatch(/too many open pages/);
    expect(extra.messages[0]).toMatchObject({
      type: "error",
      error: { code: "limit/too-many-sockets" },
    });
    // A seat still gets in past the spectators' cap.
    const seat = await Socket.hello(id, tokens[0]);
    expect(seat.table.seat).toBe(0);
    // The open sockets still work; one leaves and a new one is let in.
    open[2]!.close();
    await open[2]!.closedWith();
    let again: Socket | null = null;
    for (let i = 0; i < 20 && again === null; i++) {
      const s = await Socket.open(id);
      s.send({ type: "hello" });
      const first = await Promise.race([s.next().catch(() => null), s.closedWith()]);
      if (first && "type" in first && first.type === "table") again = s;
      else await new Promise((r) => setTimeout(r, 50));
    }
    expect(again).not.toBeNull();
    for (const s of [...open, seat.socket, again!]) s.close();
  });
});

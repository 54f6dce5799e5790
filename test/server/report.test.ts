// Reporting a table: a seat (its token) or a spectator (none) reports; the room keeps a sealed
// snapshot (the names, the last 50 talk lines, the reason and words, the reporter's kind, the
// time; nothing of the game's state, so no card), copies it to the bucket under reports/ and
// mails it to OPERATOR_EMAIL through the development mailbox. Each client is limited across
// games, each seat per game and day (429 `limit/too-many` with Retry-After), and bad input is a
// clear 4xx. /status says whether reports are emailed or only kept.
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ReportResponse } from "../../src/report";
import { overrideLimits } from "../../src/server/limits/config";
import { reportKey, type StoredReport } from "../../src/server/reports";
import { sealOf } from "../../src/server/reports/snapshot";
import worker from "../../src/server/index";
import { answerOf, call, expectError, keysOf, ORIGIN, twoPlayerGame } from "./helpers";
import { inbox } from "./mail-helpers";

const OPERATOR = "test-operator-token-0123456789";
const OPERATOR_EMAIL = "operator@tavolo.test";

/** A client address of its own for each test, so the per-client limit is this test's. */
const ip = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

const report = (id: string, token: string | undefined, body: unknown, from = ip()) =>
  call<ReportResponse>("POST", `/api/games/${id}/report`, {
    token,
    body,
    headers: { "CF-Connecting-IP": from },
  });

/** The game's stored reports, as the operator looks them up. */
async function reportsOf(id: string): Promise<StoredReport[]> {
  const game = await call<{ reports: StoredReport[] }>("GET", `/api/operator/games/${id}`, {
    token: OPERATOR,
  });
  expect(game.status, game.text).toBe(200);
  return game.body.reports;
}

/** The snapshot's keys, all of them: none may carry a game's state. */
const SNAPSHOT_KEYS = new Set([
  ...["game", "gameKind", "at", "reporter", "kind", "seat", "name", "reason", "words"],
  ...["created", "seq", "over", "seats", "computer", "joined", "talkSettings", "spectators"],
  ...["muted", "talk", "id", "text", "reaction", "digest"],
]);

beforeEach(() => overrideLimits({ reportsPerHour: 0 }));
afterEach(() => overrideLimits({}));

describe("reporting a table", () => {
  it("keeps a sealed snapshot of the names and the last 50 talk lines, without a card, and mails it", async () => {
    const { id, tokens } = await twoPlayerGame();
    overrideLimits({ reportsPerHour: 0, talkPerMinute: 0 });
    for (let n = 1; n <= 55; n++) {
      const said = await call("POST", `/api/games/${id}/talk`, {
        token: tokens[n % 2]!,
        body: { text: `line ${n}` },
      });
      expect(said.status, said.text).toBe(201);
    }
    const filed = await report(id, tokens[0], { reason: "abuse", words: "  Bruno insults me " });
    expect(filed.status, filed.text).toBe(201);
    expect(filed.body).toEqual({ report: 1, at: expect.any(Number) });

    const [stored] = await reportsOf(id);
    const s = stored!.snapshot;
    expect(stored!.mailed).toBe(true);
    expect(s).toMatchObject({
      game: id,
      gameKind: "pazaak",
      at: filed.body.at,
      reporter: { kind: "seat", seat: 0, name: "Anna" },
      reason: "abuse",
      words: "Bruno insults me",
      seats: [
        { seat: 0, name: "Anna", computer: false, joined: true },
        { seat: 1, name: "Bruno", computer: false, joined: true },
      ],
      talkSettings: { spectators: false, muted: [] },
    });
    expect(s.talk.map((l) => l.text)).toEqual(
      Array.from({ length: 50 }, (_, i) => `line ${i + 6}`),
    );
    expect(s.talk[0]).toMatchObject({ seat: 0, name: "Anna" });
    // Sealed: the digest is the SHA-256 of the rest.
    const { digest, ...body } = s;
    expect(digest).toBe(await sealOf(body));
    // No hidden card: no key but the snapshot's own, and nothing of either seat's hand.
    expect([...keysOf(s)].filter((k) => !SNAPSHOT_KEYS.has(k))).toEqual([]);
    expect(JSON.stringify(s)).not.toMatch(/"(view|state|hand|deck|seed|sideDeck)"/);

    // The bucket's copy is the same snapshot.
    const copy = await env.EXPORTS.get(reportKey(s, 1));
    expect(copy).not.toBeNull();
    expect(JSON.parse(await copy!.text())).toEqual(s);

    // The operator's email, through the development mailbox.
    const mail = (await inbox(OPERATOR_EMAIL)).find((m) => m.subject.includes(id));
    expect(mail?.subject).toBe(`Tavolo: game ${id} reported (abuse)`);
    expect(mail!.text).toContain("reported by seat 1 (Anna)");
    expect(mail!.text).toContain("Their words: Bruno insults me");
    expect(mail!.text).toContain("Bruno: line 55");
    expect(mail!.text).not.toContain("line 5\n");
    expect(mail!.text).toContain(`/api/operator/games/${id}`);
    expect(mail!.text).toContain(s.digest);
  });

  it("takes a spectator's report without a token, and tells the reporter nothing else", async () => {
    const { id } = await twoPlayerGame();
    const filed = await report(id, undefined, { reason: "spam" });
    expect(filed.status, filed.text).toBe(201);
    expect(Object.keys(filed.body).sort()).toEqual(["at", "report"]);
    const [stored] = await reportsOf(id);
    expect(stored!.snapshot).toMatchObject({
      reporter: { kind: "spectator" },
      words: "",
      talk: [],
    });
  });

  it("limits each seat per game and day, and each client across games, with a clear 429", async () => {
    const { id, tokens } = await twoPlayerGame();
    for (let n = 0; n < 3; n++)
      expect((await report(id, tokens[1], { reason: "other" })).status).toBe(201);
    const fourth = expectError(
      await report(id, tokens[1], { reason: "other" }),
      429,
      "limit/too-many",
    );
    expect(fourth.error.message).toMatch(/3 times today.*try again in/);
    // The other seat may still report.
    expect((await report(id, tokens[0], { reason: "other" })).status).toBe(201);

    overrideLimits({ reportsPerHour: 2 });
    const from = ip();
    const other = await twoPlayerGame();
    expect((await report(other.id, other.tokens[0], { reason: "spam" }, from)).status).toBe(201);
    expect((await report(other.id, undefined, { reason: "spam" }, from)).status).toBe(201);
    const third = await report(other.id, other.tokens[1], { reason: "spam" }, from);
    const refused = expectError(third, 429, "limit/too-many");
    expect(refused.error.message).toContain("Too many reports from your network");
    expect(Number(third.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Refused by the Worker: the room kept nothing of it.
    expect(await reportsOf(other.id)).toHaveLength(2);
  });

  it("refuses bad input with a code and a sentence, and crashes on nothing", async () => {
    const { id, tokens } = await twoPlayerGame();
    expectError(await report(id, tokens[0], {}), 400, "input/invalid");
    expectError(await report(id, tokens[0], { reason: "boring" }), 400, "input/invalid");
    expectError(await report(id, tokens[0], { reason: "spam", words: 5 }), 400, "input/invalid");
    expectError(await report(id, tokens[0], { reason: "spam", seat: 1 }), 400, "input/invalid");
    const long = expectError(
      await report(id, tokens[0], { reason: "spam", words: "a".repeat(501) }),
      400,
      "report/invalid",
    );
    expect(long.error.message).toContain("500");
    expect((await report(id, tokens[0], { reason: "spam", words: "é".repeat(500) })).status).toBe(
      201,
    );
    expectError(
      await report(id, "not-a-seat-token-at-all-0000000", { reason: "spam" }),
      403,
      "auth/bad-token",
    );
    expectError(
      await report("nosuchgame123", undefined, { reason: "spam" }),
      404,
      "room/not-found",
    );
    const raw = await call("POST", `/api/games/${id}/report`, { raw: "{nope" });
    expectError(raw, 400, "input/malformed-json");
    expect(await reportsOf(id)).toHaveLength(1);
  });

  it("/status says whether reports are emailed or only kept", async () => {
    const status = async (extra: Record<string, string | undefined>) =>
      answerOf<{ reports: string }>(
        await worker.fetch(
          new Request(`${ORIGIN}/status`),
          { ...env, ...extra } as typeof env,
          createExecutionContext(),
        ),
      );
    expect((await status({})).body.reports).toBe("email");
    expect((await status({ OPERATOR_EMAIL: undefined })).body.reports).toBe("stored");
    const tools = async (extra: Record<string, string | undefined>) =>
      answerOf<{ reports: string; message: string }>(
        await worker.fetch(
          new Request(`${ORIGIN}/api/operator/status`, {
            headers: { Authorization: `Bearer ${OPERATOR}` },
          }),
          { ...env, ...extra } as typeof env,
          createExecutionContext(),
        ),
      );
    expect((await tools({})).body.reports).toBe("email");
    const unset = await tools({ OPERATOR_EMAIL: undefined });
    expect(unset.body).toMatchObject({ reports: "stored" });
    expect(unset.body.message).toContain("OPERATOR_EMAIL is unset");
  });
});

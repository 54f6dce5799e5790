// The Telegram Mini App in workerd: init data signed by the published algorithm with a throwaway
// bot token (valid, a field changed, another bot's token, a day old), the `startapp` values, the
// seat bound to the Telegram user (the same seat back on another device, a second claim
// refused), the token carried by a games key, and the /telegram page's framing.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type {
  ClaimSeatResponse,
  CreateGameResponse,
  Table,
  TelegramSession,
} from "../../src/protocol";
import { now } from "../../src/server/clock";
import worker from "../../src/server/index";
import { answerOf, call, createGame, expectError, ORIGIN, type Answer } from "./helpers";
import { carriedByKey } from "./keys-helpers";
import { signInitData, TEST_BOT_TOKEN } from "./telegram-sign";

const withBot = { ...env, TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN } as typeof env;

/** A request to the Worker with the Telegram bot set up (or `bindings` as given). */
async function tg<T>(
  method: string,
  path: string,
  opts: { initData?: string; body?: unknown; token?: string; bindings?: typeof env } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (method !== "GET") headers["Content-Type"] = "application/json";
  if (opts.initData !== undefined) headers["X-Telegram-Init-Data"] = opts.initData;
  if (opts.token) headers["Authorization"] = `Bearer ${opts.token}`;
  const req = new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return answerOf<T>(await worker.fetch(req, opts.bindings ?? withBot, createExecutionContext()));
}

const seconds = () => Math.floor(now() / 1000);
let nextUser = 9_000_000 + Math.floor(Math.random() * 1_000_000);
/** Init data of a fresh Telegram user, signed now. */
const userData = (extra: { startParam?: string; userId?: number } = {}) =>
  signInitData({ userId: extra.userId ?? nextUser++, authDate: seconds(), ...extra });

describe("init data", () => {
  it("answers the user of valid init data", async () => {
    const res = await tg<TelegramSession>("POST", "/api/telegram/session", {
      initData: await userData(),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ user: { name: "Tilde" }, start: null, seat: null });
  });

  it("refuses a changed field, another bot's signature, a day-old one and none", async () => {
    const good = await userData();
    const tampered = good.replace(/auth_date=\d+/, `auth_date=${seconds() - 5}`);
    const otherBot = await signInitData({
      userId: 42,
      authDate: seconds(),
      botToken: "7000000002:AAE-another-bot",
    });
    const old = await signInitData({ userId: 42, authDate: seconds() - 86_401 });
    const forged = good.replace(/%22id%22%3A\d+/, "%22id%22%3A1");
    for (const [initData, code] of [
      [tampered, "telegram/bad-init-data"],
      [forged, "telegram/bad-init-data"],
      [otherBot, "telegram/bad-init-data"],
      [old, "telegram/expired"],
      ["hash=00", "telegram/bad-init-data"],
      ["", "telegram/bad-init-data"],
    ] as const)
      expectError(await tg("POST", "/api/telegram/session", { initData }), 403, code);
    expectError(await tg("POST", "/api/telegram/session"), 403, "telegram/bad-init-data");
  });

  it("says the server is not set up without a bot token, and crashes nothing", async () => {
    const answer = await tg("POST", "/api/telegram/session", {
      initData: await userData(),
      bindings: env,
    });
    const error = expectError(answer, 503, "telegram/not-configured");
    expect(error.error.message).toMatch(/not set up/);
  });
});

describe("startapp and bound seats", () => {
  it("opens the game of g_<id>; the creator's seat comes back on any device", async () => {
    const userId = nextUser++;
    const initData = await userData({ userId });
    const created = await tg<CreateGameResponse>("POST", "/api/games", {
      initData,
      body: { game: "pazaak", name: "Tilde" },
    });
    expect(created.status, created.text).toBe(201);
    // Another device: new init data, signed later, for the same user and the game's link.
    const later = await signInitData({
      userId,
      authDate: seconds() + 1,
      startParam: `g_${created.body.id}`,
    });
    const session = await tg<TelegramSession>("POST", "/api/telegram/session", {
      initData: later,
    });
    expect(session.body.start).toEqual({ id: created.body.id });
    expect(session.body.seat).toEqual({ game: "pazaak", seat: 0, token: created.body.token });
    // Someone else opening the same link gets the game and no seat.
    const stranger = await tg<TelegramSession>("POST", "/api/telegram/session", {
      initData: await userData({ startParam: `g_${created.body.id}` }),
    });
    expect(stranger.body.start).toEqual({ id: created.body.id });
    expect(stranger.body.seat).toBeNull();
  });

  it("j_<id>_<invite> names the seat's invite; the claimed seat is bound and unique", async () => {
    const created = await createGame({ game: "pazaak", name: "Anna" });
    const invite = created.invites[0]!.invite;
    const userId = nextUser++;
    const start = `j_${created.id}_${invite}`;
    const session = await tg<TelegramSession>("POST", "/api/telegram/session", {
      initData: await userData({ userId, startParam: start }),
    });
    expect(session.body.start).toEqual({ id: created.id, invite });
    expect(session.body.seat).toBeNull();
    const claimed = await tg<ClaimSeatResponse>("POST", `/api/games/${created.id}/join`, {
      initData: await userData({ userId }),
      body: { invite, name: "Tilde" },
    });
    expect(claimed.status, claimed.text).toBe(200);
    const again = await tg<TelegramSession>("POST", "/api/telegram/session", {
      initData: await userData({ userId, startParam: `g_${created.id}` }),
    });
    expect(again.body.seat).toEqual({ game: "pazaak", seat: 1, token: claimed.body.token });
    // The bound token is an ordinary seat token: the web reads the table with it.
    const table = await call<Table>("GET", `/api/games/${created.id}`, {
      token: claimed.body.token,
    });
    expect(table.body.seat).toBe(1);
  });

  it("a Telegram user holds one seat of a game; unknown or malformed start values open nothing", async () => {
    const created = await createGame({ game: "mattazza", seats: 3, name: "Anna" });
    const userId = nextUser++;
    const [a, b] = created.invites;
    const first = await tg("POST", `/api/games/${created.id}/join`, {
      initData: await userData({ userId }),
      body: { invite: a!.invite, name: "Tilde" },
    });
    expect(first.status, first.text).toBe(200);
    expectError(
      await tg("POST", `/api/games/${created.id}/join`, {
        initData: await userData({ userId }),
        body: { invite: b!.invite, name: "Tilde" },
      }),
      409,
      "room/already-seated",
    );
    for (const startParam of [
      "g_AAAAAAAAAAAAAAAA",
      "g_short",
      "x_" + created.id,
      "g_" + "!".repeat(16),
    ]) {
      const s = await tg<TelegramSession>("POST", "/api/telegram/session", {
        initData: await userData({ startParam }),
      });
      expect(s.status, startParam).toBe(200);
      expect(s.body.start, startParam).toBeNull();
    }
  });

  it("a claim with bad init data takes no seat", async () => {
    const created = await createGame({ game: "pazaak", name: "Anna" });
    const invite = created.invites[0]!.invite;
    const bad = (await userData()).replace(/hash=[0-9a-f]+/, "hash=" + "0".repeat(64));
    expectError(
      await tg("POST", `/api/games/${created.id}/join`, {
        initData: bad,
        body: { invite, name: "Tilde" },
      }),
      403,
      "telegram/bad-init-data",
    );
    // The invite still works.
    const claimed = await call("POST", `/api/games/${created.id}/join`, {
      body: { invite, name: "Bruno" },
    });
    expect(claimed.status, claimed.text).toBe(200);
  });
});

describe("portability through the games key", () => {
  it("a key stores a Telegram seat's token; a web device reading it plays that seat", async () => {
    const initData = await userData();
    const created = await tg<CreateGameResponse>("POST", "/api/games", {
      initData,
      body: { game: "pazaak", name: "Tilde" },
    });
    const entry = await carriedByKey(created.body);
    const table = await call<Table>("GET", `/api/games/${entry.id}`, { token: entry.token });
    expect(table.status, table.text).toBe(200);
    expect(table.body.seat).toBe(0);
  });

  it("a web seat brought in by a key stays as it is: Telegram does not rebind it", async () => {
    const created = await createGame({ game: "pazaak", name: "Anna" });
    const session = await tg<TelegramSession>("POST", "/api/telegram/session", {
      initData: await userData({ startParam: `g_${created.id}` }),
    });
    expect(session.body.seat).toBeNull();
    const table = await call<Table>("GET", `/api/games/${created.id}`, { token: created.token });
    expect(table.body.seat).toBe(0);
  });
});

describe("a web seat opened inside Telegram", () => {
  it("plays with its own token beside the init data, and is not rebound", async () => {
    const created = await createGame({ game: "pazaak", name: "Anna" });
    const table = await tg<Table>("GET", `/api/games/${created.id}`, {
      initData: await userData(),
      token: created.token,
    });
    expect(table.status, table.text).toBe(200);
    expect(table.body.seat).toBe(0);
  });
});

describe("the /telegram page", () => {
  it("is the app's shell with Telegram's script, framable by Telegram Web only", async () => {
    const res = await worker.fetch(
      new Request(`${ORIGIN}/telegram`),
      withBot,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-ancestors https://web.telegram.org");
    expect(csp).toContain("script-src 'self' https://telegram.org/js/telegram-web-app.js");
    expect(res.headers.get("X-Frame-Options")).toBeNull();
    const html = await res.text();
    expect(html).toContain('<script src="https://telegram.org/js/telegram-web-app.js"></script>');
    // Every other page keeps its own rule.
    const home = await worker.fetch(new Request(`${ORIGIN}/`), withBot, createExecutionContext());
    expect(home.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(home.headers.get("X-Frame-Options")).toBe("DENY");
    await home.text();
  });
});

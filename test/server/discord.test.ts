// The Discord Activity in workerd, without Discord: requests signed as Discord's proxy signs
// them, with a key pair generated here (valid in base64 and hex; expired, too old, from another
// key, another application, changed, replayed, missing), the pass the first request earns, the
// game of an activity instance (the first user creates it, later users take its free seats, the
// same user gets the same seat on another device), the seats' portability to and from the web
// through a games key, the /discord page's framing and `/` with Discord's launch parameters.
import { createExecutionContext, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  ClaimSeatResponse,
  CreateGameResponse,
  DiscordSession,
  Table,
} from "../../src/protocol";
import { now } from "../../src/server/clock";
import worker from "../../src/server/index";
import { checkConfig } from "../../src/server/routes/config-check";
import { answerOf, call, createGame, expectError, ORIGIN, type Answer } from "./helpers";
import { carriedByKey } from "./keys-helpers";
import {
  freshKey,
  signProxy,
  TEST_DISCORD_APP_ID,
  TEST_DISCORD_SECRET,
  type SigningKey,
} from "./discord-sign";

let key: SigningKey;
let withDiscord: typeof env;

beforeAll(async () => {
  key = await freshKey();
  withDiscord = {
    ...env,
    DISCORD_APPLICATION_ID: TEST_DISCORD_APP_ID,
    DISCORD_PUBLIC_KEY: key.publicHex,
    DISCORD_SEAT_SECRET: TEST_DISCORD_SECRET,
  } as typeof env;
});

/** A request to the Worker with the Discord Activity set up (or `bindings` as given). */
async function dc<T>(
  method: string,
  path: string,
  opts: {
    headers?: Record<string, string>;
    pass?: string;
    body?: unknown;
    token?: string;
    bindings?: typeof env;
  } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (method !== "GET") headers["Content-Type"] = "application/json";
  if (opts.pass) headers["X-Discord-Pass"] = opts.pass;
  if (opts.token) headers["Authorization"] = `Bearer ${opts.token}`;
  const req = new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return answerOf<T>(
    await worker.fetch(req, opts.bindings ?? withDiscord, createExecutionContext()),
  );
}

const seconds = () => Math.floor(now() / 1000);
let nextUser = 1_000_000_000 + Math.floor(Math.random() * 1e9);
const newUser = () => String(nextUser++);
const newInstance = () => `i-${crypto.randomUUID().replace(/-/g, "")}-gc-1-2`;

// The proxy's payload has no nonce: two requests of one user signed in the same second are
// the same bytes, which the replay guard refuses. Each of the tests' sessions is dated at
// least a second after the one before (a few seconds ahead at most, within the allowed skew).
let last = 0;
const stamp = () => (last = Math.max(seconds(), last + 1));

/** A session for `userId` in `instance`, signed (about) now. */
async function session(userId: string, instance: string): Promise<Answer<DiscordSession>> {
  return dc<DiscordSession>("POST", "/api/discord/session", {
    headers: await signProxy({ userId, createdAt: stamp(), key }),
    body: { instance },
  });
}

describe("the proxy's signed headers", () => {
  it("a valid signature, base64 or hex, earns a pass and names the instance's game", async () => {
    const instance = newInstance();
    const first = await session(newUser(), instance);
    expect(first.status, first.text).toBe(200);
    expect(first.body.game).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      exists: false,
      kind: null,
    });
    expect(first.body.seat).toBeNull();
    expect(first.body.pass).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const hex = await dc<DiscordSession>("POST", "/api/discord/session", {
      headers: await signProxy({ userId: newUser(), createdAt: seconds(), key, encoding: "hex" }),
      body: { instance },
    });
    expect(hex.status, hex.text).toBe(200);
    expect(hex.body.game.id).toBe(first.body.game.id);
  });

  it("refuses expired, too old, another key's, another app's, changed and missing", async () => {
    const other = await freshKey();
    const s = seconds();
    const good = await signProxy({ userId: newUser(), createdAt: s, key });
    const changed = {
      ...good,
      "X-Discord-Proxy-Payload": btoa(
        atob(good["X-Discord-Proxy-Payload"]!).replace(/"user_id":"\d+"/, '"user_id":"42"'),
      ),
    };
    const cases: [Record<string, string>, number, string][] = [
      [
        await signProxy({ userId: newUser(), createdAt: s - 100, expiresAt: s - 1, key }),
        401,
        "discord/expired",
      ],
      [
        await signProxy({ userId: newUser(), createdAt: s - 301, expiresAt: s + 900, key }),
        401,
        "discord/expired",
      ],
      [
        await signProxy({ userId: newUser(), createdAt: s, key: other }),
        401,
        "discord/bad-signature",
      ],
      [
        await signProxy({ userId: newUser(), createdAt: s, key, applicationId: "99" }),
        401,
        "discord/bad-signature",
      ],
      [
        await signProxy({ userId: newUser(), createdAt: s + 600, key }),
        401,
        "discord/bad-signature",
      ],
      [changed, 401, "discord/bad-signature"],
      [{ ...good, "X-Signature-Timestamp": String(s - 1) }, 401, "discord/bad-signature"],
      [{ ...good, "X-Signature-Ed25519": "not a signature" }, 401, "discord/bad-signature"],
      [{ ...good, "X-Discord-Proxy-Payload": "%%%" }, 401, "discord/bad-signature"],
      [{ "X-Signature-Timestamp": String(s) }, 401, "discord/not-signed"],
      [{}, 401, "discord/not-signed"],
    ];
    for (const [headers, status, code] of cases)
      expectError(
        await dc("POST", "/api/discord/session", { headers, body: { instance: newInstance() } }),
        status,
        code,
      );
  });

  it("refuses a replay of the same signed request", async () => {
    const headers = await signProxy({ userId: newUser(), createdAt: seconds(), key });
    const instance = newInstance();
    const first = await dc("POST", "/api/discord/session", { headers, body: { instance } });
    expect(first.status, first.text).toBe(200);
    const again = await dc("POST", "/api/discord/session", { headers, body: { instance } });
    expectError(again, 401, "discord/replayed");
    // Re-encoded (hex instead of base64), the same payload is still the same request.
    const sig = atob(headers["X-Signature-Ed25519"]!);
    const hex = [...sig].map((ch) => ch.charCodeAt(0).toString(16).padStart(2, "0")).join("");
    expectError(
      await dc("POST", "/api/discord/session", {
        headers: { ...headers, "X-Signature-Ed25519": hex },
        body: { instance },
      }),
      401,
      "discord/replayed",
    );
  });

  it("says the server is not set up without its key and secret, and checks its input", async () => {
    const headers = await signProxy({ userId: newUser(), createdAt: seconds(), key });
    const error = expectError(
      await dc("POST", "/api/discord/session", {
        headers,
        body: { instance: "i-1" },
        bindings: env,
      }),
      503,
      "discord/not-configured",
    );
    expect(error.error.message).toMatch(/not set up/);
    for (const body of [{}, { instance: "" }, { instance: "a/b" }, { instance: "i", x: 1 }])
      expectError(
        await dc("POST", "/api/discord/session", { headers, body }),
        400,
        "input/invalid",
      );
  });
});

describe("the instance's game and its seats", () => {
  it("the first user creates the instance's game; later users take its free seats", async () => {
    const instance = newInstance();
    const [anna, bruno, carla] = [newUser(), newUser(), newUser()];
    const a = await session(anna, instance);
    const created = await dc<CreateGameResponse>("POST", "/api/games", {
      pass: a.body.pass,
      body: { game: "mattazza", seats: 3, name: "Anna" },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.id).toBe(a.body.game.id);
    // A second creation in the same instance finds the game there.
    expectError(
      await dc("POST", "/api/games", { pass: a.body.pass, body: { game: "pazaak", name: "A" } }),
      409,
      "room/exists",
    );
    const b = await session(bruno, instance);
    expect(b.body.game).toEqual({ id: created.body.id, exists: true, kind: "mattazza" });
    expect(b.body.seat).toBeNull();
    const seated = await dc<ClaimSeatResponse>("POST", "/api/discord/seat", {
      pass: b.body.pass,
      body: { name: "Bruno" },
    });
    expect(seated.status, seated.text).toBe(200);
    expect(seated.body.seat).toBe(1);
    expectError(
      await dc("POST", "/api/discord/seat", { pass: b.body.pass, body: { name: "Bruno" } }),
      409,
      "room/already-seated",
    );
    const c = await session(carla, instance);
    const third = await dc<ClaimSeatResponse>("POST", "/api/discord/seat", {
      pass: c.body.pass,
      body: { name: "Carla" },
    });
    expect(third.body.seat).toBe(2);
    expectError(
      await dc("POST", "/api/discord/seat", {
        pass: (await session(newUser(), instance)).body.pass,
        body: { name: "Dario" },
      }),
      409,
      "discord/no-free-seat",
    );
    // Bruno on another device: a new signed request, the same seat and token back.
    const again = await session(bruno, instance);
    expect(again.body.seat).toEqual({ game: "mattazza", seat: 1, token: seated.body.token });
    // The pass of this visit opens it too (a page reloaded inside Discord).
    const reload = await dc<DiscordSession>("POST", "/api/discord/session", {
      pass: again.body.pass,
      body: { instance },
    });
    expect(reload.body.seat?.token).toBe(seated.body.token);
    // The creator's seat is bound the same way.
    expect((await session(anna, instance)).body.seat?.token).toBe(created.body.token);
  });

  it("another instance is another game; a pass opens only its own instance", async () => {
    const user = newUser();
    const one = await session(user, newInstance());
    const otherInstance = newInstance();
    const two = await session(user, otherInstance);
    expect(two.body.game.id).not.toBe(one.body.game.id);
    expectError(
      await dc("POST", "/api/discord/session", {
        pass: one.body.pass,
        body: { instance: otherInstance },
      }),
      401,
      "discord/bad-pass",
    );
  });

  it("refuses a seat without a game, without a pass, or with a forged one", async () => {
    const s = await session(newUser(), newInstance());
    expectError(
      await dc("POST", "/api/discord/seat", { pass: s.body.pass, body: { name: "Ada" } }),
      404,
      "discord/no-game",
    );
    expectError(
      await dc("POST", "/api/discord/seat", { body: { name: "Ada" } }),
      401,
      "discord/bad-pass",
    );
    const [body] = s.body.pass.split(".");
    for (const pass of [`${body}.AAAA`, "x", `${body}.${body}.x`])
      expectError(
        await dc("POST", "/api/discord/seat", { pass, body: { name: "Ada" } }),
        401,
        "discord/bad-pass",
      );
    // A forged pass takes no seat on the ordinary routes either.
    const created = await createGame({ game: "pazaak", name: "Anna" });
    expectError(
      await dc("POST", `/api/games/${created.id}/join`, {
        pass: `${body}.AAAA`,
        body: { invite: created.invites[0]!.invite, name: "Ada" },
      }),
      401,
      "discord/bad-pass",
    );
  });
});

describe("portability through the games key", () => {
  it("a Discord seat's token, carried by a games key, plays on the web", async () => {
    const instance = newInstance();
    const s = await session(newUser(), instance);
    const created = await dc<CreateGameResponse>("POST", "/api/games", {
      pass: s.body.pass,
      body: { game: "pazaak", name: "Tilde" },
    });
    const entry = await carriedByKey(created.body);
    const table = await call<Table>("GET", `/api/games/${entry.id}`, { token: entry.token });
    expect(table.status, table.text).toBe(200);
    expect(table.body.seat).toBe(0);
  });

  it("a web seat opened inside Discord stays the web's: its token plays beside the pass", async () => {
    const created = await createGame({ game: "pazaak", name: "Anna" });
    const s = await session(newUser(), newInstance());
    const table = await dc<Table>("GET", `/api/games/${created.id}`, {
      pass: s.body.pass,
      token: created.token,
    });
    expect(table.status, table.text).toBe(200);
    expect(table.body.seat).toBe(0);
  });
});

describe("the /discord page and the configuration", () => {
  it("is the app's shell with the application's id, framable by Discord only", async () => {
    const res = await worker.fetch(
      new Request(`${ORIGIN}/discord`),
      withDiscord,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain(
      "frame-ancestors https://discord.com https://*.discord.com https://*.discordsays.com",
    );
    expect(csp).toContain("script-src 'self';");
    expect(res.headers.get("X-Frame-Options")).toBeNull();
    expect(await res.text()).toContain(
      `<meta name="discord-client-id" content="${TEST_DISCORD_APP_ID}">`,
    );
    // Every other page keeps its own rule, Telegram's included.
    for (const path of ["/", "/g/AAAAAAAAAAAAAAAA", "/privacy"]) {
      const page = await worker.fetch(
        new Request(`${ORIGIN}${path}`),
        withDiscord,
        createExecutionContext(),
      );
      expect(page.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
      expect(page.headers.get("X-Frame-Options"), path).toBe("DENY");
      await page.text();
    }
    const tg = await worker.fetch(
      new Request(`${ORIGIN}/telegram`),
      withDiscord,
      createExecutionContext(),
    );
    expect(tg.headers.get("Content-Security-Policy")).toMatch(
      /frame-ancestors https:\/\/web\.telegram\.org$/,
    );
    await tg.text();
  });

  it("sends `/` with Discord's launch parameters to /discord, and only then", async () => {
    const query = "?instance_id=i-1-gc-2-3&frame_id=abc&platform=desktop";
    const launch = await worker.fetch(
      new Request(`${ORIGIN}/${query}`, { redirect: "manual" }),
      withDiscord,
      createExecutionContext(),
    );
    expect(launch.status).toBe(302);
    expect(launch.headers.get("Location")).toBe(`/discord${query}`);
    const home = await worker.fetch(
      new Request(`${ORIGIN}/?frame_id=abc`),
      withDiscord,
      createExecutionContext(),
    );
    expect(home.status).toBe(200);
    await home.text();
  });

  it("/api/chat-links names the apps the operator set up, and nothing otherwise", async () => {
    const none = await dc<{ telegram: string | null; discord: boolean }>("GET", "/api/chat-links", {
      bindings: env,
    });
    expect(none.body).toEqual({ telegram: null, discord: false });
    const some = await dc("GET", "/api/chat-links", {
      bindings: {
        ...withDiscord,
        TELEGRAM_BOT_USERNAME: "@tavolo_bot",
        TELEGRAM_APP_NAME: "play",
      } as typeof env,
    });
    expect(some.body).toEqual({ telegram: "https://t.me/tavolo_bot/play", discord: true });
    const half = await dc("GET", "/api/chat-links", {
      bindings: {
        ...env,
        TELEGRAM_BOT_USERNAME: "tavolo_bot",
        DISCORD_APPLICATION_ID: "1",
      } as typeof env,
    });
    expect(half.body).toEqual({ telegram: null, discord: false });
  });

  it("the configuration check names a half-set chat app's missing variable", async () => {
    const codes = (e: typeof env) =>
      checkConfig(e, "https://play.example.com/").problems.map((p) => p.code);
    expect(codes(withDiscord).filter((c) => /telegram|discord/.test(c))).toEqual([]);
    expect(codes(env).filter((c) => /telegram|discord/.test(c))).toEqual([]);
    const half = {
      ...env,
      DISCORD_APPLICATION_ID: TEST_DISCORD_APP_ID,
      DISCORD_PUBLIC_KEY: "abc",
      TELEGRAM_APP_NAME: "play",
    } as typeof env;
    expect(codes(half)).toEqual(
      expect.arrayContaining([
        "config/discord-public-key",
        "config/discord-secret",
        "config/telegram-link",
      ]),
    );
    expect(codes(half)).not.toContain("config/discord-application");
    for (const p of checkConfig(half, "https://play.example.com/").problems)
      expect(p.message).toMatch(/\.$/);
  });
});

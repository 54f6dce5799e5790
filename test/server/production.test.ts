// The deployed configuration, in workerd: requests to a public host (as Cloudflare delivers
// them, with CF-Connecting-IP) and the variables of a deployed environment (no DEV_* switch, no
// ORIGINS, a real sender, a VAPID pair as `npm run vapid-keys` prints it). With PUBLIC_URL set,
// create → join → move works and /status is ready; without it, creating answers 421 and /status
// names what is missing; DEV_* switches left on are reported, and their routes stay closed off
// this machine whatever the variables say; health-check paths answer the JSON 404.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ClaimSeatResponse, CreateGameResponse, Table } from "../../src/protocol";
import worker from "../../src/server/index";
import { toB64url as b64url } from "../../src/server/b64";

const HOST = "https://tavolo-production.tavolo-ops.workers.dev";
const PUBLIC_URL = "https://playtavolo.net";

/** A VAPID pair made as scripts/vapid-keys.mjs makes it: raw public point, JWK `d`. */
async function vapidPair(): Promise<{ VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string }> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const pub = (await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  return { VAPID_PUBLIC_KEY: b64url(pub), VAPID_PRIVATE_KEY: jwk.d! };
}

/** The test bindings as a deployed environment has them (wrangler.toml, deploy/example.env). */
async function deployed(extra: Record<string, string | undefined> = {}): Promise<typeof env> {
  return {
    ...env,
    DEV_MAILBOX: undefined,
    DEV_OUTBOX: undefined,
    DEV_BENCH: undefined,
    ORIGINS: undefined,
    MAIL_FROM: "tavolo@playtavolo.net",
    LIMIT_GAMES_PER_HOUR: "30",
    LIMIT_SEATS_PER_HOUR: "60",
    LIMIT_MOVES_PER_MINUTE: "120",
    ...(await vapidPair()),
    ...extra,
  } as unknown as typeof env;
}

interface Report {
  ok: boolean;
  room: { ok: boolean; ms: number };
  mail: { transport: string | null; replies: boolean };
  push: { configured: boolean; keys: string | null };
  publicUrl: string | null;
  links: string;
  switches: Record<string, boolean>;
  problems: { code: string; severity: string; message: string }[];
}

/** One request to `url` as Cloudflare delivers it (from a visitor's address), JSON answered. */
async function send<T>(
  e: typeof env,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; ip?: string | null } = {},
): Promise<{ status: number; body: T; text: string }> {
  const headers: Record<string, string> = {};
  if (options.ip !== null) headers["CF-Connecting-IP"] = options.ip ?? "203.0.113.7";
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers["Authorization"] = `Bearer ${options.token}`;
  const request = new Request(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const res = await worker.fetch(request, e, createExecutionContext());
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body: body as T, text };
}

describe("the production configuration on a public host", () => {
  it("with PUBLIC_URL: /status is ready, and create → join → move works with links on it", async () => {
    const e = await deployed({ PUBLIC_URL });
    const status = await send<Report>(e, "GET", `${HOST}/status`);
    expect(status.status, status.text).toBe(200);
    expect(status.body).toMatchObject({
      ok: true,
      room: { ok: true },
      mail: { transport: "send_email", replies: false },
      push: { configured: true, keys: "secrets" },
      publicUrl: PUBLIC_URL,
      links: "public-url",
      switches: { DEV_MAILBOX: false, DEV_OUTBOX: false, DEV_BENCH: false },
      problems: [],
    });
    // Served on workers.dev, links go to the public URL all the same.
    const created = await send<CreateGameResponse>(e, "POST", `${HOST}/api/games`, {
      body: { game: "pazaak", name: "Anna" },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.links.you.startsWith(`${PUBLIC_URL}/g/${created.body.id}#`)).toBe(true);
    const { id, token } = created.body;
    const joined = await send<ClaimSeatResponse>(e, "POST", `${PUBLIC_URL}/api/games/${id}/join`, {
      body: { invite: created.body.invites[0]!.invite, name: "Bruno" },
      ip: "198.51.100.4",
    });
    expect(joined.status, joined.text).toBe(200);
    const tokens = [token, joined.body.token];
    const table = await send<Table>(e, "GET", `${PUBLIC_URL}/api/games/${id}`);
    const seat = table.body.toAct[0]!;
    const mine = await send<Table>(e, "GET", `${PUBLIC_URL}/api/games/${id}`, {
      token: tokens[seat],
    });
    const moved = await send<Table>(e, "POST", `${PUBLIC_URL}/api/games/${id}/moves`, {
      token: tokens[seat],
      body: { seq: mine.body.seq, moveId: "first", move: mine.body.legal[0] },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.seq).toBe(mine.body.seq + 1);
  });

  it("without PUBLIC_URL: creating answers 421 and /status (503) names what is missing", async () => {
    const e = await deployed({ MAIL_FROM: undefined, VAPID_PUBLIC_KEY: undefined });
    const created = await send<{ error: { code: string } }>(e, "POST", `${HOST}/api/games`, {
      body: { game: "pazaak", name: "Anna" },
    });
    expect(created.status).toBe(421);
    expect(created.body.error.code).toBe("http/unknown-host");
    const status = await send<Report>(e, "GET", `${HOST}/status`);
    expect(status.status).toBe(503);
    expect(status.body.ok).toBe(false);
    expect(status.body.links).toBe("refused");
    const codes = status.body.problems.map((p) => `${p.severity} ${p.code}`);
    expect(codes).toEqual([
      "error config/no-public-url",
      "error config/no-mail-from",
      "error config/no-push-keys",
    ]);
    for (const p of status.body.problems) expect(p.message).toMatch(/\.$/);
    expect(status.body.problems[0]!.message).toContain("PUBLIC_URL");
    // Malformed keys are named as such.
    const bad = await send<Report>(
      await deployed({ PUBLIC_URL, VAPID_PRIVATE_KEY: "short" }),
      "GET",
      `${HOST}/status`,
    );
    expect(bad.status).toBe(503);
    expect(bad.body.problems).toEqual([
      expect.objectContaining({
        code: "config/no-push-keys",
        message: expect.stringMatching(/malformed/),
      }),
    ]);
  });

  it("a DEV_* switch left on a public host makes /status 503, and its routes stay closed", async () => {
    const e = await deployed({ PUBLIC_URL, DEV_MAILBOX: "on", DEV_OUTBOX: "on", DEV_BENCH: "on" });
    const status = await send<Report>(e, "GET", `${PUBLIC_URL}/status`);
    expect(status.status).toBe(503);
    expect(status.body.switches).toEqual({ DEV_MAILBOX: true, DEV_OUTBOX: true, DEV_BENCH: true });
    expect(status.body.problems.map((p) => p.code)).toEqual(["config/dev-switch"]);
    expect(status.body.problems[0]!.message).toContain("DEV_MAILBOX, DEV_OUTBOX, DEV_BENCH");
    const paths = [
      "/dev/mail",
      "/dev/mail/1",
      "/dev/outbox",
      "/api/dev/rooms/AAAAAAAAAAAAAAAA/meter",
    ];
    for (const path of paths) {
      // A public host, from anywhere; and even a loopback name when the runtime says the
      // visitor is elsewhere (a forged Host header).
      for (const [url, ip] of [
        [`${PUBLIC_URL}${path}`, "203.0.113.7"],
        [`${PUBLIC_URL}${path}`, "127.0.0.1"],
        [`http://127.0.0.1:8787${path}`, "203.0.113.7"],
        [`http://localhost${path}`, "2001:db8::1"],
      ] as const) {
        const res = await send<{ error: { code: string } }>(e, "GET", url, { ip });
        expect({ url, ip, status: res.status }).toEqual({ url, ip, status: 404 });
        expect(res.body.error.code).toBe("http/not-found");
      }
    }
    // On this machine they answer (wrangler dev sets CF-Connecting-IP to the loopback address).
    for (const ip of [null, "127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const res = await send(e, "GET", `http://127.0.0.1:8787/dev/outbox`, { ip });
      expect({ ip, status: res.status }).toEqual({ ip, status: 200 });
    }
    expect((await send(e, "GET", "http://localhost:8787/dev/mail", { ip: null })).status).toBe(200);
    expect((await send(e, "GET", "http://[::1]:8787/dev/mail", { ip: "::1" })).status).toBe(200);
  });

  it("health-check paths and unknown API paths answer the JSON 404, never the page", async () => {
    const e = await deployed({ PUBLIC_URL });
    for (const path of [
      "/health",
      "/healthz",
      "/readyz",
      "/livez",
      "/ping",
      "/metrics",
      "/api/x",
    ]) {
      const res = await send<{ error: { code: string; message: string } }>(
        e,
        "GET",
        `${PUBLIC_URL}${path}`,
      );
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.body.error.code).toBe("http/not-found");
    }
  });

  it("on this machine (npm start) the development switches are fine and /status is ready", async () => {
    const local = await send<Report>(env, "GET", "http://127.0.0.1:8787/status", { ip: null });
    expect(local.status, local.text).toBe(200);
    expect(local.body).toMatchObject({
      ok: true,
      mail: { transport: "dev-mailbox", replies: true },
      push: { configured: true, keys: "dev-outbox" },
      links: "request-origin",
    });
    expect(local.body.problems.filter((p) => p.severity === "error")).toEqual([]);
  });
});

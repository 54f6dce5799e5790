/**
 * The development outbox: a Durable Object (one instance, "dev") that takes the place of the
 * network for Web Push and chat webhooks when `DEV_OUTBOX` is "on" (`npm start`, the tests).
 * Every request the server would have sent is kept (newest first, at /dev/outbox and for the
 * tests, which decrypt the push bodies), and answered 201 unless an answer was set for its URL
 * (to try a push service's 410 or a webhook's 500). It also keeps the development VAPID key
 * pair, which push/keys.ts generates the first time it asks. In production the variable is
 * unset: nothing reaches it. It knows nothing of push: bodies and keys are opaque to it.
 */
import { DurableObject } from "cloudflare:workers";
import { now } from "../clock";
import type { Env } from "../env";

/** How many requests the outbox keeps (the oldest go first). */
const KEEP = 500;

/** An outgoing request, as the sender built it. */
export interface OutboundRequest {
  url: string;
  headers: Record<string, string>;
  /** The body: text for webhooks, base64url for push (encrypted bytes). */
  body: string;
}

/** A kept request with its number, time and the status it was answered. */
export interface KeptRequest extends OutboundRequest {
  id: number;
  at: number;
  status: number;
}

interface Row extends Record<string, SqlStorageValue> {
  id: number;
  at: number;
  url: string;
  headers: string;
  body: string;
  status: number;
}

/** The development outbox Durable Object. */
export class DevOutbox extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    sql.exec(`CREATE TABLE IF NOT EXISTS sent (
      id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, url TEXT NOT NULL,
      headers TEXT NOT NULL, body TEXT NOT NULL, status INTEGER NOT NULL)`);
    sql.exec("CREATE TABLE IF NOT EXISTS answers (url TEXT PRIMARY KEY, status INTEGER NOT NULL)");
    sql.exec("CREATE TABLE IF NOT EXISTS vapid (id INTEGER PRIMARY KEY, jwk TEXT NOT NULL)");
  }

  /** Keeps one request and answers the status set for its URL (201 by default). */
  async deliver(req: OutboundRequest): Promise<number> {
    const sql = this.ctx.storage.sql;
    const set = sql
      .exec<{ status: number }>("SELECT status FROM answers WHERE url = ?", req.url)
      .toArray()[0];
    const status = set?.status ?? 201;
    sql.exec(
      "INSERT INTO sent (at, url, headers, body, status) VALUES (?, ?, ?, ?, ?)",
      now(),
      req.url,
      JSON.stringify(req.headers),
      req.body,
      status,
    );
    sql.exec("DELETE FROM sent WHERE id <= (SELECT max(id) FROM sent) - ?", KEEP);
    return status;
  }

  /** Makes requests to `url` answer `status` from now on (null: back to 201). */
  async answer(url: string, status: number | null): Promise<void> {
    if (status === null) this.ctx.storage.sql.exec("DELETE FROM answers WHERE url = ?", url);
    else
      this.ctx.storage.sql.exec(
        "INSERT OR REPLACE INTO answers (url, status) VALUES (?, ?)",
        url,
        status,
      );
  }

  /** Kept requests, newest first; only those to `url` when given. */
  async list(url?: string): Promise<KeptRequest[]> {
    const sql = this.ctx.storage.sql;
    const rows =
      url === undefined
        ? sql.exec<Row>("SELECT * FROM sent ORDER BY id DESC LIMIT 100").toArray()
        : sql.exec<Row>("SELECT * FROM sent WHERE url = ? ORDER BY id DESC", url).toArray();
    return rows.map((r) => ({
      id: r.id,
      at: r.at,
      url: r.url,
      headers: JSON.parse(r.headers) as Record<string, string>,
      body: r.body,
      status: r.status,
    }));
  }

  /** The development VAPID private key (a JWK) it keeps, or null before the first. */
  async vapidJwk(): Promise<JsonWebKey | null> {
    const row = this.ctx.storage.sql
      .exec<{ jwk: string }>("SELECT jwk FROM vapid WHERE id = 0")
      .toArray()[0];
    return row ? (JSON.parse(row.jwk) as JsonWebKey) : null;
  }

  /**
   * Keeps `jwk` as the development VAPID key unless one is kept already (another request got
   * there first), and answers the one kept: one pair, always.
   */
  async keepVapidJwk(jwk: JsonWebKey): Promise<JsonWebKey> {
    const sql = this.ctx.storage.sql;
    sql.exec("INSERT OR IGNORE INTO vapid (id, jwk) VALUES (0, ?)", JSON.stringify(jwk));
    const kept = sql.exec<{ jwk: string }>("SELECT jwk FROM vapid WHERE id = 0").one();
    return JSON.parse(kept.jwk) as JsonWebKey;
  }
}

/** Whether the development outbox replaces the network. */
export function outboxOn(env: Env): boolean {
  return env.DEV_OUTBOX === "on";
}

/** The one development outbox. */
export function devOutbox(env: Env): DurableObjectStub<DevOutbox> {
  return env.OUTBOX.get(env.OUTBOX.idFromName("dev"));
}

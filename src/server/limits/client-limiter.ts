/**
 * ClientLimiter: one small Durable Object per (kind of action, client address), a token
 * bucket. It holds `capacity` tokens that refill evenly over an hour; each action takes one;
 * an empty bucket answers how many seconds until the next token. Being the single writer for
 * its key, it counts without races however many requests arrive at once. When the bucket is
 * full again it deletes its storage, so a client that stopped leaves nothing behind.
 */
import { DurableObject } from "cloudflare:workers";
import { now } from "../clock";
import type { Env } from "../env";

/** What `take` answers: allowed, or refused with the seconds to wait. */
export type Taken = { ok: true } | { ok: false; retryAfter: number };

interface Bucket {
  tokens: number;
  at: number;
}

/** The ClientLimiter Durable Object. */
export class ClientLimiter extends DurableObject<Env> {
  /** Takes one token from a bucket of `capacity` per `windowMs`. */
  async take(capacity: number, windowMs: number): Promise<Taken> {
    const kv = this.ctx.storage.kv;
    const at = now();
    const perMs = capacity / windowMs;
    const last = kv.get<Bucket>("bucket");
    const tokens = last
      ? Math.min(capacity, last.tokens + Math.max(0, at - last.at) * perMs)
      : capacity;
    if (tokens < 1)
      return { ok: false, retryAfter: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
    kv.put("bucket", { tokens: tokens - 1, at } satisfies Bucket);
    // Full again after this long: then nothing needs keeping.
    await this.ctx.storage.setAlarm(Date.now() + Math.ceil((capacity - tokens + 1) / perMs));
    return { ok: true };
  }

  /** The bucket is full again: forget the client. */
  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}

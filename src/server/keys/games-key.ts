/**
 * GamesKey: a small Durable Object per "my games" key, named by a random ring id. It keeps a
 * device's list of games, encrypted in the browser (AES-GCM with a key derived from the secret
 * of the link's fragment, which never reaches a server), and the digest of the access value
 * derived from the same secret. Only a request with the current access value gets the list;
 * a new key replaces both, and the old secret then opens nothing. Nothing is ever logged.
 * A list nobody opened or saved for KEY_UNUSED_DAYS (limits/retention.ts) is deleted by the
 * key's alarm, which every use moves on.
 */
import { DurableObject } from "cloudflare:workers";
import { now } from "../clock";
import type { Env } from "../env";
import { KEY_UNUSED_DAYS } from "../limits/retention";
import { sameDigest, sha256Hex } from "../security";

const UNUSED_MS = KEY_UNUSED_DAYS * 86_400_000;

/** What one key holds. */
interface Stored {
  authHash: string;
  data: string;
  at: number;
}

/** The GamesKey Durable Object. */
export class GamesKey extends DurableObject<Env> {
  /** The list, if `auth` is the key's current access value; null otherwise (or no key). */
  async open(auth: string): Promise<string | null> {
    const s = this.ctx.storage.kv.get<Stored>("key");
    if (!s) return null;
    if (!sameDigest(s.authHash, await sha256Hex(auth))) return null;
    await this.used();
    return s.data;
  }

  /**
   * Stores the list under `next` access: a new key when the ring is empty; otherwise only for
   * the holder of the current access value `auth` (an update, or a revocation when `next`
   * differs). False when refused.
   */
  async put(
    auth: string | null,
    next: { auth: string; data: string },
    at: number,
  ): Promise<boolean> {
    const kv = this.ctx.storage.kv;
    const s = kv.get<Stored>("key");
    if (s && (auth === null || !sameDigest(s.authHash, await sha256Hex(auth)))) return false;
    kv.put("key", { authHash: await sha256Hex(next.auth), data: next.data, at } satisfies Stored);
    await this.used();
    return true;
  }

  /** The list was opened or saved: it stays another KEY_UNUSED_DAYS from now. */
  private async used(): Promise<void> {
    const t = now();
    this.ctx.storage.kv.put("usedAt", t);
    await this.ctx.storage.setAlarm(t + UNUSED_MS);
  }

  /** Unused for KEY_UNUSED_DAYS: the list goes. An alarm that rings early waits for its time. */
  override async alarm(): Promise<void> {
    const usedAt = this.ctx.storage.kv.get<number>("usedAt") ?? 0;
    if (now() < usedAt + UNUSED_MS) await this.ctx.storage.setAlarm(usedAt + UNUSED_MS);
    else {
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
    }
  }
}

/** The GamesKey of ring `ring`. */
export function gamesKey(env: Env, ring: string): DurableObjectStub<GamesKey> {
  return env.KEYS.get(env.KEYS.idFromName(`ring:${ring}`));
}

/**
 * AddressBook: a small Durable Object per email address, named by the SHA-256 of the address
 * (it never stores the address itself). It keeps what spans games: "stop all emails from
 * Tavolo", and the daily counters of the per-address caps (game mail, and confirmations apart).
 * Being the single writer for its address, it counts without races however many games send.
 */
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";
import { normalizeAddress } from "../mail/message";
import { sha256Hex } from "../security";

/** Why a message may not go out. */
export type Refused = "unsubscribed" | "cap";

/** The AddressBook Durable Object. */
export class AddressBook extends DurableObject<Env> {
  /**
   * Takes one message from today's allowance: refused when the address asked to receive
   * nothing more, or when `cap` messages of this `kind` already went to it on UTC day `day`.
   * Confirmation emails have their own counter: whoever types an address into games, its
   * owner's game mail keeps its whole allowance.
   */
  async take(
    day: string,
    cap: number,
    kind: "game" | "confirm" = "game",
  ): Promise<{ ok: true } | { ok: false; why: Refused }> {
    const kv = this.ctx.storage.kv;
    if (kv.get<boolean>("off") === true) return { ok: false, why: "unsubscribed" };
    const [dayKey, countKey] = kind === "game" ? ["day", "count"] : ["confirmDay", "confirmCount"];
    const count = kv.get<string>(dayKey) === day ? (kv.get<number>(countKey) ?? 0) : 0;
    if (count >= cap) return { ok: false, why: "cap" };
    kv.put(dayKey, day);
    kv.put(countKey, count + 1);
    return { ok: true };
  }

  /** Stops every email from Tavolo to this address (the "all games" unsubscribe). */
  async unsubscribe(): Promise<void> {
    this.ctx.storage.kv.put("off", true);
  }

  /** Whether the address asked to receive nothing. */
  async unsubscribed(): Promise<boolean> {
    return this.ctx.storage.kv.get<boolean>("off") === true;
  }
}

/** The AddressBook of `address` (any spelling: it is normalised before hashing). */
export async function addressBook(
  env: Env,
  address: string,
): Promise<DurableObjectStub<AddressBook>> {
  const key = await sha256Hex(`address:${normalizeAddress(address)}`);
  return env.ADDRESSES.get(env.ADDRESSES.idFromName(key));
}

/** Today's UTC day, as the counter keys it. */
export function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

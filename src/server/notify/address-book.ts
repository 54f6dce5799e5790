/**
 * AddressBook: a small Durable Object per email address, named by the SHA-256 of the address
 * (it never stores the address itself). It keeps what spans games: "stop all emails from
 * Tavolo", the daily counter of its game mail, and the confirmation emails asked for it: each
 * requester's own daily count, and the clients its owner answered a confirmation from.
 * Being the single writer for its address, it counts without races however many games send.
 * It also keeps the address's choice of a daily summary (digest.ts): the games awaiting the
 * address's move, handed in by their rooms, and its own alarm at the chosen time of day, when
 * it sends one email listing them (nothing when nothing awaits). Only while a game is held for
 * the summary does it keep the address, to send it; releasing the last forgets it. For "my data"
 * and "forget me" it notes every game that wrote to the address (`games`), tells what it keeps
 * (`export`), paces their emails (`takeMyData`) and, asked to forget, deletes itself whole.
 */
import { DurableObject } from "cloudflare:workers";
import { now } from "../clock";
import type { Env } from "../env";
import { plainReplyTo } from "../mail/inbound/address";
import { chooseMailer } from "../mail/mailer";
import { normalizeAddress } from "../mail/message";
import { sha256Hex } from "../security";
import { digestHasNews, digestMessage, type DigestGame } from "./digest-body";
import { nextDigestAt } from "./digest-time";
import { dailyCap } from "./config";
import { MY_DATA_EVERY_MINUTES } from "../limits/retention";
import { logFailure } from "../log";
import { metrics } from "../metrics";

/** How an address wants its game mail: each turn (the default), or one summary a day. */
export type DigestSettings =
  | { mode: "turn" }
  | {
      mode: "daily";
      /** Minutes past midnight, 0–1439. */ minutes: number;
      tz: string;
      lang: string;
    };

/** A seat the address was confirmed for (what "send me links" lists). */
export interface BookSeat {
  gameId: string;
  seat: number;
  game: string;
  others: string;
  /** The seat's personal link. */
  link: string;
  lang: string;
  /**
   * The seat's "stop all emails" link (compose.ts `unsubscribeLinks`), for the links email's
   * one-click unsubscribe; absent on seats listed before it was kept.
   */
  stopAll?: string;
}

/** The least time between two "send me links" emails to one address. */
export const LINKS_EVERY_MS = 60 * 60 * 1000;

/** A game held for the summary, with what sending needs. */
interface Held {
  to: string;
  lang: string;
  game: DigestGame;
}

/** A requester's confirmation emails to the address on one UTC day. */
interface Spent {
  day: string;
  count: number;
}

/** How many of the owner's clients an address remembers (`confirmedFrom`). */
const OWNERS_KEPT = 16;

/** Why a message may not go out. */
export type Refused = "unsubscribed" | "cap";

/** The AddressBook Durable Object. */
export class AddressBook extends DurableObject<Env> {
  /**
   * Takes one game message from today's allowance: refused when the address asked to receive
   * nothing more, or when `cap` game messages already went to it on UTC day `day`.
   * Confirmation emails never count here (`takeConfirm`): whoever types an address into games,
   * its owner's game mail keeps its whole allowance.
   */
  async take(
    day: string,
    cap: number,
    gameId?: string,
  ): Promise<{ ok: true } | { ok: false; why: Refused }> {
    const kv = this.ctx.storage.kv;
    if (gameId !== undefined) noteRoom(kv, gameId);
    if (kv.get<boolean>("off") === true) return { ok: false, why: "unsubscribed" };
    const count = kv.get<string>("day") === day ? (kv.get<number>("count") ?? 0) : 0;
    if (count >= cap) return { ok: false, why: "cap" };
    kv.put("day", day);
    kv.put("count", count + 1);
    return { ok: true };
  }

  /**
   * Takes one confirmation email from the allowance of `requester` (the client that asked,
   * limits/client.ts), not the address's: `cap` a UTC day per requester, so a stranger's
   * requests spend only the stranger's. A requester that answered one of this address's
   * confirmation links before (`confirmedFrom`) is its owner and is never capped. Refused, for
   * anyone, when the address asked to receive nothing.
   */
  async takeConfirm(
    day: string,
    cap: number,
    requester: string,
    gameId?: string,
  ): Promise<{ ok: true } | { ok: false; why: Refused }> {
    // The digest first: after it, reading and writing the counter is one synchronous step.
    const who = await requesterDigest(requester);
    const kv = this.ctx.storage.kv;
    if (gameId !== undefined) noteRoom(kv, gameId);
    if (kv.get<boolean>("off") === true) return { ok: false, why: "unsubscribed" };
    if (kv.get<number>(`owner:${who}`) !== undefined) return { ok: true };
    const mine = kv.get<Spent>(`confirm:${who}`);
    const count = mine?.day === day ? mine.count : 0;
    if (count >= cap) return { ok: false, why: "cap" };
    // Yesterday's counters are of no use: the list stays as short as one day's requesters.
    for (const [key, spent] of kv.list<Spent>({ prefix: "confirm:" }))
      if (spent.day !== day) kv.delete(key);
    kv.put(`confirm:${who}`, { day, count: count + 1 } satisfies Spent);
    return { ok: true };
  }

  /**
   * One of the address's confirmation links was answered from `requester`: that client is the
   * owner's, and its confirmation emails to this address are never capped again. The newest
   * OWNERS_KEPT are kept (an address's owner moves between a few networks).
   */
  async confirmedFrom(requester: string): Promise<void> {
    const who = await requesterDigest(requester);
    const kv = this.ctx.storage.kv;
    kv.put(`owner:${who}`, now());
    const owners = [...kv.list<number>({ prefix: "owner:" })].sort((a, b) => b[1] - a[1]);
    for (const [key] of owners.slice(OWNERS_KEPT)) kv.delete(key);
  }

  /** Stops every email from Tavolo to this address (the "all games" unsubscribe). */
  async unsubscribe(): Promise<void> {
    this.ctx.storage.kv.put("off", true);
  }

  /** Whether the address asked to receive nothing. */
  async unsubscribed(): Promise<boolean> {
    return this.ctx.storage.kv.get<boolean>("off") === true;
  }

  // ------------------------------------------------------------------ send me links

  /** A room confirmed this address for a seat: "send me links" will list it. */
  async addSeat(s: BookSeat): Promise<void> {
    this.ctx.storage.kv.put(`seat:${s.gameId}:${s.seat}`, s);
  }

  /** The seat's address was removed, stopped or handed over: no longer listed. */
  async removeSeat(gameId: string, seat: number): Promise<void> {
    this.ctx.storage.kv.delete(`seat:${gameId}:${seat}`);
  }

  /** The seats the address was confirmed for. */
  async seats(): Promise<BookSeat[]> {
    return [...this.ctx.storage.kv.list<BookSeat>({ prefix: "seat:" })].map(([, s]) => s);
  }

  /**
   * The seats to list in a "send me links" email now, or null when none goes out: no seat,
   * all email stopped, one sent within LINKS_EVERY_MS, or today's cap used.
   */
  async takeLinks(t: number): Promise<BookSeat[] | null> {
    const kv = this.ctx.storage.kv;
    const seats = await this.seats();
    if (seats.length === 0 || kv.get<boolean>("off") === true) return null;
    const last = kv.get<number>("linksAt");
    if (last !== undefined && t - last < LINKS_EVERY_MS) return null;
    if (!(await this.take(new Date(t).toISOString().slice(0, 10), dailyCap(this.env))).ok)
      return null;
    kv.put("linksAt", t);
    return seats;
  }

  // ------------------------------------------------------------------ my data, forget me

  /**
   * The games that may hold the address: every game that wrote to it (`take`, `takeConfirm`)
   * and every seat listed for "send me links". "Forget me" and "my data" ask each of them.
   */
  async games(): Promise<string[]> {
    const kv = this.ctx.storage.kv;
    const ids = new Set([...kv.list({ prefix: "room:" })].map(([key]) => key.slice(5)));
    for (const s of await this.seats()) ids.add(s.gameId);
    return [...ids].sort();
  }

  /** A removed game no longer holds the address (notify/game-gone.ts). */
  async removeRoom(gameId: string): Promise<void> {
    this.ctx.storage.kv.delete(`room:${gameId}`);
  }

  /** What this book keeps, for "my data": never a requester's digest or a held summary's text. */
  async export(): Promise<BookExport> {
    const kv = this.ctx.storage.kv;
    return {
      stopAllEmail: kv.get<boolean>("off") === true,
      digest: await this.digestSettings(),
      gamesInNextSummary: [...kv.list({ prefix: "held:" })].length,
      seatsForSendMeLinks: (await this.seats()).map((s) => ({
        gameId: s.gameId,
        seat: s.seat,
        game: s.game,
      })),
      emailsToday: kv.get<number>("count") ?? 0,
      confirmedFromNetworks: [...kv.list({ prefix: "owner:" })].length,
    };
  }

  /**
   * A "my data" or "forget me" answer may go to the address now: at most one per MY_DATA_EVERY
   * minutes, so nobody can flood a mailbox with them.
   */
  async takeMyData(t: number): Promise<boolean> {
    const kv = this.ctx.storage.kv;
    const last = kv.get<number>("myDataAt");
    if (last !== undefined && t - last < MY_DATA_EVERY_MINUTES * 60_000) return false;
    kv.put("myDataAt", t);
    return true;
  }

  /** Whether the book keeps anything but the time of the last "my data" email. */
  async keepsAnything(): Promise<boolean> {
    return [...this.ctx.storage.kv.list()].some(([key]) => key !== "myDataAt");
  }

  /**
   * "Forget me": every key of this book goes, the summary's alarm with it ("stop all emails"
   * too: nothing of the address is left to remember it by).
   */
  async forgetAll(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  // ------------------------------------------------------------------ the daily summary

  /** The address's choice (each turn unless it chose a summary). */
  async digestSettings(): Promise<DigestSettings> {
    return this.ctx.storage.kv.get<DigestSettings>("digest") ?? { mode: "turn" };
  }

  /**
   * Chooses each-turn emails or a daily summary at a time of day in a time zone. Back to each
   * turn, the games held so far are forgotten (their rooms send as before from the next turn).
   */
  async setDigest(settings: DigestSettings): Promise<DigestSettings> {
    const kv = this.ctx.storage.kv;
    kv.put("digest", settings);
    if (settings.mode === "turn") {
      for (const [key] of kv.list({ prefix: "held:" })) kv.delete(key);
      kv.delete("digestAt");
      await this.ctx.storage.deleteAlarm();
    } else {
      const at = nextDigestAt(now(), settings.minutes, settings.tz);
      kv.put("digestAt", at);
      await this.ctx.storage.setAlarm(at);
    }
    return settings;
  }

  /**
   * A room hands in a game awaiting this address's move: kept for the next summary (true)
   * when the address chose one; false when it gets each turn's email (the room sends it).
   */
  async hold(to: string, lang: string, game: DigestGame): Promise<boolean> {
    const kv = this.ctx.storage.kv;
    const settings = kv.get<DigestSettings>("digest");
    if (settings?.mode !== "daily") return false;
    kv.put(`held:${game.gameId}:${game.seat}`, { to, lang, game } satisfies Held);
    return true;
  }

  /** The game's turn ended (or its emails stopped): it leaves the next summary. */
  async release(gameId: string, seat: number): Promise<void> {
    this.ctx.storage.kv.delete(`held:${gameId}:${seat}`);
  }

  /** The games held for the next summary (for tests and the room's checks). */
  async held(): Promise<DigestGame[]> {
    return [...this.ctx.storage.kv.list<Held>({ prefix: "held:" })].map(([, h]) => h.game);
  }

  /**
   * The summary's time: one email listing every game held (nothing when none is, or the
   * address stopped all email, or today's cap is used), then the alarm for the next day. An
   * alarm that fires early (a test, a restart) waits for its time.
   */
  override async alarm(): Promise<void> {
    const kv = this.ctx.storage.kv;
    const settings = kv.get<DigestSettings>("digest");
    if (settings?.mode !== "daily") return;
    const t = now();
    const at = kv.get<number>("digestAt") ?? t;
    if (t < at - 1000) {
      await this.ctx.storage.setAlarm(at);
      return;
    }
    const held = [...kv.list<Held>({ prefix: "held:" })].map(([, h]) => h);
    const next = nextDigestAt(t, settings.minutes, settings.tz);
    kv.put("digestAt", next);
    await this.ctx.storage.setAlarm(next);
    const first = held[0];
    const sections = { awaiting: held.map((h) => h.game) };
    if (!first || !digestHasNews(sections)) return;
    const mailer = chooseMailer(this.env);
    if (!mailer) return;
    if (!(await this.take(new Date(t).toISOString().slice(0, 10), dailyCap(this.env))).ok) return;
    try {
      const origin = new URL(first.game.link).origin;
      const message = digestMessage(first.to, settings.lang, sections, origin, String(t));
      // Answering the summary "my data" or "forget me" works too (routes/inbound-mail.ts).
      await mailer.send({ ...message, headers: { ...message.headers, ...plainReplyTo(this.env) } });
      metrics(this.env).count("mail.sent", "digest");
    } catch (err) {
      logFailure("mail.failed", err, {
        kind: "digest",
        via: mailer.name,
        check:
          'The mail transport refused the daily summary: check MAIL_FROM\'s domain and the transport (docs/operations.md, "When email fails").',
      });
      metrics(this.env).count("mail.failed", "digest");
    }
  }
}

/** What an AddressBook keeps, as "my data" tells it. */
export interface BookExport {
  stopAllEmail: boolean;
  digest: DigestSettings;
  gamesInNextSummary: number;
  seatsForSendMeLinks: { gameId: string; seat: number; game: string }[];
  emailsToday: number;
  confirmedFromNetworks: number;
}

/** Notes that game `gameId` wrote to the address, so "forget me" asks its room. */
function noteRoom(kv: SyncKvStorage, gameId: string): void {
  if (kv.get(`room:${gameId}`) === undefined) kv.put(`room:${gameId}`, 1);
}

/** The AddressBook of `address` (any spelling: it is normalised before hashing). */
export async function addressBook(
  env: Env,
  address: string,
): Promise<DurableObjectStub<AddressBook>> {
  const key = await sha256Hex(`address:${normalizeAddress(address)}`);
  return env.ADDRESSES.get(env.ADDRESSES.idFromName(key));
}

/** How the AddressBook keeps a requester: a digest, never the client address itself. */
function requesterDigest(requester: string): Promise<string> {
  return sha256Hex(`requester:${requester}`);
}

/** Today's UTC day, as the counter keys it. */
export function dayOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

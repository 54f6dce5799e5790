/**
 * "My data" and "forget me" inside one room: what the room holds for an address (its seats,
 * never a card), forgetting it (its rows, its confirmations, what the room told the address's
 * AddressBook, its jobs), and the request a table makes for its seat's confirmed address: a link
 * mailed to that address, kept here as a digest until it is used or expires. Going through every
 * game of an address is the entry's (routes/my-data-run.ts): a room never calls another.
 */
import { fail, ok, type RoomResult } from "../errors";
import type { RoomContext } from "../kernel/context";
import { oneTable } from "../kernel/room-sql";
import { dropJob } from "../kernel/schedule";
import { others, seatName } from "../kernel/rules";
import { chooseMailer } from "../mail/mailer";
import { MY_DATA_EVERY_MINUTES, MY_DATA_LINK_HOURS } from "../limits/retention";
import { logFailure } from "../log";
import { metrics } from "../metrics";
import { plainReplyTo } from "../mail/inbound/address";
import { personalLink } from "../origin";
import { newSecret, sameDigest, sha256Hex } from "../security";
import { addressBook } from "./address-book";
import { compose } from "./compose";
import { deleteConfirm } from "./confirms";
import { dropDigestHeld } from "./digest";
import { dropBookSeats } from "./links";
import { sayMyData } from "./my-data-words";
import { deleteMailSeat, mailSeat, readMailSeats } from "./store";
import { langOf, type Lang } from "../words";

/** What a request asks: a copy of the address's data, or to forget it. */
export type MyDataWhat = "export" | "forget";

/** One seat of this game that holds the address, as "my data" lists it. */
export interface SeatData {
  gameId: string;
  game: string;
  seat: number;
  name: string;
  others: string;
  finished: boolean;
  confirmed: boolean;
  /** This game's emails were stopped. */
  muted: boolean;
  lang: string;
  /** The seat's personal link, kept with a confirmed address to put in its emails. */
  link: string | null;
}

/** A request found by its link: what it asks, in which language, and for which address. */
export interface MyDataAsk {
  what: MyDataWhat;
  lang: Lang;
  game: string;
  address: string;
}

interface AskRow extends Record<string, SqlStorageValue> {
  hash: string;
  address: string;
  what: string;
  lang: string;
  expires: number;
}

/** The requests waiting for their link, made by the first one. */
const MY_DATA_ASKS = oneTable(
  "my_data_asks",
  `hash TEXT PRIMARY KEY, address TEXT NOT NULL, what TEXT NOT NULL, lang TEXT NOT NULL,
    expires INTEGER NOT NULL`,
);

/** What this game holds for `address`: one entry per seat that gave it. */
export function seatsOf(ctx: RoomContext, address: string): SeatData[] {
  const finished = ctx.game.outcome(ctx.snapshot.state) !== null;
  return readMailSeats(ctx.sql)
    .filter((m) => m.address === address)
    .map((m) => ({
      gameId: ctx.meta.id,
      game: ctx.game.title,
      seat: m.seat,
      name: seatName(ctx, m.seat),
      others: others(ctx, m.seat),
      finished,
      confirmed: m.confirmed,
      muted: m.muted,
      lang: m.lang,
      link: m.confirmed ? personalLink(ctx.settings.origin, ctx.meta.id, m.link) : null,
    }));
}

/**
 * Forgets `address` in this game: its seats' rows, its waiting confirmation and requests, what
 * the room told its AddressBook, and every timed job that names it. Answers the seats it was
 * confirmed for (the room removes their push devices too) and whether it held it at all.
 */
export function forgetHere(ctx: RoomContext, address: string): { held: boolean; seats: number[] } {
  const rows = readMailSeats(ctx.sql).filter((m) => m.address === address);
  for (const m of rows) deleteMailSeat(ctx.sql, m.seat);
  deleteConfirm(ctx.sql, address);
  dropBookSeats(ctx, address);
  dropDigestHeld(ctx, address);
  ctx.sql.change(MY_DATA_ASKS, "DELETE FROM my_data_asks WHERE address = ?", address);
  let jobs = 0;
  for (const r of ctx.sql
    .exec<{ id: number; payload: string }>("SELECT id, payload FROM schedule")
    .toArray()) {
    if ((JSON.parse(r.payload) as { address?: unknown }).address !== address) continue;
    dropJob(ctx.sql, r.id);
    jobs++;
  }
  return {
    held: rows.length > 0 || jobs > 0,
    seats: rows.filter((m) => m.confirmed).map((m) => m.seat),
  };
}

/** The secret of a request's link and its digest, made outside the room's synchronous part. */
export async function prepareAsk(): Promise<{ token: string; hash: string }> {
  const token = newSecret();
  return { token, hash: await sha256Hex(token) };
}

/**
 * A table asks for its seat's confirmed address: one email to that address with a link that
 * does it (nothing happens until it is opened). At most one such email an address gets per
 * MY_DATA_EVERY_MINUTES (its AddressBook's `takeMyData`); "stop all emails" does not stop it,
 * since its owner asked for it.
 */
export async function askMyData(
  ctx: RoomContext,
  seat: number,
  what: MyDataWhat,
  secrets: { token: string; hash: string },
): Promise<RoomResult<{ sent: true }>> {
  const m = mailSeat(ctx.sql, seat);
  if (!m || !m.confirmed)
    return fail(
      "mail/not-confirmed",
      "Your seat has no confirmed email address: the link goes only to a confirmed one.",
    );
  const mailer = chooseMailer(ctx.env);
  if (!mailer) return fail("mail/unavailable", "This server has no way to send email configured.");
  if (!(await (await addressBook(ctx.env, m.address)).takeMyData(ctx.now)))
    return fail(
      "mail/my-data-too-soon",
      `A link went to this address a moment ago: look in its inbox (and spam folder), or ask again in ${MY_DATA_EVERY_MINUTES} minutes.`,
      { retryAfter: MY_DATA_EVERY_MINUTES * 60 },
    );
  ctx.sql.change(MY_DATA_ASKS, "DELETE FROM my_data_asks WHERE expires < ?", ctx.now);
  ctx.sql.write(
    MY_DATA_ASKS,
    "INSERT INTO my_data_asks (hash, address, what, lang, expires) VALUES (?, ?, ?, ?, ?)",
    secrets.hash,
    m.address,
    what,
    m.lang,
    ctx.now + MY_DATA_LINK_HOURS * 3600_000,
  );
  const w = (k: Parameters<typeof sayMyData>[1]) =>
    sayMyData(m.lang, k, { game: ctx.game.title, hours: MY_DATA_LINK_HOURS });
  const href = `${ctx.settings.origin}/mail/my-data?g=${encodeURIComponent(ctx.meta.id)}&t=${secrets.token}`;
  const message = compose(
    {
      origin: ctx.settings.origin,
      gameId: ctx.meta.id,
      game: ctx.game.title,
      seat,
      lang: m.lang,
      to: m.address,
      link: m.link,
      unsubToken: m.unsubToken,
      tag: `my-data.${ctx.now}`,
    },
    {
      subject: w(what === "export" ? "ask_export_subject" : "ask_forget_subject"),
      paragraphs: [w(what === "export" ? "ask_export_body" : "ask_forget_body")],
      after: [w("ask_ignore")],
      action: { href, label: w(what === "export" ? "ask_export_button" : "ask_forget_button") },
      footer: false,
      headers: plainReplyTo(ctx.env),
    },
  );
  try {
    await mailer.send(message);
    metrics(ctx.env).count("mail.sent", "my-data-ask");
    return ok({ sent: true });
  } catch (err) {
    ctx.sql.change(MY_DATA_ASKS, "DELETE FROM my_data_asks WHERE hash = ?", secrets.hash);
    metrics(ctx.env).count("mail.failed", "my-data-ask");
    logFailure("mail.failed", err, {
      game: ctx.meta.id,
      kind: "my-data-ask",
      via: mailer.name,
      check:
        'The mail transport refused the message: check MAIL_FROM\'s domain and the transport (docs/operations.md, "When email fails").',
    });
    return fail("mail/not-sent", "We cannot send to this address now: try again later.");
  }
}

/**
 * The request whose link's token has digest `hash`: only checked (`act` false), or taken (it
 * works once). Refused when unknown or expired.
 */
export function takeAsk(ctx: RoomContext, hash: string, act: boolean): RoomResult<MyDataAsk> {
  let found: AskRow | null = null;
  for (const r of ctx.sql.read<AskRow>(MY_DATA_ASKS, "SELECT * FROM my_data_asks"))
    if (sameDigest(r.hash, hash)) found = r;
  if (!found) return fail("mail/bad-link", "This link is not valid (it works once).");
  const lang = langOf(found.lang);
  if (ctx.now > found.expires)
    return fail("mail/my-data-expired", "This link has expired: ask again from the table.", {
      lang,
    });
  if (act) ctx.sql.change(MY_DATA_ASKS, "DELETE FROM my_data_asks WHERE hash = ?", found.hash);
  return ok({
    what: found.what === "forget" ? "forget" : "export",
    lang,
    game: ctx.game.title,
    address: found.address,
  });
}

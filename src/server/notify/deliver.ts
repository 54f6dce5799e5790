/**
 * Delivering one email to one seat, with every rule that can stop it: the seat has a
 * confirmed address and did not stop this game's emails, it is not a computer, its address did
 * not stop all emails and is under today's cap (its AddressBook), and a transport is
 * configured. Failures are logged without the address and never thrown.
 */
import { plainReplyTo } from "../mail/inbound/address";
import { chooseMailer } from "../mail/mailer";
import { personalLink } from "../origin";
import type { RoomContext } from "../kernel/context";
import { human } from "../kernel/rules";
import { addressBook, dayOf } from "./address-book";
import { compose, type Body } from "./compose";
import { confirmCap, dailyCap } from "./config";
import { mailSeat, type MailSeat } from "./store";
import { logFailure } from "../log";
import { metrics } from "../metrics";

/** Sends `body(m)` to `seat` if every rule allows; true if it went out. */
export async function deliver(
  ctx: RoomContext,
  seat: number,
  tag: string,
  body: (m: MailSeat) => Body,
): Promise<boolean> {
  const stored = mailSeat(ctx.sql, seat);
  if (!stored || !stored.confirmed || stored.muted) return false;
  if (!human(ctx, seat)) return false;
  // The personal link on the site's origin now, whatever origin it was stored with.
  const m = { ...stored, link: personalLink(ctx.settings.origin, ctx.meta.id, stored.link) };
  return send(ctx, m, tag, body(m));
}

/**
 * Sends one message to `m`'s address through the AddressBook's checks ("stop all", the daily
 * cap). A confirmation email (`requester` given: the client that asked for it) goes through
 * them too: an address that stopped all emails gets none, whoever types it into a game; it
 * spends the requester's own daily allowance for this address, never its game mail's nor
 * anyone else's (address-book.ts `takeConfirm`). Either way the book notes this game as one that
 * holds the address, so "forget me" finds it.
 */
export async function send(
  ctx: RoomContext,
  m: MailSeat,
  tag: string,
  body: Body,
  requester?: string,
): Promise<boolean> {
  const mailer = chooseMailer(ctx.env);
  if (!mailer) return false;
  try {
    const book = await addressBook(ctx.env, m.address);
    const allowed =
      requester !== undefined
        ? await book.takeConfirm(dayOf(ctx.now), confirmCap(ctx.env), requester, ctx.meta.id)
        : await book.take(dayOf(ctx.now), dailyCap(ctx.env), ctx.meta.id);
    if (!allowed.ok) return false;
    const message = compose(
      {
        origin: ctx.settings.origin,
        gameId: ctx.meta.id,
        game: ctx.game.title,
        seat: m.seat,
        lang: m.lang,
        to: m.address,
        link: m.link,
        unsubToken: m.unsubToken,
        tag: `${tag}.${ctx.now}`.replace(/^confirm\..*/, "confirm"),
      },
      // Every email can be answered "my data" or "forget me"; a turn's own Reply-To wins.
      { ...body, headers: { ...plainReplyTo(ctx.env), ...body.headers } },
    );
    await mailer.send(message);
    metrics(ctx.env).count("mail.sent", tag);
    return true;
  } catch (err) {
    logFailure("mail.failed", err, {
      game: ctx.meta.id,
      kind: tag,
      via: mailer.name,
      check:
        'The mail transport refused the message: check MAIL_FROM\'s domain and the transport (docs/operations.md, "When email fails").',
    });
    metrics(ctx.env).count("mail.failed", tag);
    return false;
  }
}

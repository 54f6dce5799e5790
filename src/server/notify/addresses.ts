/**
 * A seat's address: giving it (which sends a confirmation link and nothing else, once per
 * address and game), sending that link again on request, confirming it, removing it, and the
 * two unsubscribe links. Every answer is a RoomResult; refusals have
 * a `mail/*` code and send nothing. The address itself is only ever returned to its own seat.
 */
import type { MailStatus } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import { logFailure } from "../log";
import { chooseMailer } from "../mail/mailer";
import { isAddress, normalizeAddress } from "../mail/message";
import type { RoomContext } from "../kernel/context";
import { newSecret, sameDigest, sha256Hex } from "../security";
import { addressBook } from "./address-book";
import { CONFIRM_WAIT_HOURS } from "../limits/retention";
import { CONFIRM_TTL_MS, RESEND_AFTER_MS } from "./config";
import { deleteConfirm, pendingConfirm, writeConfirm } from "./confirms";
import { send } from "./deliver";
import { planReminder } from "./channel";
import { deleteMailSeat, mailSeat, readMailSeats, writeMailSeat, type MailSeat } from "./store";
import { langOf, type Lang } from "../words";
import { say } from "./words";

/** A new address as the route passes it (already a string; checked here). */
export interface AddressInput {
  address: string;
  lang: string;
  /** The seat's personal link, built by the route from the caller's token. */
  link: string;
  /** Who asks (the client's address, limits/client.ts): whose allowance the email spends. */
  requester: string;
}

/** Prepared outside the room's synchronous section: the secrets and the confirmation digest. */
export async function prepareAddress(): Promise<{ token: string; hash: string; unsub: string }> {
  const token = newSecret();
  return { token, hash: await sha256Hex(token), unsub: newSecret() };
}

const BAD_ADDRESS =
  "This is not an email address we can write to (one address like name@example.org, no spaces or line breaks).";

/**
 * Stores `input.address` for `seat`, unconfirmed, and sends the confirmation link: one per
 * address and game while it waits for its answer (confirms.ts). Giving the same address again
 * sends nothing: the same seat keeps the link already sent (and may ask for it again with
 * `resendConfirmation`), another seat is refused. Giving the same confirmed address again
 * changes only the language.
 */
export async function setAddress(
  ctx: RoomContext,
  seat: number,
  input: AddressInput,
  secrets: { token: string; hash: string; unsub: string },
): Promise<RoomResult<MailStatus>> {
  if (/[\r\n]/.test(input.address) || !isAddress(input.address.trim()))
    return fail("mail/invalid-address", BAD_ADDRESS);
  const address = normalizeAddress(input.address);
  const lang = langOf(input.lang);
  const before = mailSeat(ctx.sql, seat);
  if (before && before.address === address && before.confirmed) {
    writeMailSeat(ctx.sql, { ...before, lang, link: input.link, muted: false });
    return ok({ address, confirmed: true, muted: false });
  }
  if (!chooseMailer(ctx.env))
    return fail("mail/unavailable", "This server has no way to send email configured.");
  const pending = pendingConfirm(ctx.sql, address, ctx.now);
  if (pending && pending.seat !== seat)
    return fail(
      "mail/confirm-pending",
      "A confirmation email already went to this address for this game, for another seat; nothing more is sent to it until it is answered.",
    );
  const row: MailSeat = {
    seat,
    address,
    lang,
    confirmed: false,
    // The link already sent keeps working; a new one only when none is waiting.
    confirmHash: pending ? pending.hash : secrets.hash,
    confirmExpires: pending ? pending.expires : ctx.now + CONFIRM_TTL_MS,
    // The links already sent name the old address: they must not act on a new one.
    unsubToken: before && before.address === address ? before.unsubToken : secrets.unsub,
    muted: false,
    link: input.link,
  };
  writeMailSeat(ctx.sql, row);
  if (pending) return ok({ address, confirmed: false, muted: false });
  writeConfirm(ctx.sql, {
    address,
    seat,
    hash: secrets.hash,
    sentAt: ctx.now,
    expires: row.confirmExpires,
  });
  if (!(await sendConfirmation(ctx, row, secrets.token, input.requester))) {
    deleteMailSeat(ctx.sql, seat);
    deleteConfirm(ctx.sql, address);
    return notSent();
  }
  return ok({ address, confirmed: false, muted: false });
}

/**
 * Sends the seat's unconfirmed address a new confirmation link (the old one stops working), at
 * the explicit request of the seat that gave it, no sooner than RESEND_AFTER_MS after the last.
 */
export async function resendConfirmation(
  ctx: RoomContext,
  seat: number,
  secrets: { token: string; hash: string },
  requester: string,
): Promise<RoomResult<MailStatus>> {
  const m = mailSeat(ctx.sql, seat);
  if (!m || m.confirmed)
    return fail("mail/nothing-to-confirm", "Your seat has no address waiting for confirmation.");
  if (!chooseMailer(ctx.env))
    return fail("mail/unavailable", "This server has no way to send email configured.");
  const pending = pendingConfirm(ctx.sql, m.address, ctx.now);
  if (pending && pending.seat !== seat)
    return fail(
      "mail/confirm-pending",
      "A confirmation email already went to this address for this game, for another seat; nothing more is sent to it until it is answered.",
    );
  const wait = pending ? pending.sentAt + RESEND_AFTER_MS - ctx.now : 0;
  if (wait > 0) {
    const minutes = Math.ceil(wait / 60_000);
    return fail(
      "mail/resend-too-soon",
      `A confirmation email went to this address a moment ago: look in its inbox (and spam folder), or ask again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
      { retryAfter: Math.ceil(wait / 1000) },
    );
  }
  const row: MailSeat = {
    ...m,
    confirmHash: secrets.hash,
    confirmExpires: ctx.now + CONFIRM_TTL_MS,
  };
  writeMailSeat(ctx.sql, row);
  writeConfirm(ctx.sql, {
    address: m.address,
    seat,
    hash: secrets.hash,
    sentAt: ctx.now,
    expires: row.confirmExpires,
  });
  if (!(await sendConfirmation(ctx, row, secrets.token, requester))) {
    // Nothing went out: the link sent before is the one that works.
    writeMailSeat(ctx.sql, m);
    if (pending) writeConfirm(ctx.sql, pending);
    else deleteConfirm(ctx.sql, m.address);
    return notSent();
  }
  return ok({ address: m.address, confirmed: false, muted: false });
}

/**
 * The confirmation email of `row`, whose link carries `token`, asked for by `requester`; true if
 * it went out.
 */
function sendConfirmation(
  ctx: RoomContext,
  row: MailSeat,
  token: string,
  requester: string,
): Promise<boolean> {
  const title = ctx.game.title;
  return send(
    ctx,
    row,
    "confirm",
    {
      subject: say(row.lang, "confirm_subject", { game: title }),
      paragraphs: [
        say(row.lang, "confirm_body", { game: title, hours: CONFIRM_WAIT_HOURS }),
        say(row.lang, "confirm_ignore"),
      ],
      action: {
        href: `${ctx.settings.origin}/mail/confirm?g=${encodeURIComponent(ctx.meta.id)}&t=${token}`,
        label: say(row.lang, "confirm_button"),
      },
      footer: false,
    },
    requester,
  );
}

function notSent() {
  return fail(
    "mail/not-sent",
    "We cannot send to this address now (you asked for too many confirmation emails to it today, or it asked to receive none).",
  );
}

/** Forgets the seat's address: nothing more is sent to it for this game. */
export function removeAddress(ctx: RoomContext, seat: number): MailStatus {
  deleteMailSeat(ctx.sql, seat);
  return { address: null, confirmed: false, muted: false };
}

/**
 * What a confirmation or unsubscribe link answers: the game's name and the language stored
 * with the address, for the page (never the address).
 */
export interface LinkResult {
  game: string;
  lang: Lang;
}

/**
 * The unconfirmed seat of a confirmation link's token digest, or the refusal (with the
 * address's language when the link was found: it is used or expired).
 */
function findConfirm(ctx: RoomContext, tokenHash: string): RoomResult<MailSeat> {
  let found: MailSeat | null = null;
  for (const m of readMailSeats(ctx.sql)) if (sameDigest(m.confirmHash, tokenHash)) found = m;
  if (!found) return fail("mail/bad-link", "This confirmation link is not valid.");
  const lang = langOf(found.lang);
  if (found.confirmed)
    return fail("mail/link-used", "This address is already confirmed: the link works once.", {
      lang,
    });
  if (ctx.now > found.confirmExpires)
    return fail(
      "mail/link-expired",
      "This confirmation link has expired: give your address again on the table.",
      { lang },
    );
  return ok(found);
}

/** Checks a confirmation link without acting (the GET page asks before confirming). */
export function checkConfirm(ctx: RoomContext, tokenHash: string): RoomResult<LinkResult> {
  const found = findConfirm(ctx, tokenHash);
  if (!found.ok) return found;
  return ok({ game: ctx.game.title, lang: langOf(found.value.lang) });
}

/**
 * Confirms the address whose confirmation link's token has digest `tokenHash`, answered from
 * `requester` (the client that opened the link): the owner's, whose own requests to confirm
 * this address are never capped from now on (address-book.ts `confirmedFrom`).
 */
export async function confirmAddress(
  ctx: RoomContext,
  tokenHash: string,
  requester: string,
): Promise<RoomResult<LinkResult>> {
  const found = findConfirm(ctx, tokenHash);
  if (!found.ok) return found;
  writeMailSeat(ctx.sql, { ...found.value, confirmed: true });
  deleteConfirm(ctx.sql, found.value.address); // answered: the address may be given again
  planReminder(ctx, found.value.seat);
  try {
    await (await addressBook(ctx.env, found.value.address)).confirmedFrom(requester);
  } catch (err) {
    // The address is confirmed all the same; its owner's client is only not remembered.
    logFailure("mail.owner-not-noted", err, {
      check: "The AddressBook did not keep the confirming client: see its own errors.",
    });
  }
  return ok({ game: ctx.game.title, lang: langOf(found.value.lang) });
}

/** The seat whose unsubscribe token is `token` (compared as digests, in constant time). */
async function byUnsubscribe(ctx: RoomContext, token: string): Promise<MailSeat | null> {
  const want = await sha256Hex(token);
  const seats = readMailSeats(ctx.sql);
  const hashes = await Promise.all(seats.map((m) => sha256Hex(m.unsubToken)));
  let found: MailSeat | null = null;
  seats.forEach((m, i) => {
    if (sameDigest(hashes[i], want)) found = m;
  });
  return found;
}

/** Checks an unsubscribe link without acting (the GET confirmation page). */
export async function checkUnsubscribe(
  ctx: RoomContext,
  token: string,
): Promise<RoomResult<LinkResult>> {
  const m = await byUnsubscribe(ctx, token);
  if (!m) return fail("mail/bad-link", "This unsubscribe link is not valid.");
  return ok({ game: ctx.game.title, lang: langOf(m.lang) });
}

/**
 * Unsubscribes: "game" stops this game's emails to the seat; "all" also tells the address's
 * AddressBook to stop every email from Tavolo. Repeating it is harmless.
 */
export async function unsubscribe(
  ctx: RoomContext,
  token: string,
  scope: "game" | "all",
): Promise<RoomResult<LinkResult>> {
  const m = await byUnsubscribe(ctx, token);
  if (!m) return fail("mail/bad-link", "This unsubscribe link is not valid.");
  // Re-read after the awaits: the row may have changed meanwhile.
  const current = mailSeat(ctx.sql, m.seat);
  if (current) writeMailSeat(ctx.sql, { ...current, muted: true });
  if (scope === "all") await (await addressBook(ctx.env, m.address)).unsubscribe();
  return ok({ game: ctx.game.title, lang: langOf(m.lang) });
}

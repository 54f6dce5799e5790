/**
 * A seat's address: giving it (which sends a confirmation link and nothing else), confirming
 * it, removing it, and the two unsubscribe links. Every answer is a RoomResult; refusals have
 * a `mail/*` code and send nothing. The address itself is only ever returned to its own seat.
 */
import type { MailStatus } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import { chooseMailer } from "../mail/mailer";
import { isAddress, normalizeAddress } from "../mail/message";
import type { RoomContext } from "../room/context";
import { newSecret, sameDigest, sha256Hex } from "../security";
import { addressBook } from "./address-book";
import { CONFIRM_TTL_MS } from "./config";
import { gameTitle, send } from "./deliver";
import { planReminder } from "./plan";
import { deleteMailSeat, mailSeat, readMailSeats, writeMailSeat, type MailSeat } from "./store";
import { mailLang, say, type MailLang } from "./words";

/** A new address as the route passes it (already a string; checked here). */
export interface AddressInput {
  address: string;
  lang: string;
  /** The seat's personal link, built by the route from the caller's token. */
  link: string;
}

/** Prepared outside the room's synchronous section: the secrets and the confirmation digest. */
export async function prepareAddress(): Promise<{ token: string; hash: string; unsub: string }> {
  const token = newSecret();
  return { token, hash: await sha256Hex(token), unsub: newSecret() };
}

const BAD_ADDRESS =
  "This is not an email address we can write to (one address like name@example.org, no spaces or line breaks).";

/**
 * Stores `input.address` for `seat`, unconfirmed, and sends the confirmation link. Giving the
 * same confirmed address again changes only the language.
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
  const lang = mailLang(input.lang);
  const before = mailSeat(ctx.sql, seat);
  if (before && before.address === address && before.confirmed) {
    writeMailSeat(ctx.sql, { ...before, lang, link: input.link, muted: false });
    return ok({ address, confirmed: true, muted: false });
  }
  if (!chooseMailer(ctx.env))
    return fail("mail/unavailable", "This server has no way to send email configured.");
  const row: MailSeat = {
    seat,
    address,
    lang,
    confirmed: false,
    confirmHash: secrets.hash,
    confirmExpires: ctx.now + CONFIRM_TTL_MS,
    // The links already sent name the old address: they must not act on a new one.
    unsubToken: before && before.address === address ? before.unsubToken : secrets.unsub,
    muted: false,
    link: input.link,
  };
  writeMailSeat(ctx.sql, row);
  const title = gameTitle(ctx);
  const sent = await send(ctx, row, "confirm", {
    subject: say(lang, "confirm_subject", { game: title }),
    paragraphs: [say(lang, "confirm_body", { game: title }), say(lang, "confirm_ignore")],
    action: {
      href: `${ctx.settings.origin}/mail/confirm?g=${encodeURIComponent(ctx.meta.id)}&t=${secrets.token}`,
      label: say(lang, "confirm_button"),
    },
    footer: false,
  });
  if (!sent) {
    deleteMailSeat(ctx.sql, seat);
    return fail(
      "mail/not-sent",
      "We cannot send to this address now (too many emails today, or it asked to receive none).",
    );
  }
  return ok({ address, confirmed: false, muted: false });
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
  lang: MailLang;
}

/**
 * The unconfirmed seat of a confirmation link's token digest, or the refusal (with the
 * address's language when the link was found: it is used or expired).
 */
function findConfirm(ctx: RoomContext, tokenHash: string): RoomResult<MailSeat> {
  let found: MailSeat | null = null;
  for (const m of readMailSeats(ctx.sql)) if (sameDigest(m.confirmHash, tokenHash)) found = m;
  if (!found) return fail("mail/bad-link", "This confirmation link is not valid.");
  const lang = mailLang(found.lang);
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
  return ok({ game: gameTitle(ctx), lang: mailLang(found.value.lang) });
}

/** Confirms the address whose confirmation link's token has digest `tokenHash`. */
export function confirmAddress(ctx: RoomContext, tokenHash: string): RoomResult<LinkResult> {
  const found = findConfirm(ctx, tokenHash);
  if (!found.ok) return found;
  writeMailSeat(ctx.sql, { ...found.value, confirmed: true });
  planReminder(ctx, found.value.seat);
  return ok({ game: gameTitle(ctx), lang: mailLang(found.value.lang) });
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
  return ok({ game: gameTitle(ctx), lang: mailLang(m.lang) });
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
  return ok({ game: gameTitle(ctx), lang: mailLang(m.lang) });
}

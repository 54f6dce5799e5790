/**
 * The Worker's email handler (Cloudflare Email Routing): a reply to a "your turn" email. An
 * entry of the Worker like the routes beside it, so it may reach a game's room (room/stub.ts).
 * Mail to an address that is not a reply address is rejected at once; a reply is parsed
 * (postal-mime), dropped silently when it is an automatic message or the platform did not
 * vouch for its sender (mail/inbound/auth.ts), and otherwise handed to its game's room with the
 * first line the player wrote (mail/inbound/text.ts). "My data" or "forget me" on that line, to
 * any reply address, is carried out for the sender's own address (my-data-run.ts). The development mailbox's "reply" box
 * (dev-mail.ts) sends through `takeRawReply` too, so local replies take exactly this path.
 */
import PostalMime from "postal-mime";
import type { Env } from "../env";
import type { ReplyOutcome } from "../notify/reply";
import { roomStub } from "../room/stub";
import { sha256Hex } from "../security";
import { isPlainReplyAddress, parseReplyAddress, type ReplyTag } from "../mail/inbound/address";
import { isAddress, normalizeAddress } from "../mail/message";
import { now } from "../clock";
import { addressBook } from "../notify/address-book";
import { myDataCommand, type MyDataWhat } from "../notify";
import { runMyData, type MyDataDone } from "./my-data-run";
import { CLOUDFLARE_AUTHSERV_ID, senderVouched } from "../mail/inbound/auth";
import { firstLine, htmlToText, laterLines } from "../mail/inbound/text";
import { log, logFailure } from "../log";

/** Replies larger than this are refused (a move is a few words; 256 KiB allows quoting). */
export const MAX_REPLY_BYTES = 256 * 1024;

/** What became of an incoming message. */
export type Received =
  | ReplyOutcome
  | "unauthenticated"
  | "automatic"
  | "not-found"
  | "failed"
  | `my-data: ${MyDataDone}`
  | "my-data: too soon";

/** The `email` export of the Worker. */
export async function receiveEmail(message: ForwardableEmailMessage, env: Env): Promise<void> {
  const tag = parseReplyAddress(env, message.to);
  if (!tag && !isPlainReplyAddress(env, message.to))
    return message.setReject("There is no such address here.");
  if (message.rawSize > MAX_REPLY_BYTES) return message.setReject("This message is too large.");
  const raw = await new Response(message.raw).arrayBuffer();
  const outcome = await takeRawReply(env, raw, tag);
  // The outcome only: never the address or the words.
  log("info", "mail.reply", { ...(tag ? { game: tag.gameId } : {}), outcome });
}

/**
 * "My data" or "forget me" from `from`, whose mailbox the platform vouched for: carried out for
 * that address only, at most one a MY_DATA_EVERY_MINUTES (the AddressBook's `takeMyData`).
 */
async function myDataByMail(
  env: Env,
  from: string,
  what: MyDataWhat,
  lang: string,
): Promise<Received> {
  const address = normalizeAddress(from);
  if (!isAddress(address)) return "ignored";
  if (!(await (await addressBook(env, address)).takeMyData(now()))) return "my-data: too soon";
  return `my-data: ${await runMyData(env, { address, what, lang, origin: null })}`;
}

/** Whether a message says it was sent by a program (vacation replies, bounces, lists). */
function automatic(headers: readonly { key: string; value: string }[]): boolean {
  const get = (k: string) =>
    headers
      .find((h) => h.key === k)
      ?.value.trim()
      .toLowerCase();
  const auto = get("auto-submitted");
  if (auto && auto !== "no") return true;
  return /^(bulk|junk|list|auto_reply)$/.test(get("precedence") ?? "") || !!get("x-autoreply");
}

/**
 * Takes one raw reply to the reply address `tag` (null: the untagged address, which every other
 * email has as its Reply-To). "My data" or "forget me" on the first line is a request about the
 * sender's own address, whatever email it answers; anything else is a move or talk for a tagged
 * address, and nothing for the untagged one. Never throws.
 */
export async function takeRawReply(
  env: Env,
  raw: ArrayBuffer | string,
  tag: ReplyTag | null,
): Promise<Received> {
  try {
    const email = await PostalMime.parse(raw);
    const from = email.from?.address ?? "";
    if (automatic(email.headers)) return "automatic";
    if (!senderVouched(email.headers, from, env.AUTHSERV_ID || CLOUDFLARE_AUTHSERV_ID))
      return "unauthenticated";
    const body = email.text?.trim() ? email.text : htmlToText(email.html ?? "");
    const text = firstLine(body);
    const command = myDataCommand(text);
    if (command) return await myDataByMail(env, from, command.what, command.lang);
    if (!tag) return "ignored";
    const origin = email.messageId ?? `${from}\n${email.date ?? ""}\n${body}`;
    const moveId = `mail-${(await sha256Hex(`${tag.secret}:${origin}`)).slice(0, 32)}`;
    const answer = await roomStub(env, tag.gameId).replyMail({
      seat: tag.seat,
      secret: tag.secret,
      from,
      text,
      more: laterLines(body),
      moveId,
    });
    return answer.ok ? answer.value : "not-found";
  } catch (err) {
    logFailure("mail.reply-failed", err, {
      ...(tag ? { game: tag.gameId } : {}),
      check: 'A reply to a "your turn" email could not be read or taken by its room.',
    });
    return "failed";
  }
}

/**
 * The development mailbox's "reply" box: a person types a reply to a "your turn" email at
 * /dev/mail/{n} and it goes through the same handler as a real reply (routes/inbound-mail.ts).
 * The box stands in for Cloudflare's MX, so the message it builds carries the
 * Authentication-Results header the MX would add for a sender whose domain passed DKIM. Only
 * with DEV_MAILBOX on.
 */
import type { StoredMail } from "../dev-mailbox";
import { esc } from "../page";
import { CLOUDFLARE_AUTHSERV_ID } from "./auth";

/** The raw RFC 822 reply of `mail`'s recipient with `text` as its body. */
export function devReplyMessage(mail: StoredMail, text: string, authservId?: string): string {
  const from = mail.to;
  const domain = from.slice(from.lastIndexOf("@") + 1);
  const id = `<${crypto.randomUUID()}@${domain}>`;
  const subject = `Re: ${mail.subject}`.replace(/[\r\n]+/g, " ");
  return [
    `Authentication-Results: ${authservId || CLOUDFLARE_AUTHSERV_ID}; dkim=pass header.d=${domain}; spf=pass smtp.mailfrom=${from}`,
    `From: ${from}`,
    `To: ${mail.headers["Reply-To"] ?? ""}`,
    `Subject: ${subject}`,
    `Message-ID: ${id}`,
    `In-Reply-To: ${mail.headers["Message-ID"] ?? ""}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    text.replace(/\r?\n/g, "\r\n"),
    "",
  ].join("\r\n");
}

/** The reply box under a message that has a Reply-To address (HTML). */
export function replyBox(mail: StoredMail): string {
  if (!mail.headers["Reply-To"]) return "";
  return `<h2>Reply</h2><form method="post" action="/dev/mail/${mail.id}/reply">
<p class="muted">Sent as ${esc(mail.to)} to ${esc(mail.headers["Reply-To"])}, through the same handler as a real reply (the first line counts).</p>
<p><label for="reply-text">Your reply</label><br><textarea id="reply-text" name="text" rows="4" style="width:100%" data-testid="reply-text"></textarea></p>
<p><button type="submit" data-testid="reply-send">Send reply</button></p></form>`;
}

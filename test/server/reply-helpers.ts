/**
 * Helpers of the reply-by-email tests: a raw reply to an email of the development mailbox, as
 * Cloudflare Email Routing delivers it (authentication results, headers, a text or HTML part),
 * taken by the real inbound handler.
 */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { StoredMail } from "../../src/server/mail/dev-mailbox";
import { parseReplyAddress } from "../../src/server/mail/inbound/address";
import { takeRawReply } from "../../src/server/routes/inbound-mail";

/** The authentication results of a sender whose SPF, DKIM and DMARC all pass for `domain`. */
export const PASS = (domain: string) =>
  `ARC-Authentication-Results: i=1; mx.cloudflare.net; dkim=pass header.d=${domain} header.s=s1; spf=pass (mx.cloudflare.net: domain of a@${domain} designates 192.0.2.1 as permitted sender) smtp.mailfrom=a@${domain}; dmarc=pass header.from=${domain}`;

/** How a reply differs from a plain, authenticated one with a new Message-ID. */
export interface ReplyOptions {
  /** Its authentication results (PASS for its sender's domain otherwise). */
  auth?: string;
  /** Its part is HTML rather than plain text. */
  html?: boolean;
  /** Its Message-ID's local part (the same one twice is a redelivery). */
  messageId?: string;
}

/** A raw reply from `from` to the Reply-To of `mail`, `body` as its only part. */
function raw(mail: StoredMail, from: string, body: string, opts: ReplyOptions) {
  const domain = from.split("@")[1]!;
  return [
    opts.auth ?? PASS(domain),
    `From: Player <${from}>`,
    `To: ${mail.headers["Reply-To"]}`,
    `Subject: Re: ${mail.subject}`,
    `Message-ID: <${opts.messageId ?? crypto.randomUUID()}@${domain}>`,
    "MIME-Version: 1.0",
    `Content-Type: ${opts.html ? "text/html" : "text/plain"}; charset=utf-8`,
    "Content-Transfer-Encoding: 8bit",
    "",
    body.replace(/\n/g, "\r\n"),
  ].join("\r\n");
}

/** Sends a reply to `mail` through the inbound handler; what became of it. */
export async function reply(mail: StoredMail, from: string, body: string, opts: ReplyOptions = {}) {
  const tag = parseReplyAddress(env, mail.headers["Reply-To"] ?? "");
  expect(tag, `no reply address on ${mail.subject}`).not.toBeNull();
  return takeRawReply(env, raw(mail, from, body, opts), tag!);
}

/**
 * The development mailbox's pages: /dev/mail lists the messages (newest first, `?to=` filters
 * by recipient), /dev/mail/{n} shows one: its headers, the text body with clickable links and
 * the HTML body in a sandboxed frame, with a box to reply to it through the email handler
 * (inbound-mail.ts). They answer 404 unless DEV_MAILBOX is "on".
 */
import { Hono } from "hono";
import type { Env } from "../env";
import { ApiError } from "../errors";
import { devMailbox } from "../mail/dev-mailbox";
import { devMailboxOn } from "../mail/mailer";
import { devReplyMessage, replyBox } from "../mail/inbound/dev-reply";
import { takeRawReply } from "./inbound-mail";
import { isPlainReplyAddress, parseReplyAddress } from "../mail/inbound/address";
import { esc, page } from "../mail/page";

/** The routes, mounted at /dev/mail. */
export const devMailRoutes = new Hono<{ Bindings: Env }>();

devMailRoutes.use(async (c, next) => {
  if (!devMailboxOn(c.env))
    throw new ApiError("http/not-found", "There is nothing at this address.");
  await next();
});

/** Text with its http(s) links made clickable (everything escaped first). */
function linkify(text: string): string {
  return esc(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

devMailRoutes.get("/", async (c) => {
  const to = c.req.query("to");
  const sent = c.req.query("sent");
  const mails = await devMailbox(c.env).list(to);
  const rows = mails
    .map(
      (m) =>
        `<tr data-testid="mail-row"><td>${esc(new Date(m.at).toISOString().replace("T", " ").slice(0, 19))}</td><td>${esc(m.to)}</td><td><a href="/dev/mail/${m.id}">${esc(m.subject)}</a></td></tr>`,
    )
    .join("");
  return page(
    "Development mailbox",
    `<h1>Development mailbox</h1>${sent ? `<p data-testid="reply-outcome">Reply sent: ${esc(sent)}.</p>` : ""}<p class="muted">Every email the server sends while DEV_MAILBOX is on lands here instead. ${mails.length} message(s)${to ? ` to ${esc(to)}` : ""}.</p>
<table><thead><tr><th>When (UTC)</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
  );
});

devMailRoutes.get("/:n", async (c) => {
  const n = Number(c.req.param("n"));
  const m = Number.isInteger(n) ? await devMailbox(c.env).get(n) : null;
  if (!m) throw new ApiError("http/not-found", "There is no such message.");
  const headers = Object.entries({ To: m.to, Subject: m.subject, ...m.headers })
    .map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`)
    .join("");
  return page(
    m.subject,
    `<p><a href="/dev/mail">← All messages</a></p><h1 data-testid="mail-subject">${esc(m.subject)}</h1>
<table>${headers}</table><h2>Text</h2><pre data-testid="mail-text">${linkify(m.text)}</pre>
${replyBox(m)}<h2>HTML</h2><iframe title="HTML body" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${esc(m.html)}"></iframe>`,
  );
});

// The reply box: the typed reply goes through the email handler, as a real reply would.
devMailRoutes.post("/:n/reply", async (c) => {
  const n = Number(c.req.param("n"));
  const m = Number.isInteger(n) ? await devMailbox(c.env).get(n) : null;
  const to = m?.headers["Reply-To"] ?? "";
  const tag = parseReplyAddress(c.env, to);
  // The untagged address (every other email's Reply-To) takes "my data" and "forget me".
  if (!m || (!tag && !isPlainReplyAddress(c.env, to)))
    throw new ApiError("http/not-found", "There is no such message to reply to.");
  const form = await c.req.parseBody();
  const text = typeof form.text === "string" ? form.text.slice(0, 10_000) : "";
  const outcome = await takeRawReply(c.env, devReplyMessage(m, text, c.env.AUTHSERV_ID), tag);
  return c.redirect(`/dev/mail?sent=${encodeURIComponent(outcome)}`, 303);
});

/**
 * "Send me links to all my games": one email to a confirmed address listing the seats it was
 * confirmed for, each with its personal link. Whoever asks gets the same answer whether or not
 * the address is known (the route says "if this address has games, an email is on its way"),
 * and the email goes only to the address itself, at most once an hour (the AddressBook's
 * `takeLinks`), so the path tells nobody anything about any address. Like every other email it
 * carries RFC 8058 one-click unsubscribe: a listed seat's "stop all emails" link, which stops
 * this email too.
 */
import type { Env } from "../env";
import { plainReplyTo } from "../mail/inbound/address";
import { chooseMailer } from "../mail/mailer";
import { headerSafe, isAddress, normalizeAddress } from "../mail/message";
import { addressBook } from "./address-book";
import { saySlow } from "./slow-words";
import { logFailure } from "../log";
import { metrics } from "../metrics";
import { privacyFooter } from "./compose";
import { say } from "./words";
import { escapeHtml as esc } from "../html";

/** Sends the links email to `address` if it has seats and may get one now; never throws. */
export async function sendLinks(env: Env, address: string, lang: string, t: number): Promise<void> {
  if (/[\r\n]/.test(address) || !isAddress(address.trim())) return;
  const to = normalizeAddress(address);
  const mailer = chooseMailer(env);
  if (!mailer) return;
  try {
    const seats = await (await addressBook(env, to)).takeLinks(t);
    if (!seats) return;
    const lines = seats.map((s) => ({
      text: saySlow(lang, "links_line", { game: s.game, others: s.others }),
      link: s.link,
    }));
    // Any listed seat's link stops every email to the address (seats listed before the
    // links were kept have none: then the email goes without, as it did).
    const stopAll = seats.find((s) => s.stopAll)?.stopAll;
    const stopWords = say(lang, "stop_all");
    const privacy = privacyFooter(new URL(seats[0]!.link).origin, lang);
    const text = [
      saySlow(lang, "links_hello"),
      lines.map((l) => `- ${l.text}\n  ${l.link}`).join("\n"),
      saySlow(lang, "links_secret"),
      `--\n${stopAll ? `${stopWords}: ${stopAll}\n` : ""}${privacy.text}`,
    ].join("\n\n");
    const html = `<!doctype html><html lang="${esc(lang)}"><body style="font-family:sans-serif;line-height:1.5;color:#222">
<p>${esc(saySlow(lang, "links_hello"))}</p>
<ul>${lines.map((l) => `<li><a href="${esc(l.link)}">${esc(l.text)}</a></li>`).join("")}</ul>
<p>${esc(saySlow(lang, "links_secret"))}</p>${
      stopAll
        ? `\n<hr><p style="font-size:12px;color:#666"><a href="${esc(stopAll)}">${esc(stopWords)}</a></p>`
        : "\n<hr>"
    }${privacy.html}</body></html>`;
    await mailer.send({
      to,
      subject: headerSafe(saySlow(lang, "links_subject")),
      text,
      html,
      headers: {
        "Auto-Submitted": "auto-generated",
        ...plainReplyTo(env),
        ...(stopAll
          ? {
              "List-Unsubscribe": `<${stopAll}>`,
              "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
            }
          : {}),
      },
    });
    metrics(env).count("mail.sent", "links");
  } catch (err) {
    metrics(env).count("mail.failed", "links");
    logFailure("mail.failed", err, {
      kind: "links",
      via: mailer.name,
      check:
        'The mail transport refused the links email: check MAIL_FROM\'s domain and the transport (docs/operations.md, "When email fails").',
    });
  }
}

/**
 * The two emails that answer "my data" and "forget me": the export (what is kept about the
 * address, as JSON, in the text and HTML bodies) and the note that the address was forgotten.
 * They go to the address itself only, outside any game's thread, and carry the privacy link.
 */
import type { Env } from "../env";
import { logFailure } from "../log";
import { chooseMailer } from "../mail/mailer";
import { headerSafe } from "../mail/message";
import { metrics } from "../metrics";
import { privacyFooter } from "./compose";
import { sayMyData } from "./my-data-words";
import { escapeHtml as esc } from "../html";

/** Sends one answer to `to`; false when no transport or it refused (logged, never thrown). */
async function answer(
  env: Env,
  to: string,
  kind: string,
  lang: string,
  origin: string | null,
  subject: string,
  paragraphs: string[],
  pre?: string,
): Promise<boolean> {
  const mailer = chooseMailer(env);
  if (!mailer) return false;
  const privacy = origin ? privacyFooter(origin, lang) : null;
  const text = [...paragraphs, ...(pre ? [pre] : []), ...(privacy ? [`--\n${privacy.text}`] : [])];
  const html = `<!doctype html><html lang="${esc(lang)}"><body style="font-family:sans-serif;line-height:1.5;color:#222">
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join("\n")}
${pre ? `<pre style="white-space:pre-wrap">${esc(pre)}</pre>` : ""}
<hr>${privacy?.html ?? ""}
</body></html>`;
  try {
    await mailer.send({
      to,
      subject: headerSafe(subject),
      text: text.join("\n\n"),
      html,
      headers: { "Auto-Submitted": "auto-replied" },
    });
    metrics(env).count("mail.sent", kind);
    return true;
  } catch (err) {
    metrics(env).count("mail.failed", kind);
    logFailure("mail.failed", err, {
      kind,
      via: mailer.name,
      check:
        'The mail transport refused the message: check MAIL_FROM\'s domain and the transport (docs/operations.md, "When email fails").',
    });
    return false;
  }
}

/** Mails `data` (what is kept about `to`) to `to`, as indented JSON. */
export function sendExport(
  env: Env,
  to: string,
  lang: string,
  origin: string | null,
  data: unknown,
): Promise<boolean> {
  return answer(
    env,
    to,
    "my-data",
    lang,
    origin,
    sayMyData(lang, "export_subject"),
    [sayMyData(lang, "export_body")],
    JSON.stringify(data, null, 2),
  );
}

/** Tells `to` that it was removed from `count` games. */
export function sendForgotten(
  env: Env,
  to: string,
  lang: string,
  origin: string | null,
  count: number,
): Promise<boolean> {
  return answer(env, to, "forgotten", lang, origin, sayMyData(lang, "forgotten_subject"), [
    sayMyData(lang, "forgotten_body", { count }),
  ]);
}

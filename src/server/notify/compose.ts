/**
 * Builds each email: subject, text and HTML bodies in the player's language, and the headers
 * every message carries: one thread per seat and game (`Message-ID`, `In-Reply-To`,
 * `References` to the confirmation email), and RFC 8058 one-click unsubscribe
 * (`List-Unsubscribe` with the "this game" link, `List-Unsubscribe-Post`).
 */
import { headerSafe, type MailMessage } from "../mail/message";
import { langOf } from "../words";
import { say, type WordKey } from "./words";
import { escapeHtml as esc } from "../html";

/** Who and which game an email is about. */
export interface Letter {
  origin: string;
  gameId: string;
  /** The game's display name. */
  game: string;
  seat: number;
  lang: string;
  to: string;
  /** The seat's personal link. */
  link: string;
  unsubToken: string;
  /** Message-ID distinguisher, unique per message of this seat and game. */
  tag: string;
}

/** The body of one email: paragraphs, optional list lines, a main link with its label. */
export interface Body {
  subject: string;
  paragraphs: string[];
  lines?: string[];
  /** Paragraphs after the list lines (the reply-to-play invitation). */
  after?: string[];
  action: { href: string; label: string };
  /** Whether the unsubscribe footer is shown (all but the confirmation email). */
  footer: boolean;
  /** Extra headers (Reply-To for reply to play, Auto-Submitted on answers). */
  headers?: Record<string, string>;
}

/** The two unsubscribe links of a seat: this game, and every email to the address. */
export function unsubscribeLinks(l: Pick<Letter, "origin" | "gameId" | "unsubToken">) {
  const base = `${l.origin}/mail/unsubscribe?g=${encodeURIComponent(l.gameId)}&t=${l.unsubToken}`;
  return { game: `${base}&scope=game`, all: `${base}&scope=all` };
}

/**
 * The privacy page in the reader's language, linked from every email (this one's footer, the
 * daily summary's and the links email's).
 */
export function privacyLink(origin: string, lang: string): string {
  return `${origin}/privacy?lang=${encodeURIComponent(langOf(lang))}`;
}

/** The privacy link's line of a plain-text email, and its HTML paragraph. */
export function privacyFooter(origin: string, lang: string): { text: string; html: string } {
  const href = privacyLink(origin, lang);
  const label = say(lang, "privacy");
  return {
    text: `${label}: ${href}`,
    html: `<p style="font-size:12px;color:#666"><a href="${esc(href)}">${esc(label)}</a></p>`,
  };
}

/** The thread root of a seat in a game (the confirmation email's Message-ID). */
function root(l: Letter): string {
  const host = new URL(l.origin).hostname || "tavolo.invalid";
  return `<${l.gameId}.${l.seat}@${host}>`;
}

/** One finished message. */
export function compose(l: Letter, b: Body): MailMessage {
  const stop = unsubscribeLinks(l);
  const privacy = privacyFooter(l.origin, l.lang);
  const w = (k: WordKey) => say(l.lang, k);
  const text = [
    ...b.paragraphs,
    ...(b.lines && b.lines.length ? [b.lines.map((x) => `- ${x}`).join("\n")] : []),
    ...(b.after ?? []),
    `${b.action.label}: ${b.action.href}`,
    b.footer
      ? `--\n${w("footer")}\n${w("stop_game")}: ${stop.game}\n${w("stop_all")}: ${stop.all}\n${privacy.text}`
      : `--\n${privacy.text}`,
  ].join("\n\n");
  const html = `<!doctype html><html lang="${esc(l.lang)}"><body style="font-family:sans-serif;line-height:1.5;color:#222">
${b.paragraphs.map((p) => `<p>${esc(p).replace(/\n/g, "<br>")}</p>`).join("\n")}
${b.lines && b.lines.length ? `<ul>${b.lines.map((x) => `<li>${esc(x)}</li>`).join("")}</ul>` : ""}
${(b.after ?? []).map((p) => `<p>${esc(p)}</p>`).join("\n")}
<p><a href="${esc(b.action.href)}" style="display:inline-block;padding:8px 16px;background:#1f6f50;color:#fff;border-radius:6px;text-decoration:none">${esc(b.action.label)}</a></p>
${
  b.footer
    ? `<hr><p style="font-size:12px;color:#666">${esc(w("footer"))}<br><a href="${esc(stop.game)}">${esc(w("stop_game"))}</a> · <a href="${esc(stop.all)}">${esc(w("stop_all"))}</a></p>`
    : "<hr>"
}
${privacy.html}
</body></html>`;
  const thread = root(l);
  const host = thread.slice(thread.indexOf("@") + 1, -1);
  const first = l.tag === "confirm";
  const headers: Record<string, string> = {
    "Message-ID": first ? thread : `<${l.gameId}.${l.seat}.${l.tag}@${host}>`,
    "List-Unsubscribe": `<${stop.game}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    ...b.headers,
  };
  if (!first) {
    headers["In-Reply-To"] = thread;
    headers["References"] = thread;
  }
  return { to: l.to, subject: headerSafe(b.subject), text, html, headers };
}

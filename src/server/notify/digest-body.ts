/**
 * The daily summary's email, built from what the address's AddressBook collected: one section
 * per kind of news, today "games awaiting your move" (each with the others, since when, the
 * deadline if any, its link, and what was written at its table since the reader's last visit). Headers: RFC 8058 one-click unsubscribe for the
 * address (`List-Unsubscribe` with the "every email" link, `List-Unsubscribe-Post`), and each
 * game's own "stop this game" link in the body.
 */
import { headerSafe, type MailMessage } from "../mail/message";
import { privacyFooter } from "./compose";
import { saySlow } from "./slow-words";
import { say, when } from "./words";
import { escapeHtml as esc } from "../html";

/** One game awaiting the address's move, as the room handed it to the AddressBook. */
export interface DigestGame {
  gameId: string;
  seat: number;
  /** The game's title ("Pazaak"). */
  game: string;
  /** The other players' names. */
  others: string;
  /** When the turn began, ms. */
  since: number;
  /** When the move is due, ms; null without a time per move. */
  due: number | null;
  /** The seat's personal link. */
  link: string;
  /** The seat's unsubscribe links: this game, and every email to the address. */
  stopGame: string;
  stopAll: string;
  /**
   * Table talk the seat has not seen, when it was handed in (notify/bodies.ts `unseenTalk`):
   * the part's title and its lines ("Bruno: nice one"), already in the address's language.
   */
  talk?: { title: string; lines: string[] } | null;
}

/** What a summary tells, by section. */
export interface DigestSections {
  awaiting: DigestGame[];
}

/** The line of one game in `lang`. */
function gameLine(g: DigestGame, lang: string): string {
  const line = saySlow(lang, "digest_line", {
    game: g.game,
    others: g.others,
    since: when(lang, g.since),
  });
  return g.due === null
    ? line
    : `${line}; ${saySlow(lang, "digest_due", { due: when(lang, g.due) })}`;
}

/** A game's unseen table talk as indented text lines (none when nothing was written). */
function talkText(g: DigestGame): string[] {
  if (!g.talk || g.talk.lines.length === 0) return [];
  return [`  ${g.talk.title}`, ...g.talk.lines.map((l) => `    ${l}`)];
}

/** The same as HTML: escaped, so a message is only ever text. */
function talkHtml(g: DigestGame): string {
  if (!g.talk || g.talk.lines.length === 0) return "";
  const lines = g.talk.lines.map((l) => `<li>${esc(l)}</li>`).join("");
  return `<br><span style="color:#555">${esc(g.talk.title)}</span><ul style="color:#555">${lines}</ul>`;
}

/** Whether the summary has anything to say (nothing is sent otherwise). */
export function digestHasNews(s: DigestSections): boolean {
  return s.awaiting.length > 0;
}

/** The summary email to `to` in `lang`, `tag` distinguishing its Message-ID. */
export function digestMessage(
  to: string,
  lang: string,
  s: DigestSections,
  origin: string,
  tag: string,
): MailMessage {
  const games = [...s.awaiting].sort((a, b) => a.since - b.since);
  const n = games.length;
  const subject =
    n === 1 ? saySlow(lang, "digest_subject_one") : saySlow(lang, "digest_subject", { n });
  const stopAll = games[0]?.stopAll ?? `${origin}/`;
  const privacy = privacyFooter(origin, lang);
  const text = [
    saySlow(lang, "digest_hello"),
    games
      .map((g) => [`- ${gameLine(g, lang)}`, ...talkText(g), `  ${g.link}`].join("\n"))
      .join("\n"),
    `--\n${saySlow(lang, "digest_footer")}`,
    ...games.map(
      (g) =>
        `${saySlow(lang, "digest_stop_game", { game: g.game, others: g.others })}: ${g.stopGame}`,
    ),
    `${say(lang, "stop_all")}: ${stopAll}`,
    privacy.text,
  ].join("\n\n");
  const html = `<!doctype html><html lang="${esc(lang)}"><body style="font-family:sans-serif;line-height:1.5;color:#222">
<p>${esc(saySlow(lang, "digest_hello"))}</p>
<ul>${games
    .map(
      (g) =>
        `<li>${esc(gameLine(g, lang))} <a href="${esc(g.link)}">${esc(saySlow(lang, "digest_open"))}</a>${talkHtml(g)}</li>`,
    )
    .join("")}</ul>
<hr><p style="font-size:12px;color:#666">${esc(saySlow(lang, "digest_footer"))}<br>${games
    .map(
      (g) =>
        `<a href="${esc(g.stopGame)}">${esc(saySlow(lang, "digest_stop_game", { game: g.game, others: g.others }))}</a>`,
    )
    .join("<br>")}<br><a href="${esc(stopAll)}">${esc(say(lang, "stop_all"))}</a></p>
${privacy.html}
</body></html>`;
  const host = (() => {
    try {
      return new URL(origin).hostname || "tavolo.invalid";
    } catch {
      return "tavolo.invalid";
    }
  })();
  return {
    to,
    subject: headerSafe(subject),
    text,
    html,
    headers: {
      "Message-ID": `<digest.${tag}@${host}>`,
      "List-Unsubscribe": `<${stopAll}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * Table talk in emails: the messages a reader has not seen, as the lines of a "new at the
 * table" part ("Bruno: nice one", "Bruno: 👍"), each on one line, bidirectional controls shown
 * as their codes (src/talk.ts `inertText`), the newest few when there are many. The your-turn
 * email uses it now, the daily summary can use the same.
 */
import { REACTION_EMOJI, inertText, type TalkMessage } from "../../talk";
import type { RoomContext } from "../kernel/context";
import { seatName } from "../kernel/rules";
import { messagesSince } from "./store";
import { talkSay } from "./words";

/** At most this many messages are quoted in one email. */
const EMAIL_MAX = 10;

/** One message as one line. */
export function talkLine(ctx: Pick<RoomContext, "seats">, m: TalkMessage, lang: string): string {
  const name = seatName(ctx, m.seat);
  return m.reaction
    ? talkSay(lang, "line_reaction", { name, emoji: REACTION_EMOJI[m.reaction] })
    : talkSay(lang, "line_text", { name, text: inertText(m.text).replace(/\s*\n\s*/g, " / ") });
}

/**
 * The "new at the table" part for `seat` in `lang`: its title and lines, or null when nothing
 * was written since `since` (ms, the reader's last visit).
 */
export function talkLines(
  ctx: Pick<RoomContext, "seats" | "sql">,
  seat: number,
  since: number,
  lang: string,
): { title: string; lines: string[]; more: string | null } | null {
  const fresh = messagesSince(ctx.sql, seat, since);
  if (fresh.length === 0) return null;
  const shown = fresh.slice(-EMAIL_MAX);
  const earlier = fresh.length - shown.length;
  return {
    title: talkSay(lang, "since_title"),
    lines: shown.map((m) => talkLine(ctx, m, lang)),
    more: earlier > 0 ? talkSay(lang, "more", { n: earlier }) : null,
  };
}

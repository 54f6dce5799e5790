/**
 * The bodies of the emails the email channel sends (channel.ts): "your turn" and its reminder
 * (with the deadline, the opponents' last moves in words and the invitation to reply with a
 * move), "a friend joined", "game over" and "time is up". Built for one seat's address, in its
 * language, from the room as it stands when the job runs.
 */
import { clockOf, dueAt } from "../kernel/clocks";
import type { RoomContext } from "../kernel/context";
import { others, seatName } from "../kernel/rules";
import { turnOf } from "../kernel/turns";
import { talkLines } from "../talk";
import type { Body } from "./compose";
import { recentMoves } from "./phrases";
import { awayLines } from "./away";
import { replyInvite } from "./reply";
import type { MailSeat } from "./store";
import { say, when } from "./words";

/** "Your turn" (`kind` "turn") or its reminder ("remind"). */
export function turnBody(ctx: RoomContext, m: MailSeat, kind: "turn" | "remind"): Body {
  const p = { game: ctx.game.title, others: others(ctx, m.seat), name: seatName(ctx, m.seat) };
  const turn = turnOf(ctx.sql, m.seat);
  const paragraphs =
    kind === "turn"
      ? [say(m.lang, "turn_hello", p)]
      : [say(m.lang, "remind_body", { ...p, since: when(m.lang, turn.sinceAt ?? ctx.now) })];
  const due = dueAt(turn, clockOf(ctx.sql, m.seat), ctx.settings.days);
  if (due !== null) paragraphs.push(say(m.lang, "deadline_line", { due: when(m.lang, due) }));
  paragraphs.push(...awayLines(ctx, m.seat, m.lang));
  const lines = recentMoves(ctx.game, ctx.snapshot.state, m.seat, (s) => seatName(ctx, s), m.lang);
  paragraphs.push(...talkSince(ctx, m));
  if (lines.length) paragraphs.push(say(m.lang, "turn_since"));
  const reply = replyInvite(ctx, m);
  return {
    subject: say(m.lang, kind === "turn" ? "turn_subject" : "remind_subject", p),
    paragraphs,
    lines,
    after: reply ? [reply.paragraph] : undefined,
    action: { href: m.link, label: say(m.lang, "open_table") },
    footer: true,
    headers: reply?.headers,
  };
}

/**
 * What the others wrote at the table since `seat`'s last visit (the later of a look at the table
 * and a page closing), in `lang`; null when nothing. The your-turn email and the daily summary
 * (digest.ts) quote it.
 */
export function unseenTalk(
  ctx: RoomContext,
  seat: number,
  lang: string,
): ReturnType<typeof talkLines> {
  const seen = Math.max(
    turnOf(ctx.sql, seat).seenAt ?? 0,
    ctx.seats.find((s) => s.seat === seat)?.lastSeen ?? 0,
  );
  return talkLines(ctx, seat, seen, lang);
}

/**
 * Table talk the reader has not seen: what the others wrote since the reader's last visit (the
 * later of a look at the table and a page closing), one paragraph, one message a line.
 */
function talkSince(ctx: RoomContext, m: MailSeat): string[] {
  const talk = unseenTalk(ctx, m.seat, m.lang);
  if (!talk) return [];
  return [[talk.title, ...(talk.more ? [talk.more] : []), ...talk.lines].join("\n")];
}

/** To the creator: the player at `joined` took a seat. */
export function joinedBody(ctx: RoomContext, m: MailSeat, joined: number): Body {
  const p = { game: ctx.game.title, name: seatName(ctx, joined) };
  return {
    subject: say(m.lang, "joined_subject", p),
    paragraphs: [say(m.lang, "joined_body", p)],
    action: { href: m.link, label: say(m.lang, "open_table") },
    footer: true,
  };
}

/** "Game over": how it ended (a resignation, a claim) and who won. */
export function overBody(ctx: RoomContext, m: MailSeat): Body {
  const outcome = ctx.game.outcome(ctx.snapshot.state);
  const p = { game: ctx.game.title, others: others(ctx, m.seat) };
  const paragraphs: string[] = [];
  const ending = ctx.settings.ending;
  if (ending?.reason === "closed") paragraphs.push(say(m.lang, "over_closed"));
  else if (ending)
    paragraphs.push(
      say(m.lang, ending.reason === "resign" ? "over_resigned" : "over_forfeit", {
        name: seatName(ctx, ending.seat),
      }),
    );
  if (ending?.reason === "closed") {
    // Nobody won: the sentence above says it all.
  } else if (!outcome || outcome.winners.length === 0) paragraphs.push(say(m.lang, "over_draw"));
  else if (outcome.winners.includes(m.seat)) paragraphs.push(say(m.lang, "over_won"));
  else
    paragraphs.push(
      say(m.lang, "over_lost", {
        winners: outcome.winners.map((s) => seatName(ctx, s)).join(", "),
      }),
    );
  return {
    subject: say(m.lang, "over_subject", p),
    paragraphs,
    action: { href: m.link, label: say(m.lang, "open_table") },
    footer: true,
  };
}

/** To another player: `absent`'s time for its move is up, and what they may do about it. */
export function overdueBody(ctx: RoomContext, m: MailSeat, absent: number): Body {
  const p = { game: ctx.game.title, others: others(ctx, m.seat), name: seatName(ctx, absent) };
  return {
    subject: say(m.lang, "overdue_subject", p),
    paragraphs: [say(m.lang, "overdue_body", p)],
    action: { href: m.link, label: say(m.lang, "open_table") },
    footer: true,
  };
}

/**
 * Reply to play: a "your turn" email carries a Reply-To address for its seat and turn
 * (mail/inbound/address.ts, secret in reply-store.ts), and the words of a reply become a move.
 * The Worker's email handler (mail/inbound/) checks the platform's SPF/DKIM verdict and reads
 * the first line; the room then calls `takeReply`, which checks the sender is the seat's
 * confirmed address and the secret is this turn's, names the seat's legal moves (phrases/),
 * and plays the one the words name through the room's own move path. Anything else changes
 * nothing: a stale or unclear reply is answered with the legal moves in words; a reply from
 * another address, or to an unknown secret, is not answered at all (it may be forged).
 */
import type { Table } from "../../protocol";
import { ok, type RoomResult } from "../errors";
import { replyAddress } from "../mail/inbound/address";
import { normalizeAddress } from "../mail/message";
import type { RoomContext } from "../kernel/context";
import { seatName } from "../kernel/rules";
import { readLedger, recentMove } from "../kernel/ledger";
import { turnOf } from "../kernel/turns";
import type { Body } from "./compose";
import { deliver } from "./deliver";
import { moveLabels, namedMoves, whichMove } from "./phrases";
import { turnSecret, turnOfSecret } from "./reply-store";
import { replySay } from "./reply-words";
import { mailSeat, type MailSeat } from "./store";
import { langOf } from "../words";
import { say } from "./words";
import { inertText } from "../../talk";
import { hasTalk } from "../talk";
import { talkSay } from "../talk/words";

/** A reply as the email handler passes it to the room. */
export interface InboundReply {
  seat: number;
  secret: string;
  /** The From address (the platform vouched for its domain). */
  from: string;
  /** The first line the player wrote. */
  text: string;
  /** The lines the player wrote after it (table talk when the first line is a move). */
  more?: string;
  /** The move id, from the reply's Message-ID: a redelivered reply plays nothing twice. */
  moveId: string;
}

/** What became of a reply. */
export type ReplyOutcome =
  "moved" | "posted" | "unclear" | "stale" | "over" | "ignored" | "duplicate";

/** What `takeReply` needs from the room. */
export interface ReplyHost {
  context(): RoomContext;
  play(
    seat: number,
    request: { seq: number; moveId: string; move: unknown },
  ): Promise<RoomResult<Table>>;
  /** Posts `text` to the table talk as `seat`; `origin` posts nothing twice (null then). */
  post(seat: number, text: string, origin: string): Promise<RoomResult<unknown>>;
}

/** At most this many moves are listed in an answer. */
const LIST_MAX = 40;

/** The Reply-To address of `seat`'s current turn, or null (not its turn, replying off). */
export function turnReplyTo(ctx: RoomContext, seat: number): string | null {
  const turn = turnOf(ctx.sql, seat);
  if (turn.sinceSeq === null || ctx.game.outcome(ctx.snapshot.state) !== null) return null;
  if (!ctx.game.toAct(ctx.snapshot.state).includes(seat)) return null;
  return replyAddress(ctx.env, {
    gameId: ctx.meta.id,
    seat,
    secret: turnSecret(ctx.sql, seat, turn.sinceSeq),
  });
}

/**
 * The reply part of a "your turn" or reminder email: the invitation with a few legal moves
 * in words, and the Reply-To header. Null when replying is off for this game.
 */
export function replyInvite(
  ctx: RoomContext,
  m: MailSeat,
): { paragraph: string; headers: Record<string, string> } | null {
  const to = turnReplyTo(ctx, m.seat);
  if (!to) return null;
  const labels = moveLabels(legal(ctx, m.seat), m.lang);
  if (labels.length === 0) return null;
  // The shortest first: "stand", "end turn" say more about replying than a long card list.
  const some =
    [...labels]
      .sort((a, b) => a.length - b.length)
      .slice(0, 6)
      .map((l) => `“${l}”`)
      .join(", ") + (labels.length > 6 ? " …" : "");
  return { paragraph: replySay(m.lang, "invite", { moves: some }), headers: { "Reply-To": to } };
}

function legal(ctx: RoomContext, seat: number) {
  return namedMoves(ctx.game, ctx.snapshot.state, seat, (s) => seatName(ctx, s));
}

/** Takes one reply: plays the move it names, or answers; never throws for what was written. */
export async function takeReply(
  host: ReplyHost,
  reply: InboundReply,
): Promise<RoomResult<ReplyOutcome>> {
  const ctx = host.context();
  const m = mailSeat(ctx.sql, reply.seat);
  // Only the seat's confirmed address may move; to anyone else we say nothing.
  if (!m || !m.confirmed || normalizeAddress(reply.from) !== m.address) return ok("ignored");
  const since = turnOfSecret(ctx.sql, reply.seat, reply.secret);
  if (since === null) return ok("ignored");
  if (recentMove(readLedger(ctx.sql), reply.seat, reply.moveId)) return ok("duplicate");
  const { game, snapshot } = ctx;
  if (game.outcome(snapshot.state) !== null) {
    await answer(ctx, m, "stale", [replySay(m.lang, "over_body")], false);
    return ok("over");
  }
  if (
    turnOf(ctx.sql, reply.seat).sinceSeq !== since ||
    !game.toAct(snapshot.state).includes(reply.seat)
  ) {
    await answer(ctx, m, "stale", [replySay(m.lang, "stale_body")], true);
    return ok("stale");
  }
  const moves = legal(ctx, reply.seat);
  const match = whichMove(reply.text, moves);
  const said = reply.text.slice(0, 80);
  const whole = [reply.text, reply.more ?? ""].join("\n").trim();
  // Words that name no move are table talk (docs/decisions.md, "Table talk"); "???" is not.
  if (match.kind === "none" && /[\p{L}\p{N}]/u.test(whole) && hasTalk(ctx)) {
    const note = await posting(host, m, whole, reply.moveId);
    await answer(ctx, m, "posted", [note], true);
    return ok("posted");
  }
  if (match.kind !== "one") {
    const why = said.trim()
      ? replySay(m.lang, "unclear_body", { said })
      : replySay(m.lang, "unclear_empty");
    await answer(ctx, m, "unclear", [why], true);
    return ok("unclear");
  }
  const chosen = moves[match.index]!;
  const played = await host.play(reply.seat, {
    seq: snapshot.seq,
    moveId: reply.moveId,
    move: chosen.move,
  });
  if (!played.ok) {
    await answer(ctx, m, "unclear", [replySay(m.lang, "unclear_body", { said })], true);
    return ok("unclear");
  }
  const label = chosen.naming.label[langOf(m.lang)];
  const more = reply.more?.trim() ?? "";
  // A move and a message in one reply: the lines after the move are table talk.
  const note = more && hasTalk(ctx) ? [await posting(host, m, more, reply.moveId)] : [];
  await answer(
    host.context(),
    m,
    "moved",
    [replySay(m.lang, "moved_body", { move: label, game: ctx.game.title }), ...note],
    true,
    label,
  );
  return ok("moved");
}

/** Posts `text` for the reply's seat; the answer's sentence ("Posted to the table: …"). */
async function posting(host: ReplyHost, m: MailSeat, text: string, moveId: string) {
  const posted = await host.post(m.seat, text, `${moveId}:talk`);
  const shown = inertText(text).replace(/\s*\n\s*/g, " / ");
  return posted.ok
    ? talkSay(m.lang, "posted", { text: shown.length > 200 ? `${shown.slice(0, 199)}…` : shown })
    : talkSay(m.lang, "not_posted", { why: posted.error.message });
}

/**
 * An answer to a reply, to the seat's confirmed address (through every rule of `deliver`):
 * `paragraphs`, then, when `list` and it is the seat's turn, its legal moves in words with the
 * turn's Reply-To address.
 */
async function answer(
  ctx: RoomContext,
  m: MailSeat,
  kind: "moved" | "posted" | "unclear" | "stale",
  paragraphs: string[],
  list: boolean,
  move = "",
): Promise<void> {
  const game = ctx.game.title;
  const to = list ? turnReplyTo(ctx, m.seat) : null;
  const labels = to ? moveLabels(legal(ctx, m.seat), m.lang) : [];
  const text = [...paragraphs];
  if (labels.length > 0)
    text.push(
      replySay(
        m.lang,
        kind === "moved" || kind === "posted"
          ? "still_yours"
          : kind === "stale"
            ? "yours_again"
            : "choose",
      ),
    );
  else if (kind !== "unclear") text.push(replySay(m.lang, "next_wait"));
  const lines = labels.slice(0, LIST_MAX);
  if (labels.length > LIST_MAX)
    lines.push(replySay(m.lang, "more", { n: labels.length - LIST_MAX }));
  const subject =
    kind === "moved"
      ? replySay(m.lang, "moved_subject", { game, move })
      : kind === "posted"
        ? talkSay(m.lang, "posted_subject", { game })
        : replySay(m.lang, kind === "stale" ? "stale_subject" : "unclear_subject", { game });
  const body: Body = {
    subject,
    paragraphs: text,
    lines,
    action: { href: m.link, label: say(m.lang, "open_table") },
    footer: true,
    headers: {
      "Auto-Submitted": "auto-replied",
      ...(to && labels.length ? { "Reply-To": to } : {}),
    },
  };
  // deliver's seat carries the link on the site's origin now.
  await deliver(ctx, m.seat, `reply-${kind}`, (mm) => ({
    ...body,
    action: { ...body.action, href: mm.link },
  }));
}

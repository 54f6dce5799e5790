/**
 * A report's sealed snapshot: what the operator needs to judge a table, taken at the moment it
 * was reported and never changed after. The players' names, the table's last talk lines (every
 * line the room keeps, whoever could read it), the reason and the reporter's words, when, and
 * who reported (a seat, or a spectator). Nothing of the game's state is in it, so no hidden card
 * can be. Sealed: `digest` is the SHA-256 of the rest as JSON text, so the copy in the room, the
 * one in the bucket and the email can be told apart from an altered one.
 */
import type { ReportReason } from "../../report";
import type { RoomContext } from "../kernel/context";
import { seatName } from "../kernel/rules";
import { REPORT_TALK_LINES } from "../limits/retention";
import { sha256Hex } from "../security";
import { allMessages, talkSettings } from "../talk";

/** Who reported: a seat (its number and name then), or a spectator (nobody knows who). */
export type Reporter = { kind: "seat"; seat: number; name: string } | { kind: "spectator" };

/** One talk line as the snapshot keeps it: its id (the operator removes it by that), its author. */
export interface ReportLine {
  id: number;
  seat: number;
  name: string;
  at: number;
  text: string;
  reaction?: string;
}

/** The sealed snapshot. */
export interface ReportSnapshot {
  /** The game's public id. */
  game: string;
  gameKind: string;
  /** When the report was received, ms since the epoch. */
  at: number;
  reporter: Reporter;
  reason: ReportReason;
  /** The reporter's own words ("" when none were given). */
  words: string;
  /** The game as it stood: created, its move count, whether it was over. */
  created: number;
  seq: number;
  over: boolean;
  seats: { seat: number; name: string; computer: boolean; joined: boolean }[];
  /** Whether spectators could read the talk, and the seats the creator muted. */
  talkSettings: { spectators: boolean; muted: number[] };
  /** The newest REPORT_TALK_LINES lines, oldest first. */
  talk: ReportLine[];
  /** SHA-256 (hex) of the snapshot without this field, as JSON text. */
  digest: string;
}

/** The snapshot of the table in `ctx` as reported now by `reporter`. */
export async function takeSnapshot(
  ctx: RoomContext,
  reporter: Reporter,
  reason: ReportReason,
  words: string,
): Promise<ReportSnapshot> {
  const body: Omit<ReportSnapshot, "digest"> = {
    game: ctx.meta.id,
    gameKind: ctx.meta.game,
    at: ctx.now,
    reporter,
    reason,
    words,
    created: ctx.meta.created,
    seq: ctx.snapshot.seq,
    over: ctx.game.outcome(ctx.snapshot.state) !== null,
    seats: ctx.seats.map((s) => ({
      seat: s.seat,
      name: seatName(ctx, s.seat),
      computer: s.computer,
      joined: s.joined,
    })),
    talkSettings: talkSettings(ctx.sql),
    talk: allMessages(ctx.sql, REPORT_TALK_LINES).map((m) => ({
      id: m.id,
      seat: m.seat,
      name: seatName(ctx, m.seat),
      at: m.at,
      text: m.text,
      ...(m.reaction ? { reaction: m.reaction } : {}),
    })),
  };
  return { ...body, digest: await sealOf(body) };
}

/** The seal of a snapshot's body: SHA-256 of its JSON text. */
export function sealOf(body: Omit<ReportSnapshot, "digest">): Promise<string> {
  return sha256Hex(JSON.stringify(body));
}

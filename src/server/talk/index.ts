/**
 * Table talk, as the room uses it: reading what a reader may read, posting a message or a
 * reaction (checked, limited, stored), the creator's settings, who a new message goes to, the
 * talk part of each table and the "wrote a message" push. Talk exists in games with at least
 * two people: alone with the computer there is nobody to talk to (docs/decisions.md,
 * "Table talk").
 */
import {
  normalizeTalk,
  talkProblem,
  type TalkInfo,
  type TalkMessage,
  type TalkRequest,
  type TalkResponse,
  type TalkSettingsRequest,
} from "../../talk";
import { fail, ok, type RoomResult } from "../errors";
import type { RoomContext } from "../kernel/context";
import { human, seatName } from "../kernel/rules";
import { personalLink } from "../origin";
import { pushToSeat } from "../push/deliver";
import { readPushSubs } from "../push/store";
import { sha256Hex } from "../security";
import type { TalkRate } from "./rate";
import {
  addMessage,
  allMessages,
  lastTalkPush,
  mayRead,
  noteTalkPush,
  readMessages,
  readable,
  removeMessage,
  talkInfos,
  talkSettings,
  writeTalkSettings,
} from "./store";
import { talkSay } from "./words";

export { allMessages, messagesSince, talkSettings } from "./store";
export { TalkRate } from "./rate";
export { talkLines } from "./lines";

/** A seat is told by push at most this often that someone wrote (ms). */
const PUSH_GAP_MS = 10 * 60_000;

/** Whether the game has talk: at least two people's seats. */
export function hasTalk(ctx: Pick<RoomContext, "seats">): boolean {
  return ctx.seats.filter((s) => !s.computer).length >= 2;
}

/** The talk part of each reader's table (undefined: none for that reader). */
export function talkTables(ctx: RoomContext): (reader: number | null) => TalkInfo | undefined {
  if (!hasTalk(ctx)) return () => undefined;
  const info = talkInfos(ctx.sql);
  return (reader) => info(reader) ?? undefined;
}

const CLOSED = "The table's talk is only for its players.";
const NO_TALK = "This game has no table talk: it needs at least two players.";

/** What `reader` may read (`talk/closed` for a spectator when the creator does not allow it). */
export function readTalk(ctx: RoomContext, reader: number | null): RoomResult<TalkResponse> {
  const settings = talkSettings(ctx.sql);
  if (!mayRead(settings, reader)) return fail("talk/closed", CLOSED);
  return ok({
    messages: hasTalk(ctx) ? readMessages(ctx.sql, reader) : [],
    spectators: settings.spectators,
    muted: settings.muted,
    canPost: reader !== null && hasTalk(ctx) && !settings.muted.includes(reader),
  });
}

/**
 * Posts `input` for `seat`: refused when the game has no talk, the seat is muted, the text is
 * empty or too long, or the seat floods (`rate`). `origin` (a reply email's id) posts nothing
 * twice: the answer is then null.
 */
export function postTalk(
  ctx: RoomContext,
  seat: number,
  input: TalkRequest,
  rate: TalkRate,
  origin?: string,
): RoomResult<TalkMessage | null> {
  if (!hasTalk(ctx)) return fail("talk/closed", NO_TALK);
  if (talkSettings(ctx.sql).muted.includes(seat))
    return fail("talk/muted", "The game's creator has muted your messages at this table.");
  let text = "";
  if (input.text !== undefined) {
    text = normalizeTalk(input.text);
    const problem = talkProblem(text);
    if (problem) return fail(problem.code, problem.message);
  }
  const flood = rate.take(seat, ctx.now);
  if (flood) return fail("limit/too-many", flood.message, flood);
  const reaction = input.text === undefined ? input.reaction : undefined;
  return ok(addMessage(ctx.sql, { seat, at: ctx.now, text, reaction, origin }));
}

/** The creator changes who may read, or mutes or unmutes a seat. */
export function changeTalkSettings(
  ctx: RoomContext,
  change: TalkSettingsRequest,
): RoomResult<TalkResponse> {
  const s = talkSettings(ctx.sql);
  if (change.mute) {
    const { seat, muted } = change.mute;
    if (!human(ctx, seat)) return fail("room/seat-not-found", "No player sits at this seat.");
    if (seat === ctx.meta.creator && muted)
      return fail("input/invalid", "You cannot mute yourself: hide the talk panel instead.");
    s.muted = muted ? [...s.muted, seat] : s.muted.filter((x) => x !== seat);
  }
  if (change.spectators !== undefined) s.spectators = change.spectators;
  writeTalkSettings(ctx.sql, s);
  return readTalk(ctx, ctx.meta.creator);
}

/** Who may get `m` over a socket: a seat or spectator (null) that may read it. */
export function talkAudience(ctx: RoomContext, m: TalkMessage): (reader: number | null) => boolean {
  const settings = talkSettings(ctx.sql);
  return (reader) => readable(settings, reader, m);
}

/**
 * "Bruno wrote a message" (never the text) to each other person's devices who is not at the
 * table, at most once every ten minutes per seat. Never throws (deliver.ts logs failures).
 */
export async function pushTalk(ctx: RoomContext, m: TalkMessage): Promise<void> {
  const audience = talkAudience(ctx, m);
  const seats = new Set(readPushSubs(ctx.sql).map((s) => s.seat));
  for (const seat of seats) {
    if (seat === m.seat || ctx.online.has(seat) || !human(ctx, seat) || !audience(seat)) continue;
    if (ctx.now - lastTalkPush(ctx.sql, seat) < PUSH_GAP_MS) continue;
    noteTalkPush(ctx.sql, seat, ctx.now);
    const topic = (await sha256Hex(`${ctx.meta.id}:${seat}:talk`)).slice(0, 32);
    await pushToSeat(ctx.env, ctx.sql, seat, topic, (sub) => ({
      title: talkSay(sub.lang, "push_title", { game: ctx.game.title }),
      body: talkSay(sub.lang, "push_body", { name: seatName(ctx, m.seat) }),
      url: personalLink(ctx.settings.origin, ctx.meta.id, sub.link),
      tag: `${ctx.meta.id}:${seat}:talk`,
    }));
  }
}

/**
 * The operator removes line `id` for good: gone from the room's storage, so from every read,
 * email and summary after it; the tables' `removed` count tells each page holding it to read
 * again (the caller pushes them). `talk/no-such-line` when there is none.
 */
export function removeTalkLine(ctx: RoomContext, id: number): RoomResult<TalkMessage> {
  const line = allMessages(ctx.sql).find((m) => m.id === id);
  if (!line || !removeMessage(ctx.sql, id, ctx.now))
    return fail("talk/no-such-line", `This game has no talk line ${id}.`);
  return ok(line);
}

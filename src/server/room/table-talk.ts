/**
 * The room's table talk RPCs (the feature itself is ../talk): reading it, posting a message or
 * a reaction, the creator's settings, and `say`, the one path a message takes, from the table
 * or from a reply to an email (docs/decisions.md, "Table talk").
 */
import type { TalkMessage, TalkRequest, TalkResponse, TalkSettingsRequest } from "../../talk";
import { fail, ok, type RoomResult } from "../errors";
import * as notify from "../notify";
import * as talk from "../talk";
import { forPlayer, forReader } from "./asker";
import { broadcastTo } from "./broadcast";
import type { RoomHost } from "./host";

/** What the talk RPCs need from the room. */
export type TalkHost = Pick<
  RoomHost,
  "ctx" | "reader" | "player" | "loaded" | "context" | "broadcast" | "talkRate"
>;

const WATCHER = {
  code: "auth/spectator",
  message: "Spectators can read the table's talk, not write to it.",
} as const;

const NOT_CREATOR = {
  code: "auth/not-creator",
  message: "Only the game's creator can change the table's talk.",
} as const;

/** The table's talk as the holder of `token` may read it (spectators: if the creator allows). */
export function talkRead(host: TalkHost, token: string | null): Promise<RoomResult<TalkResponse>> {
  return forReader(host, "talkRead", token, (reader) => talk.readTalk(host.context(), reader));
}

/** The holder of `token` posts a message or a reaction; spectators never post. */
export function talkPost(
  host: TalkHost,
  token: string | null,
  input: TalkRequest,
): Promise<RoomResult<TalkMessage>> {
  return forPlayer(host, "talkPost", token, WATCHER, async (seat) => {
    const posted = await say(host, seat, input);
    return posted.ok ? ok(posted.value!) : posted;
  });
}

/** The creator lets spectators read (or not), or mutes or unmutes a seat. */
export function talkSettings(
  host: TalkHost,
  token: string | null,
  change: TalkSettingsRequest,
): Promise<RoomResult<TalkResponse>> {
  return forPlayer(host, "talkSettings", token, NOT_CREATOR, (seat) => {
    if (seat !== host.loaded()!.meta.creator) return fail(NOT_CREATOR.code, NOT_CREATOR.message);
    const done = talk.changeTalkSettings(host.context(), change);
    if (done.ok) host.broadcast(); // every table's talk part follows
    return done;
  });
}

/**
 * Posts for `seat` (checked by the caller) and sends the message to the sockets that may read
 * it, the tables (their newest id) to all, and "wrote a message" to devices away from the table.
 */
export async function say(
  host: TalkHost,
  seat: number,
  input: TalkRequest,
  origin?: string,
): Promise<RoomResult<TalkMessage | null>> {
  const ctx = host.context();
  const posted = talk.postTalk(ctx, seat, input, host.talkRate, origin);
  if (!posted.ok || posted.value === null) return posted;
  const m = posted.value;
  broadcastTo(
    host.ctx,
    ctx.seats,
    talk.talkAudience(ctx, m),
    JSON.stringify({ type: "talk", message: m }),
  );
  host.broadcast();
  await talk.pushTalk(ctx, m);
  await notify.refreshDigests(ctx); // a summary waiting for a reader quotes it
  return posted;
}

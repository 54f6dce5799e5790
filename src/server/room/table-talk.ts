/**
 * The room's table talk RPCs (the feature itself is ../talk): reading it, posting a message or
 * a reaction, the creator's settings, and `say`, the one path a message takes, from the table
 * or from a reply to an email (docs/decisions.md, "Table talk").
 */
import type { TalkMessage, TalkRequest, TalkResponse, TalkSettingsRequest } from "../../talk";
import { fail, ok, type RoomResult } from "../errors";
import * as notify from "../notify";
import * as talk from "../talk";
import { broadcastTo } from "./broadcast";
import type { RoomHost } from "./host";
import { guarded } from "./records";

/** What the talk RPCs need from the room. */
export type TalkHost = Pick<
  RoomHost,
  "ctx" | "reader" | "player" | "loaded" | "context" | "broadcast" | "talkRate"
>;

/** The table's talk as the holder of `token` may read it (spectators: if the creator allows). */
export function talkRead(host: TalkHost, token: string | null): Promise<RoomResult<TalkResponse>> {
  return guarded("talkRead", async () => {
    const reader = await host.reader(token);
    if (!reader.ok) return reader;
    return talk.readTalk(host.context(), reader.value);
  });
}

/** The holder of `token` posts a message or a reaction; spectators never post. */
export function talkPost(
  host: TalkHost,
  token: string | null,
  input: TalkRequest,
): Promise<RoomResult<TalkMessage>> {
  return guarded("talkPost", async () => {
    const watcher = "Spectators can read the table's talk, not write to it.";
    const player = await host.player(token, "auth/spectator", watcher);
    if (!player.ok) return player;
    const posted = await say(host, player.value, input);
    return posted.ok ? ok(posted.value!) : posted;
  });
}

/** The creator lets spectators read (or not), or mutes or unmutes a seat. */
export function talkSettings(
  host: TalkHost,
  token: string | null,
  change: TalkSettingsRequest,
): Promise<RoomResult<TalkResponse>> {
  return guarded("talkSettings", async () => {
    const only = "Only the game's creator can change the table's talk.";
    const who = await host.player(token, "auth/not-creator", only);
    if (!who.ok) return who;
    if (who.value !== host.loaded()!.meta.creator) return fail("auth/not-creator", only);
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

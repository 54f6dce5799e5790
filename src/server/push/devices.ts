/**
 * A seat's push devices, as the room's `channels` RPC method hands them over (room/channels.ts):
 * a seat adds or removes one of its devices, and its own table lists their ids. Checks that
 * need no storage (the endpoint's host, the keys' shape) are made by the route first and again
 * here, so the room never stores what it would not post to.
 */
import type { RoomSql } from "../kernel/room-sql";
import type { PushStatus } from "../../protocol";
import type { Env } from "../env";
import { fail, ok, type RoomResult } from "../errors";
import type { RoomContext } from "../kernel/context";
import { human } from "../kernel/rules";
import { onCurve, validKeys } from "./ece";
import { allowedEndpoint, deviceId } from "./endpoint";
import { deletePushSub, readPushSubs, writePushSub } from "./store";

/** A device to add, as the route passes it. */
export interface NewDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  lang: string;
  /** The seat's personal link, built by the route from the caller's own token. */
  link: string;
}

/** A seat's devices, as its own table shows them. */
export function pushStatus(sql: RoomSql, seat: number): PushStatus {
  return { devices: readPushSubs(sql, seat).map((s) => s.device) };
}

/** Refusal of a subscription the server would not post to. */
export function badEndpoint() {
  return fail(
    "push/bad-subscription",
    "This browser's push subscription cannot be used: it must be an https address of a known push service with valid keys.",
  );
}

/** Refusal of a subscription whose browser key is not a P-256 point (ece.ts, `onCurve`). */
export function badKey() {
  return fail(
    "push/bad-key",
    "This browser's push key (keys.p256dh) is not a valid P-256 public key, so no notification could ever reach it: turn notifications off and on again in the browser.",
  );
}

/** What adding a device needs from awaits, before the room's synchronous part. */
export interface PreparedDevice {
  /** The device id (a digest of the endpoint). */
  id: string;
  /** Whether its key imports as a P-256 point. */
  keyOk: boolean;
}

/** The device id and the key check, computed before the room's synchronous part. */
export async function prepareDevice(device: NewDevice): Promise<PreparedDevice | null> {
  const [id, keyOk] = await Promise.all([deviceId(device.endpoint), onCurve(device.keys.p256dh)]);
  return id ? { id, keyOk } : null;
}

/** Adds `device` for `seat` (a person's seat). `prepared` is prepareDevice's answer. */
export function addDevice(
  ctx: RoomContext,
  seat: number,
  device: NewDevice,
  prepared: PreparedDevice | null,
): RoomResult<PushStatus> {
  if (!prepared || !allowedEndpoint(ctx.env, device.endpoint) || !validKeys(device.keys))
    return badEndpoint();
  if (!prepared.keyOk) return badKey();
  if (!human(ctx, seat)) return fail("auth/spectator", "Only players can do this.");
  const { endpoint, keys, lang, link } = device;
  writePushSub(ctx.sql, { seat, device: prepared.id, endpoint, ...keys, lang, link }, ctx.now);
  return ok(pushStatus(ctx.sql, seat));
}

/** Removes one of `seat`'s devices (by its id). */
export function removeDevice(
  ctx: RoomContext,
  seat: number,
  device: string,
): RoomResult<PushStatus> {
  deletePushSub(ctx.sql, seat, device);
  return ok(pushStatus(ctx.sql, seat));
}

/** Whether push can be used on this server (keys configured, or the development outbox). */
export function pushConfigured(env: Env): boolean {
  return Boolean((env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) || env.DEV_OUTBOX === "on");
}

/**
 * What a rematch takes from the finished game, so a slow match goes on being followed without
 * setting anything up again: a player's confirmed, unmuted email address and their push
 * devices go with their own seat (the rematch gives a seat only to the player who held it), pointed at their new personal link; the game's chat webhook goes with the game
 * when the rematch is created. It travels room to room over RPC and is never shown to anyone.
 */
import type { RoomSql } from "../kernel/room-sql";
import { writeMailSeat, mailSeat } from "../notify/store";
import { readPushSubs, writePushSub } from "../push/store";
import { readWebhook, writeWebhook, type Webhook } from "../webhooks/store";

/** A player's notification settings and, on the first request, the game's webhook. */
export interface Carry {
  mail: { address: string; lang: string } | null;
  push: { device: string; endpoint: string; p256dh: string; auth: string; lang: string }[];
  /** Only in the request that creates the rematch. */
  webhook: Webhook | null;
}

/** A player asking the rematch's room for their seat (room to room). */
export interface RematchAsk {
  seat: number;
  /** Their name in the finished game. */
  name: string;
  /** Their token in the rematch, derived from their token in the finished game. */
  token: string;
  carry: Carry;
}

/** What `seat` of the finished game carries into the rematch (and the webhook if `first`). */
export function carryFrom(sql: RoomSql, seat: number, first: boolean): Carry {
  const mail = mailSeat(sql, seat);
  const hook = first ? readWebhook(sql) : null;
  return {
    mail: mail && mail.confirmed && !mail.muted ? { address: mail.address, lang: mail.lang } : null,
    push: readPushSubs(sql, seat).map(({ device, endpoint, p256dh, auth, lang }) => ({
      device,
      endpoint,
      p256dh,
      auth,
      lang,
    })),
    webhook: hook && { ...hook, failures: 0 },
  };
}

/**
 * Stores in the rematch what `seat`'s player carried, under the seat's new personal `link`.
 * Settings the player already made in the rematch win: an address is carried only to a seat
 * without one. The address stays confirmed (it was, for this same player); its unsubscribe
 * link is new, and no confirmation link exists for it (`secrets` from notify's
 * `prepareAddress`, whose token is never sent).
 */
export function carryInto(
  sql: RoomSql,
  seat: number,
  carry: Carry,
  link: string,
  secrets: { unsub: string; hash: string },
  now: number,
): void {
  if (carry.mail && !mailSeat(sql, seat))
    writeMailSeat(sql, {
      seat,
      address: carry.mail.address,
      lang: carry.mail.lang,
      confirmed: true,
      confirmHash: secrets.hash,
      confirmExpires: 0,
      unsubToken: secrets.unsub,
      muted: false,
      link,
    });
  for (const d of carry.push) writePushSub(sql, { ...d, seat, link }, now);
  if (carry.webhook && !readWebhook(sql)) writeWebhook(sql, carry.webhook);
}

/**
 * The room's push subscriptions: one row per device of a seat (a player may turn it on on
 * their phone and their laptop). The endpoint and keys never leave the room except towards the
 * push service; the seat sees only its devices' ids. The seat's personal link is kept with the
 * subscription because the notification opens it (the room otherwise keeps only token digests).
 */

import { oneTable, type RoomSql } from "../kernel/room-sql";

/** One device's subscription for a seat. */
export interface PushSub {
  seat: number;
  device: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
  /** The seat's personal link (carries its token), opened when the notification is tapped. */
  link: string;
}

/** A row of push_subs as read: the subscription's own columns. */
type Row = PushSub & Record<string, SqlStorageValue>;

/** Devices a seat may have at once; the oldest goes when one more is added. */
export const MAX_DEVICES = 5;

/** The subscriptions' table, made by the first device turned on. */
const PUSH_SUBS = oneTable(
  "push_subs",
  `seat INTEGER NOT NULL, device TEXT NOT NULL, endpoint TEXT NOT NULL, p256dh TEXT NOT NULL,
    auth TEXT NOT NULL, lang TEXT NOT NULL, link TEXT NOT NULL, added INTEGER NOT NULL,
    PRIMARY KEY (seat, device)`,
);

/** The "game over" push's mark, made when that push is planned. */
const PUSH_OVER = oneTable("push_over", "id INTEGER PRIMARY KEY CHECK (id = 0)");

/** Every subscription, by seat then age. */
export function readPushSubs(sql: RoomSql, seat?: number): PushSub[] {
  const rows =
    seat === undefined
      ? sql.read<Row>(PUSH_SUBS, "SELECT * FROM push_subs ORDER BY seat, added")
      : sql.read<Row>(PUSH_SUBS, "SELECT * FROM push_subs WHERE seat = ? ORDER BY added", seat);
  return rows.map((r) => ({
    seat: r.seat,
    device: r.device,
    endpoint: r.endpoint,
    p256dh: r.p256dh,
    auth: r.auth,
    lang: r.lang,
    link: r.link,
  }));
}

/** Adds or refreshes a device of a seat, dropping the seat's oldest beyond MAX_DEVICES. */
export function writePushSub(sql: RoomSql, sub: PushSub, now: number): void {
  sql.write(
    PUSH_SUBS,
    `INSERT OR REPLACE INTO push_subs (seat, device, endpoint, p256dh, auth, lang, link, added)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    sub.seat,
    sub.device,
    sub.endpoint,
    sub.p256dh,
    sub.auth,
    sub.lang,
    sub.link,
    now,
  );
  sql.exec(
    `DELETE FROM push_subs WHERE seat = ? AND device NOT IN
       (SELECT device FROM push_subs WHERE seat = ? ORDER BY added DESC LIMIT ?)`,
    sub.seat,
    sub.seat,
    MAX_DEVICES,
  );
}

/** Removes one device of a seat (its player turned it off, or the push service said 404/410). */
export function deletePushSub(sql: RoomSql, seat: number, device: string): void {
  sql.change(PUSH_SUBS, "DELETE FROM push_subs WHERE seat = ? AND device = ?", seat, device);
}

/** Forgets every device of a seat (the seat changed hands). */
export function forgetPushSeat(sql: RoomSql, seat: number): void {
  sql.change(PUSH_SUBS, "DELETE FROM push_subs WHERE seat = ?", seat);
}

/** Marks the "game over" push as planned; true only the first time. */
export function firstOverPush(sql: RoomSql): boolean {
  if (sql.read(PUSH_OVER, "SELECT id FROM push_over").length > 0) return false;
  sql.write(PUSH_OVER, "INSERT INTO push_over (id) VALUES (0)");
  return true;
}

/**
 * The room's push subscriptions: one row per device of a seat (a player may turn it on on
 * their phone and their laptop). The endpoint and keys never leave the room except towards the
 * push service; the seat sees only its devices' ids. The seat's personal link is kept with the
 * subscription because the notification opens it (the room otherwise keeps only token digests).
 */

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

/** Creates the tables if needed (rooms made before them get them on their next load). */
export function ensurePushSubs(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS push_subs (
    seat INTEGER NOT NULL, device TEXT NOT NULL, endpoint TEXT NOT NULL, p256dh TEXT NOT NULL,
    auth TEXT NOT NULL, lang TEXT NOT NULL, link TEXT NOT NULL, added INTEGER NOT NULL,
    PRIMARY KEY (seat, device))`);
  sql.exec("CREATE TABLE IF NOT EXISTS push_over (id INTEGER PRIMARY KEY CHECK (id = 0))");
}

/** Every subscription, by seat then age. */
export function readPushSubs(sql: SqlStorage, seat?: number): PushSub[] {
  const rows =
    seat === undefined
      ? sql.exec<Row>("SELECT * FROM push_subs ORDER BY seat, added").toArray()
      : sql.exec<Row>("SELECT * FROM push_subs WHERE seat = ? ORDER BY added", seat).toArray();
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
export function writePushSub(sql: SqlStorage, sub: PushSub, now: number): void {
  sql.exec(
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
export function deletePushSub(sql: SqlStorage, seat: number, device: string): void {
  sql.exec("DELETE FROM push_subs WHERE seat = ? AND device = ?", seat, device);
}

/** Forgets every device of a seat (the seat changed hands). */
export function forgetPushSeat(sql: SqlStorage, seat: number): void {
  sql.exec("DELETE FROM push_subs WHERE seat = ?", seat);
}

/** Marks the "game over" push as planned; true only the first time. */
export function firstOverPush(sql: SqlStorage): boolean {
  const before = sql.exec<{ n: number }>("SELECT count(*) AS n FROM push_over").one().n;
  if (before > 0) return false;
  sql.exec("INSERT INTO push_over (id) VALUES (0)");
  return true;
}

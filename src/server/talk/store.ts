/**
 * Table talk's storage in the room: the messages (kept with the game, so `deleteAll` removes
 * them with it), the creator's settings (spectators may read, muted seats), when each seat
 * was last told by push that someone wrote, and which lines the site's operator removed. Who may read what is decided here, once: a muted
 * seat's messages reach nobody but their author, spectators read only when allowed, and only
 * what was said while they were (each message keeps whether it was said in the open).
 */
import type { Reaction, TalkInfo, TalkMessage } from "../../talk";
import { oneTable, type RoomSql } from "../kernel/room-sql";
import { TALK_KEPT } from "../limits/retention";

/** Messages a game keeps; older ones go first (a long game keeps its recent talk). */
export const TALK_KEEP = TALK_KEPT;

/** The talk settings of a game. */
export interface TalkSettings {
  spectators: boolean;
  muted: number[];
}

interface MessageRow extends Record<string, SqlStorageValue> {
  id: number;
  seat: number;
  at: number;
  text: string;
  reaction: string | null;
}

/** The messages, made by the first one said (`open`: said while spectators could read). */
export const TALK_MESSAGES = oneTable(
  "talk_messages",
  `id INTEGER PRIMARY KEY AUTOINCREMENT, seat INTEGER NOT NULL, at INTEGER NOT NULL,
    text TEXT NOT NULL, reaction TEXT, origin TEXT UNIQUE, open INTEGER NOT NULL DEFAULT 0`,
);

/** The creator's talk settings, made when first changed. */
export const TALK_SETTINGS = oneTable(
  "talk_settings",
  `id INTEGER PRIMARY KEY CHECK (id = 0), spectators INTEGER NOT NULL, muted TEXT NOT NULL`,
);

/**
 * The lines the operator removed (their ids): how many there are is part of every reader's
 * table, so a page that holds a removed line reads the talk again. Made by the first removal.
 */
export const TALK_REMOVED = oneTable("talk_removed", "id INTEGER PRIMARY KEY, at INTEGER NOT NULL");

/** When each seat was last told by push that someone wrote, made by the first such push. */
export const TALK_PUSHED = oneTable("talk_pushed", "seat INTEGER PRIMARY KEY, at INTEGER NOT NULL");

/** The settings (spectators may not read, nobody muted, until the creator says otherwise). */
export function talkSettings(sql: RoomSql): TalkSettings {
  const row = sql.read<{ spectators: number; muted: string }>(
    TALK_SETTINGS,
    "SELECT * FROM talk_settings WHERE id = 0",
  )[0];
  if (!row) return { spectators: false, muted: [] };
  return { spectators: row.spectators === 1, muted: JSON.parse(row.muted) as number[] };
}

/** Writes the settings. */
export function writeTalkSettings(sql: RoomSql, s: TalkSettings): void {
  sql.write(
    TALK_SETTINGS,
    "INSERT OR REPLACE INTO talk_settings (id, spectators, muted) VALUES (0, ?, ?)",
    s.spectators ? 1 : 0,
    JSON.stringify([...new Set(s.muted)].sort((a, b) => a - b)),
  );
}

function fromRow(r: MessageRow): TalkMessage {
  const m: TalkMessage = { id: r.id, seat: r.seat, at: r.at, text: r.text };
  if (r.reaction !== null) m.reaction = r.reaction as Reaction;
  return m;
}

/**
 * Stores a message (or a reaction) of `seat`; `origin` (a reply email's id) makes a redelivered
 * email post nothing twice: null then. Keeps the newest TALK_KEEP messages.
 */
export function addMessage(
  sql: RoomSql,
  m: { seat: number; at: number; text: string; reaction?: Reaction; origin?: string },
): TalkMessage | null {
  if (m.origin !== undefined) {
    const seen = sql.read(TALK_MESSAGES, "SELECT id FROM talk_messages WHERE origin = ?", m.origin);
    if (seen.length > 0) return null;
  }
  // Said in the open when spectators may read now: they will read it, and only such lines.
  const open = talkSettings(sql).spectators ? 1 : 0;
  sql.make(TALK_MESSAGES);
  const row = sql
    .exec<MessageRow>(
      "INSERT INTO talk_messages (seat, at, text, reaction, origin, open) VALUES (?, ?, ?, ?, ?, ?) RETURNING id, seat, at, text, reaction",
      m.seat,
      m.at,
      m.text,
      m.reaction ?? null,
      m.origin ?? null,
      open,
    )
    .one();
  sql.exec(
    "DELETE FROM talk_messages WHERE id <= (SELECT MAX(id) FROM talk_messages) - ?",
    TALK_KEEP,
  );
  return fromRow(row);
}

/** Whether `reader` (a seat, null: a spectator) may read the table's talk at all. */
export function mayRead(settings: TalkSettings, reader: number | null): boolean {
  return reader !== null || settings.spectators;
}

/** Whether `reader` may read `m`: a muted seat's messages reach only their author. */
export function readable(settings: TalkSettings, reader: number | null, m: TalkMessage): boolean {
  if (!mayRead(settings, reader)) return false;
  return !settings.muted.includes(m.seat) || m.seat === reader;
}

/**
 * The messages `reader` may read, oldest first: for a spectator, none when not allowed, and
 * only those said while spectators were allowed to read.
 */
export function readMessages(sql: RoomSql, reader: number | null): TalkMessage[] {
  const settings = talkSettings(sql);
  if (!mayRead(settings, reader)) return [];
  const where = reader === null ? "WHERE open = 1" : "";
  return sql
    .read<MessageRow>(
      TALK_MESSAGES,
      `SELECT id, seat, at, text, reaction FROM talk_messages ${where} ORDER BY id`,
    )
    .map(fromRow)
    .filter((m) => readable(settings, reader, m));
}

/**
 * The messages of the others that `seat` has not seen: written after `since` (ms; the reader's
 * last visit), by someone else, not muted. For the "your turn" email and the daily summary.
 */
export function messagesSince(sql: RoomSql, seat: number, since: number): TalkMessage[] {
  return readMessages(sql, seat).filter((m) => m.at > since && m.seat !== seat);
}

/**
 * The talk part of each reader's table, for one view: the newest id a reader may read (read
 * once for everyone, and once more for a muted seat's own) and the settings; none for who may
 * not read. Two indexed reads at most, whatever the number of messages (and the count of
 * removed lines, in a room where the operator removed one).
 */
export function talkInfos(sql: RoomSql): (reader: number | null) => TalkInfo | null {
  const settings = talkSettings(sql);
  const newest = (where: string, ...args: number[]) =>
    sql.read<{ id: number | null }>(
      TALK_MESSAGES,
      `SELECT MAX(id) AS id FROM talk_messages WHERE ${where}`,
      ...args,
    )[0]?.id ?? 0;
  const muted = settings.muted;
  const unmuted = muted.length ? `seat NOT IN (${muted.map(() => "?").join(",")})` : "1";
  let open: number | undefined;
  let said: number | undefined;
  // Only a table whose talk lost a line says so: every other table's bytes stay as they were.
  const removed = removedCount(sql);
  const extra = removed > 0 ? { removed } : {};
  return (reader) => {
    if (!mayRead(settings, reader)) return null;
    if (reader === null) {
      // A spectator's newest: only lines said while spectators could read.
      said ??= newest(`open = 1 AND ${unmuted}`, ...muted);
      return { last: said, spectators: settings.spectators, muted, ...extra };
    }
    open ??= newest(unmuted, ...muted);
    const own = muted.includes(reader) ? newest("seat = ?", reader) : 0;
    return { last: Math.max(open, own), spectators: settings.spectators, muted, ...extra };
  };
}

/**
 * Every message the room keeps, oldest first, whoever may read it (the operator's lookup and a
 * report's snapshot); `last` keeps only the newest that many.
 */
export function allMessages(sql: RoomSql, last?: number): TalkMessage[] {
  const rows = sql.read<MessageRow>(
    TALK_MESSAGES,
    "SELECT id, seat, at, text, reaction FROM talk_messages ORDER BY id DESC LIMIT ?",
    last ?? TALK_KEEP,
  );
  return rows.reverse().map(fromRow);
}

/** Deletes message `id` for good (the operator's removal); false when there is none. */
export function removeMessage(sql: RoomSql, id: number, at: number): boolean {
  if (!sql.has(TALK_MESSAGES)) return false;
  const gone = sql.exec("DELETE FROM talk_messages WHERE id = ? RETURNING id", id).toArray();
  if (gone.length === 0) return false;
  sql.write(TALK_REMOVED, "INSERT OR REPLACE INTO talk_removed (id, at) VALUES (?, ?)", id, at);
  return true;
}

/** How many lines the operator removed (0: none). */
export function removedCount(sql: RoomSql): number {
  return sql.read<{ n: number }>(TALK_REMOVED, "SELECT COUNT(*) AS n FROM talk_removed")[0]?.n ?? 0;
}

/** When `seat` was last told by push that someone wrote (0: never). */
export function lastTalkPush(sql: RoomSql, seat: number): number {
  const row = sql.read<{ at: number }>(
    TALK_PUSHED,
    "SELECT at FROM talk_pushed WHERE seat = ?",
    seat,
  );
  return row[0]?.at ?? 0;
}

/** Records a "wrote a message" push to `seat` at `at`. */
export function noteTalkPush(sql: RoomSql, seat: number, at: number): void {
  sql.write(TALK_PUSHED, "INSERT OR REPLACE INTO talk_pushed (seat, at) VALUES (?, ?)", seat, at);
}

/**
 * The room's address book: one row per seat that gave an address. It holds the address (which
 * never leaves the room except towards the transport), the player's language, the digest of
 * the confirmation link, the unsubscribe token (it can do nothing but unsubscribe, and every
 * email must carry it), and the seat's personal link, which every email must
 * carry (the room otherwise keeps only token digests).
 */
import type { MailStatus } from "../../protocol";
import { oneTable, type RoomSql } from "../kernel/room-sql";

/** A seat's email settings. */
export interface MailSeat {
  seat: number;
  address: string;
  lang: string;
  confirmed: boolean;
  confirmHash: string;
  confirmExpires: number;
  /** The secret of this seat's unsubscribe links (separate from the seat token). */
  unsubToken: string;
  /** This game's emails were stopped (the "this game" unsubscribe). */
  muted: boolean;
  /** The seat's personal link (carries its token). */
  link: string;
}

interface Row extends Record<string, SqlStorageValue> {
  seat: number;
  address: string;
  lang: string;
  confirmed: number;
  confirm_hash: string;
  confirm_expires: number;
  unsub_token: string;
  muted: number;
  link: string;
}

/** The address book's table, made by the first address a seat gives. */
export const MAIL_SEATS = oneTable(
  "mail_seats",
  `seat INTEGER PRIMARY KEY, address TEXT NOT NULL, lang TEXT NOT NULL,
    confirmed INTEGER NOT NULL, confirm_hash TEXT NOT NULL, confirm_expires INTEGER NOT NULL,
    unsub_token TEXT NOT NULL, muted INTEGER NOT NULL, link TEXT NOT NULL`,
);

const toSeat = (r: Row): MailSeat => ({
  seat: r.seat,
  address: r.address,
  lang: r.lang,
  confirmed: r.confirmed === 1,
  confirmHash: r.confirm_hash,
  confirmExpires: r.confirm_expires,
  unsubToken: r.unsub_token,
  muted: r.muted === 1,
  link: r.link,
});

/** Every seat's email settings. */
export function readMailSeats(sql: RoomSql): MailSeat[] {
  return sql.read<Row>(MAIL_SEATS, "SELECT * FROM mail_seats ORDER BY seat").map(toSeat);
}

/** One seat's settings, or null. */
export function mailSeat(sql: RoomSql, seat: number): MailSeat | null {
  return readMailSeats(sql).find((m) => m.seat === seat) ?? null;
}

/** Writes a seat's settings (replacing any). */
export function writeMailSeat(sql: RoomSql, m: MailSeat): void {
  sql.write(
    MAIL_SEATS,
    `INSERT OR REPLACE INTO mail_seats
       (seat, address, lang, confirmed, confirm_hash, confirm_expires, unsub_token, muted, link)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    m.seat,
    m.address,
    m.lang,
    m.confirmed ? 1 : 0,
    m.confirmHash,
    m.confirmExpires,
    m.unsubToken,
    m.muted ? 1 : 0,
    m.link,
  );
}

/** A seat's address as its own table shows it (confirmed or not, stopped or not). */
export function mailStatus(m: MailSeat): MailStatus {
  return { address: m.address, confirmed: m.confirmed, muted: m.muted };
}

/** Forgets a seat's address (removed by its player, or the seat changed hands). */
export function deleteMailSeat(sql: RoomSql, seat: number): void {
  sql.change(MAIL_SEATS, "DELETE FROM mail_seats WHERE seat = ?", seat);
}

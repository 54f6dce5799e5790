/**
 * The room's address book: one row per seat that gave an address. It holds the address (which
 * never leaves the room except towards the transport), the player's language, the digest of
 * the confirmation link, the unsubscribe token (it can do nothing but unsubscribe, and every
 * email must carry it), and the seat's personal link, which every email must
 * carry (the room otherwise keeps only token digests).
 */
import type { MailStatus } from "../../protocol";
import { ensureConfirms } from "./confirms";

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

/** Creates the tables if needed (this one and the confirmations', confirms.ts). */
export function ensureMailSeats(sql: SqlStorage): void {
  ensureConfirms(sql);
  sql.exec(`CREATE TABLE IF NOT EXISTS mail_seats (
    seat INTEGER PRIMARY KEY, address TEXT NOT NULL, lang TEXT NOT NULL,
    confirmed INTEGER NOT NULL, confirm_hash TEXT NOT NULL, confirm_expires INTEGER NOT NULL,
    unsub_token TEXT NOT NULL, muted INTEGER NOT NULL, link TEXT NOT NULL)`);
}

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
export function readMailSeats(sql: SqlStorage): MailSeat[] {
  return sql.exec<Row>("SELECT * FROM mail_seats ORDER BY seat").toArray().map(toSeat);
}

/** One seat's settings, or null. */
export function mailSeat(sql: SqlStorage, seat: number): MailSeat | null {
  return readMailSeats(sql).find((m) => m.seat === seat) ?? null;
}

/** Writes a seat's settings (replacing any). */
export function writeMailSeat(sql: SqlStorage, m: MailSeat): void {
  sql.exec(
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
export function deleteMailSeat(sql: SqlStorage, seat: number): void {
  sql.exec("DELETE FROM mail_seats WHERE seat = ?", seat);
}

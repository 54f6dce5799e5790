/**
 * The confirmation emails a game has sent, one row per address (not per seat): while one is waiting
 * to be answered, giving the same address again sends nothing, whichever seat gives it and even
 * after the address was removed and given again. Only the seat that gave it may ask for it again,
 * no sooner than RESEND_AFTER_MS (addresses.ts). A row is gone once its address is confirmed; an
 * expired one is simply replaced (docs/decisions.md, "Confirmations, caps and stop all").
 */

import { oneTable, type RoomSql } from "../kernel/room-sql";

/** A confirmation email waiting for its answer. */
export interface PendingConfirm {
  address: string;
  /** The seat that gave the address. */
  seat: number;
  /** Digest of the link's token (the same as the seat's `confirmHash`). */
  hash: string;
  /** When the last confirmation email went out. */
  sentAt: number;
  /** When its link stops working. */
  expires: number;
}

interface Row extends Record<string, SqlStorageValue> {
  address: string;
  seat: number;
  hash: string;
  sent_at: number;
  expires: number;
}

/** The confirmations' table, made by the first confirmation email. */
export const MAIL_CONFIRMS = oneTable(
  "mail_confirms",
  `address TEXT PRIMARY KEY, seat INTEGER NOT NULL, hash TEXT NOT NULL,
    sent_at INTEGER NOT NULL, expires INTEGER NOT NULL`,
);

/** The confirmation of `address` still waiting at `now`, or null (none, or expired). */
export function pendingConfirm(sql: RoomSql, address: string, now: number): PendingConfirm | null {
  const r = sql.read<Row>(
    MAIL_CONFIRMS,
    "SELECT * FROM mail_confirms WHERE address = ?",
    address,
  )[0];
  if (!r || r.expires <= now) return null;
  return { address: r.address, seat: r.seat, hash: r.hash, sentAt: r.sent_at, expires: r.expires };
}

/** Records a confirmation email (replacing any earlier one to the address). */
export function writeConfirm(sql: RoomSql, p: PendingConfirm): void {
  sql.write(
    MAIL_CONFIRMS,
    "INSERT OR REPLACE INTO mail_confirms (address, seat, hash, sent_at, expires) VALUES (?, ?, ?, ?, ?)",
    p.address,
    p.seat,
    p.hash,
    p.sentAt,
    p.expires,
  );
}

/** Forgets the confirmation of `address` (answered, or its email could not be sent). */
export function deleteConfirm(sql: RoomSql, address: string): void {
  sql.change(MAIL_CONFIRMS, "DELETE FROM mail_confirms WHERE address = ?", address);
}

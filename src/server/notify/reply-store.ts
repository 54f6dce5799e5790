/**
 * The reply secrets of a room: one per seat and turn, made when the turn's first email is
 * written and kept for the last few turns, so a reply to an old email is recognised as ours
 * (and answered "the turn has moved on") while a made-up address is not recognised at all.
 */
import { oneTable, type RoomSql } from "../kernel/room-sql";
import { newSeed } from "../security";

/** How many turns' secrets a seat keeps. */
const KEEP = 30;

interface Row extends Record<string, SqlStorageValue> {
  seat: number;
  since_seq: number;
  secret: string;
}

/** The secrets' table, made by the first email that carries one. */
const REPLY_SECRETS = oneTable(
  "reply_secrets",
  `seat INTEGER NOT NULL, since_seq INTEGER NOT NULL, secret TEXT NOT NULL,
    PRIMARY KEY (seat, since_seq)`,
);

/** The secret of `seat`'s turn that began at move `sinceSeq` (made on first use). */
export function turnSecret(sql: RoomSql, seat: number, sinceSeq: number): string {
  const row = sql.read<Row>(
    REPLY_SECRETS,
    "SELECT * FROM reply_secrets WHERE seat = ? AND since_seq = ?",
    seat,
    sinceSeq,
  )[0];
  if (row) return row.secret;
  // 64 random bits as 16 hex digits (newSeed gives 128; half is plenty next to the From check).
  const secret = newSeed().slice(0, 16);
  sql.write(
    REPLY_SECRETS,
    "INSERT INTO reply_secrets (seat, since_seq, secret) VALUES (?, ?, ?)",
    seat,
    sinceSeq,
    secret,
  );
  sql.exec(
    `DELETE FROM reply_secrets WHERE seat = ? AND since_seq NOT IN
       (SELECT since_seq FROM reply_secrets WHERE seat = ? ORDER BY since_seq DESC LIMIT ?)`,
    seat,
    seat,
    KEEP,
  );
  return secret;
}

/** The turn (its first move number) whose secret is `secret` for `seat`, or null. */
export function turnOfSecret(sql: RoomSql, seat: number, secret: string): number | null {
  let found: number | null = null;
  for (const r of sql.read<Row>(
    REPLY_SECRETS,
    "SELECT * FROM reply_secrets WHERE seat = ?",
    seat,
  )) {
    // Compared without an early exit, so timing says nothing about how much matched.
    let diff = r.secret.length ^ secret.length;
    for (let i = 0; i < r.secret.length; i++)
      diff |= r.secret.charCodeAt(i) ^ (secret.charCodeAt(i) || 0);
    if (diff === 0) found = r.since_seq;
  }
  return found;
}

/**
 * What a room keeps of its automatic moves: each seat's standing rules (one row per seat and
 * "forced", each standing order as "order:<kind>" with its settings in `config`, and
 * "privacy" for privacy timing), and the moves the room played for a seat (so its own table can say "played for
 * you", and nobody else's ever does). Both tables are made by their first write.
 */
import { oneTable, type RoomSql } from "../kernel/room-sql";
import { dropCancelled, dropSeen } from "./order-store";

/** A seat's rule: `kind` names it (rules.ts), `config` its settings ({} for "forced"). */
export interface SeatRule {
  seat: number;
  kind: string;
  config: Record<string, unknown>;
}

/** A move the room played for a seat: the move's number (seq after it), under which rule. */
export interface PlayedMove {
  seq: number;
  seat: number;
  kind: string;
  at: number;
}

interface RuleRow extends Record<string, SqlStorageValue> {
  seat: number;
  kind: string;
  config: string;
}

type PlayedRow = PlayedMove & Record<string, SqlStorageValue>;

const RULES = oneTable(
  "autoplay_rules",
  "seat INTEGER NOT NULL, kind TEXT NOT NULL, config TEXT NOT NULL, PRIMARY KEY (seat, kind)",
);

const PLAYED = oneTable(
  "autoplay_played",
  "seq INTEGER PRIMARY KEY, seat INTEGER NOT NULL, kind TEXT NOT NULL, at INTEGER NOT NULL",
);

/** Every seat's rules (none in a room where nobody ever chose one). */
export function readRules(sql: RoomSql): SeatRule[] {
  return sql.read<RuleRow>(RULES, "SELECT * FROM autoplay_rules ORDER BY seat, kind").map((r) => ({
    seat: r.seat,
    kind: r.kind,
    config: JSON.parse(r.config) as SeatRule["config"],
  }));
}

/** Turns a seat's rule of `kind` on (with its settings) or off. */
export function writeRule(sql: RoomSql, rule: SeatRule, on: boolean): void {
  if (!on) {
    sql.change(
      RULES,
      "DELETE FROM autoplay_rules WHERE seat = ? AND kind = ?",
      rule.seat,
      rule.kind,
    );
    return;
  }
  sql.write(
    RULES,
    "INSERT OR REPLACE INTO autoplay_rules (seat, kind, config) VALUES (?, ?, ?)",
    rule.seat,
    rule.kind,
    JSON.stringify(rule.config),
  );
}

/** Records a move the room played for a seat. */
export function writePlayed(sql: RoomSql, played: PlayedMove): void {
  sql.write(
    PLAYED,
    "INSERT OR REPLACE INTO autoplay_played (seq, seat, kind, at) VALUES (?, ?, ?, ?)",
    played.seq,
    played.seat,
    played.kind,
    played.at,
  );
}

/** The latest move the room played for `seat`, or null. */
export function lastPlayed(sql: RoomSql, seat: number): PlayedMove | null {
  const row = sql.read<PlayedRow>(
    PLAYED,
    "SELECT * FROM autoplay_played WHERE seat = ? ORDER BY seq DESC LIMIT 1",
    seat,
  )[0];
  return row ? { seq: row.seq, seat: row.seat, kind: row.kind, at: row.at } : null;
}

/** Forgets a seat's rules and what was played for it (the seat changed hands). */
export function forgetAutoplay(sql: RoomSql, seat: number): void {
  sql.change(RULES, "DELETE FROM autoplay_rules WHERE seat = ?", seat);
  sql.change(PLAYED, "DELETE FROM autoplay_played WHERE seat = ?", seat);
  dropSeen(sql, seat, null);
  dropCancelled(sql, seat);
}

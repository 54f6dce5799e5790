/**
 * Reports' storage in the room: one row per report, its sealed snapshot as JSON text (kept with
 * the game, so `deleteAll` removes them with it). The table is made by the first report.
 */
import { oneTable, type RoomSql } from "../kernel/room-sql";
import type { ReportSnapshot } from "./snapshot";

/** The reports of a game. `seat` is null for a spectator's. */
export const REPORTS = oneTable(
  "reports",
  `id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, seat INTEGER,
    reason TEXT NOT NULL, snapshot TEXT NOT NULL, mailed INTEGER NOT NULL DEFAULT 0`,
);

/** One stored report, as the operator reads it. */
export interface StoredReport {
  id: number;
  at: number;
  /** Whether it was emailed to the operator's address. */
  mailed: boolean;
  snapshot: ReportSnapshot;
}

/** Stores `snapshot`; answers its number in this game. */
export function addReport(sql: RoomSql, snapshot: ReportSnapshot): number {
  sql.make(REPORTS);
  const seat = snapshot.reporter.kind === "seat" ? snapshot.reporter.seat : null;
  return sql
    .exec<{ id: number }>(
      "INSERT INTO reports (at, seat, reason, snapshot) VALUES (?, ?, ?, ?) RETURNING id",
      snapshot.at,
      seat,
      snapshot.reason,
      JSON.stringify(snapshot),
    )
    .one().id;
}

/** Notes that report `id` went to the operator's address. */
export function noteMailed(sql: RoomSql, id: number): void {
  sql.change(REPORTS, "UPDATE reports SET mailed = 1 WHERE id = ?", id);
}

/** Every report of the game, oldest first. */
export function readReports(sql: RoomSql): StoredReport[] {
  return sql
    .read<{ id: number; at: number; mailed: number; snapshot: string }>(
      REPORTS,
      "SELECT id, at, mailed, snapshot FROM reports ORDER BY id",
    )
    .map((r) => ({
      id: r.id,
      at: r.at,
      mailed: r.mailed === 1,
      snapshot: JSON.parse(r.snapshot) as ReportSnapshot,
    }));
}

/** When `seat` (null: spectators, all together) reported since `since`, oldest first. */
export function reportTimes(sql: RoomSql, seat: number | null, since: number): number[] {
  const who = seat === null ? "seat IS NULL" : "seat = ?";
  return sql
    .read<{ at: number }>(
      REPORTS,
      `SELECT at FROM reports WHERE ${who} AND at > ? ORDER BY at`,
      ...(seat === null ? [] : [seat]),
      since,
    )
    .map((r) => r.at);
}

/** How many reports the game holds. */
export function reportCount(sql: RoomSql): number {
  return sql.read<{ n: number }>(REPORTS, "SELECT COUNT(*) AS n FROM reports")[0]?.n ?? 0;
}

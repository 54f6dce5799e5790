/**
 * Reporting a table, the part the server and the web share (the request's schema is in
 * report-requests.ts, so the page never loads valibot for it): the reasons a person can pick,
 * the length of the optional words, and what the server answers. What the operator gets (the
 * sealed snapshot) is the server's own (src/server/reports/).
 */

/** The reasons offered, in the order the form shows them. */
export const REPORT_REASONS = ["abuse", "spam", "cheating", "other"] as const;
/** One of them. */
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Talk lines a report's snapshot holds: the table's newest this many (the form says so). */
export const REPORT_TALK_LINES = 50;
/** Longest optional note, in characters as people see them. */
export const REPORT_WORDS_MAX = 500;

/** `POST /api/games/{id}/report`: why, and optionally in the reporter's own words. */
export interface ReportRequest {
  reason: ReportReason;
  words?: string;
}

/** The answer: the report was kept (and sent to the operator when an address is set). */
export interface ReportResponse {
  /** The report's number in this game. */
  report: number;
  /** When it was received, ms since the epoch. */
  at: number;
}

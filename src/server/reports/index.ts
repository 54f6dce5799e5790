/**
 * Reporting a table, as the room uses it: a seat or a spectator reports, the room takes a
 * sealed snapshot (snapshot.ts), keeps it (store.ts), copies it to the private bucket under
 * `reports/` (where the operator lists every game's reports) and mails it to the operator's
 * address (mail.ts). A seat may report a game a few times a day, spectators together a few more;
 * each client is limited across games by the Worker (limits/rate.ts, `reports`).
 */
import { normalizeTalk } from "../../talk";
import { REPORT_WORDS_MAX, type ReportRequest, type ReportResponse } from "../../report";
import type { Env } from "../env";
import { fail, ok, type RoomResult } from "../errors";
import type { RoomContext } from "../kernel/context";
import { seatName } from "../kernel/rules";
import { log, logFailure } from "../log";
import { waitWords } from "../limits/rate";
import { mailReport } from "./mail";
import { takeSnapshot, type ReportSnapshot } from "./snapshot";
import { addReport, noteMailed, reportCount, reportTimes } from "./store";

export { operatorAddress } from "./mail";
export { readReports, type StoredReport } from "./store";
export type { ReportSnapshot } from "./snapshot";

/** Reports one seat may make of one game in a day. */
export const REPORTS_PER_SEAT_PER_DAY = 3;
/** Reports the spectators of one game may make in a day, all together. */
export const SPECTATOR_REPORTS_PER_DAY = 10;
/** Reports one game keeps: beyond, it has been reported plenty and the operator knows. */
export const REPORTS_PER_GAME = 100;

const DAY_MS = 86_400_000;

/** The bucket key of a report's copy: by day, so a listing reads newest days last. */
export function reportKey(s: Pick<ReportSnapshot, "at" | "game">, n: number): string {
  return `reports/${new Date(s.at).toISOString().slice(0, 10)}/${s.game}-${n}.json`;
}

/** The reporter's words: normalized as talk is, refused beyond REPORT_WORDS_MAX characters. */
function wordsOf(raw: string | undefined): RoomResult<string> {
  const words = normalizeTalk(raw ?? "");
  let n = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(words)) n++;
  if (n > REPORT_WORDS_MAX)
    return fail(
      "report/invalid",
      `Your words have at most ${REPORT_WORDS_MAX} characters; these have ${n}.`,
    );
  return ok(words);
}

/** Refuses a reporter who has reported this game too often today (null: may report). */
function tooOften(ctx: RoomContext, seat: number | null): RoomResult<never> | null {
  if (reportCount(ctx.sql) >= REPORTS_PER_GAME)
    return fail(
      "limit/too-many",
      "This table has been reported many times already, and the site's operator has each report.",
      { retryAfter: DAY_MS / 1000 },
    );
  const max = seat === null ? SPECTATOR_REPORTS_PER_DAY : REPORTS_PER_SEAT_PER_DAY;
  const times = reportTimes(ctx.sql, seat, ctx.now - DAY_MS);
  if (times.length < max) return null;
  const retryAfter = Math.max(1, Math.ceil((times[0]! + DAY_MS - ctx.now) / 1000));
  const who = seat === null ? "Spectators have" : "You have";
  return fail(
    "limit/too-many",
    `${who} reported this table ${times.length} times today, the most a day allows: try again in ${waitWords(retryAfter)}.`,
    { retryAfter },
  );
}

/**
 * Reporter `seat` (null: a spectator) reports the table: limited, snapshot taken and stored,
 * copied to the bucket and mailed to the operator. Answers the report's number and time.
 */
export async function fileReport(
  ctx: RoomContext,
  seat: number | null,
  input: ReportRequest,
): Promise<RoomResult<ReportResponse>> {
  const words = wordsOf(input.words);
  if (!words.ok) return words;
  const reporter =
    seat === null
      ? ({ kind: "spectator" } as const)
      : ({ kind: "seat", seat, name: seatName(ctx, seat) } as const);
  const snapshot = await takeSnapshot(ctx, reporter, input.reason, words.value);
  // Checked and stored with nothing awaited between: a second report at once counts this one.
  const refused = tooOften(ctx, seat);
  if (refused) return refused;
  const n = addReport(ctx.sql, snapshot);
  await copyToBucket(ctx.env, snapshot, n);
  const mailed = await mailReport(ctx.env, snapshot, n, ctx.settings.origin);
  if (mailed) noteMailed(ctx.sql, n);
  log("info", "report.filed", {
    game: ctx.meta.id,
    gameKind: ctx.meta.game,
    kind: input.reason,
    ...(seat === null ? {} : { seat }),
    outcome: mailed ? "mailed" : "stored",
  });
  return ok({ report: n, at: snapshot.at });
}

/** The report's copy in the private bucket (`EXPORTS`), if bound; a failure is logged. */
async function copyToBucket(env: Env, s: ReportSnapshot, n: number): Promise<void> {
  if (!env.EXPORTS) return;
  try {
    await env.EXPORTS.put(reportKey(s, n), JSON.stringify(s), {
      httpMetadata: { contentType: "application/json" },
      customMetadata: {
        game: s.game,
        reason: s.reason,
        reporter: s.reporter.kind === "seat" ? `seat ${s.reporter.seat + 1}` : "spectator",
        at: String(s.at),
      },
    });
  } catch (err) {
    logFailure("report.copy-failed", err, {
      game: s.game,
      check: "R2 refused the report's copy: it is kept in the room (GET /api/operator/games/{id}).",
    });
  }
}

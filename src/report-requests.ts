/**
 * The report request's schema (valibot), for the server's route; its type is in report.ts,
 * which the page imports without valibot.
 */
import * as v from "valibot";
import { REPORT_REASONS, REPORT_WORDS_MAX, type ReportRequest as Report } from "./report";

/** `POST /api/games/{id}/report`: a reason, and optional words (checked again once normalized). */
export const ReportRequest: v.GenericSchema<unknown, Report> = v.strictObject({
  reason: v.picklist(REPORT_REASONS, `reason: one of ${REPORT_REASONS.join(", ")}.`),
  words: v.optional(
    v.pipe(
      v.string("words must be text."),
      v.maxLength(4 * REPORT_WORDS_MAX, `words: at most ${REPORT_WORDS_MAX} characters.`),
    ),
  ),
});

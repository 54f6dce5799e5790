/**
 * Reporting a table as the form calls it (docs/api.md, "Reporting a table"): a seat sends its
 * token, a spectator none. Refusals become the app's ApiError with the server's words.
 */
import type { ReportRequest, ReportResponse } from "../../../src/report";
import { request } from "../../api";

/** Reports game `id`'s table. */
export function sendReport(
  id: string,
  token: string | undefined,
  body: ReportRequest,
): Promise<ReportResponse> {
  return request("POST", `/api/games/${encodeURIComponent(id)}/report`, body, token);
}

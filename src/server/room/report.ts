/**
 * The room's report RPC (the feature is ../reports): a seat (its token) or a spectator (no
 * token) reports the table; the room takes the sealed snapshot, keeps it, copies it to the
 * bucket and mails it to the operator. The reporter learns only that it was received.
 */
import type { ReportRequest, ReportResponse } from "../../report";
import type { RoomResult } from "../errors";
import { fileReport } from "../reports";
import { forReader } from "./asker";
import type { RoomHost } from "./host";

/** What the report RPC needs from the room. */
export type ReportHost = Pick<RoomHost, "reader" | "context">;

/** The holder of `token` (null: a spectator) reports the table. */
export function report(
  host: ReportHost,
  token: string | null,
  input: ReportRequest,
): Promise<RoomResult<ReportResponse>> {
  return forReader(host, "report", token, (reader) => fileReport(host.context(), reader, input));
}

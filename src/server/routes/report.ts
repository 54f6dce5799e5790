/**
 * POST /api/games/{id}/report: a seat (its token) or a spectator (no token) reports the table
 * (docs/api.md, "Reporting a table"). The client is limited across games first (`reports`, a
 * 429 `limit/too-many`); the room limits each seat and keeps, copies and mails the report.
 */
import { Hono } from "hono";
import { ReportRequest } from "../../report-requests";
import type { Env } from "../env";
import { unwrap } from "../errors";
import { bearer, gameId, jsonBody } from "../input";
import { limitClient } from "../limits/rate";
import { roomStub } from "../room/stub";

/** The route, mounted at /api/games. */
export const reportRoutes = new Hono<{ Bindings: Env }>();

reportRoutes.post("/:id/report", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  const body = await jsonBody(c, ReportRequest);
  await limitClient(c, "reports");
  return c.json(unwrap(await roomStub(c.env, id).report(token, body)), 201);
});

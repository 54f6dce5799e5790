/**
 * The operator's tools for a reported table, under /api/operator behind the same token as the
 * exports (operator.ts `operatorOnly`): whether reports are emailed, every game's reports from
 * the bucket, a game looked up (meta, seat names, talk lines with their ids, its reports), a
 * talk line removed, a game ended or removed. Every action writes one `operator.*` log line
 * (docs/operations.md, "Reports"); none names a person or quotes what was said.
 */
import { Hono } from "hono";
import * as v from "valibot";
import type { Env } from "../env";
import { ApiError, unwrap, type RoomResult } from "../errors";
import { gameId, issueMessage, noBody } from "../input";
import { log } from "../log";
import { operatorAddress } from "../reports";
import { roomStub } from "../room/stub";
import { operatorOnly } from "./operator";

/** The tools, mounted at /api/operator. */
export const operatorToolRoutes = new Hono<{ Bindings: Env }>();

operatorToolRoutes.use("*", operatorOnly);

/**
 * Logs an action on game `id` as `event`: its outcome (`done`'s word, or the refusal's code) and,
 * when it was done, what `detail` says of it (a seat, a move number: never a person).
 */
function logAction<T>(
  id: string,
  event: string,
  result: RoomResult<T>,
  done: string,
  detail: (value: T) => Record<string, unknown>,
): void {
  log(result.ok ? "info" : "warn", event, {
    game: id,
    ...(result.ok ? detail(result.value) : {}),
    outcome: result.ok ? done : result.error.code,
  });
}

/** Where reports go: emailed to OPERATOR_EMAIL and kept, or only kept. */
function reportsGo(env: Env): "email" | "stored" {
  return operatorAddress(env) ? "email" : "stored";
}

// What the tools can do here: are reports emailed, is the bucket bound.
operatorToolRoutes.get("/status", (c) => {
  const reports = reportsGo(c.env);
  log("info", "operator.status", { outcome: reports });
  return c.json({
    reports,
    bucket: Boolean(c.env.EXPORTS),
    message:
      reports === "email"
        ? "Reports are emailed to OPERATOR_EMAIL and kept with their game (and in the bucket)."
        : "OPERATOR_EMAIL is unset: reports are kept with their game (and in the bucket) but not emailed.",
  });
});

/** `?limit=` (1–100) and `?cursor=` of the reports' listing. */
const ListQuery = v.strictObject({
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, "limit: a number."),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(100),
    ),
  ),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(1024, "cursor: too long."))),
});

// Every game's reports, oldest day first, from the bucket's `reports/` copies.
operatorToolRoutes.get("/reports", async (c) => {
  const query = v.safeParse(ListQuery, c.req.query());
  if (!query.success) throw new ApiError("input/invalid", issueMessage(query.issues));
  const bucket = c.env.EXPORTS;
  if (!bucket)
    throw new ApiError(
      "http/not-found",
      "No bucket is bound (EXPORTS): look a reported game up by its id instead.",
    );
  const listed = await bucket.list({
    prefix: "reports/",
    limit: query.output.limit ?? 50,
    ...(query.output.cursor ? { cursor: query.output.cursor } : {}),
    // Workers' R2 takes `include` (its types lag): each report's game, reason and reporter.
    include: ["customMetadata"],
  } as R2ListOptions);
  log("info", "operator.reports", { outcome: `${listed.objects.length} listed` });
  return c.json({
    reports: listed.objects.map((o) => ({
      key: o.key,
      game: o.customMetadata?.["game"] ?? null,
      reason: o.customMetadata?.["reason"] ?? null,
      reporter: o.customMetadata?.["reporter"] ?? null,
      at: Number(o.customMetadata?.["at"] ?? o.uploaded.getTime()),
    })),
    cursor: listed.truncated ? listed.cursor : null,
  });
});

// A game as the operator needs it to judge a report.
operatorToolRoutes.get("/games/:id", async (c) => {
  const id = gameId(c);
  const game = unwrap(await roomStub(c.env, id).operatorLookup());
  log("info", "operator.lookup", { game: id, gameKind: game.meta.game, seq: game.meta.seq });
  return c.json(game);
});

/** A talk line's id in the path. */
const LineParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number));

// Removes one talk line for every reader, on every path.
operatorToolRoutes.delete("/games/:id/talk/:line", async (c) => {
  const id = gameId(c);
  const line = v.safeParse(LineParam, c.req.param("line") ?? "");
  if (!line.success)
    throw new ApiError("talk/no-such-line", "A talk line is named by its number (its id).");
  await noBody(c);
  const done = await roomStub(c.env, id).operatorRemoveTalk(line.output);
  logAction(id, "operator.talk-removed", done, "removed", ({ seat }) => ({ seat }));
  return c.json(unwrap(done));
});

// Ends a running game: closed, nobody wins, the seats told as at any end.
operatorToolRoutes.post("/games/:id/end", async (c) => {
  const id = gameId(c);
  await noBody(c);
  const done = await roomStub(c.env, id).operatorEnd();
  logAction(id, "operator.ended", done, "closed", ({ seq }) => ({ seq }));
  return c.json(unwrap(done));
});

// Removes a game for good, as its lifetime's end would.
operatorToolRoutes.delete("/games/:id", async (c) => {
  const id = gameId(c);
  await noBody(c);
  const done = await roomStub(c.env, id).operatorRemove();
  logAction(id, "operator.removed", done, "removed", ({ gameKind }) => ({ gameKind }));
  return c.json({ removed: id, ...unwrap(done) });
});

/**
 * The operator's routes under /api/operator, behind the OPERATOR_TOKEN secret (`wrangler secret
 * put OPERATOR_TOKEN`): without it they answer 404, as if they did not exist; with a wrong or
 * missing token, 401. The token is compared as digests, in constant time. Every action is
 * logged (`operator.*`). A game's whole export, and a restore of one into an empty room.
 * Later operator tools join this module.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { GameExport } from "../../game-export";
import type { Env } from "../env";
import { ApiError, unwrap } from "../errors";
import { gameId, jsonBody } from "../input";
import { log } from "../log";
import { roomStub } from "../room/stub";
import { sameDigest, sha256Hex } from "../security";

/** The largest export a restore takes: a long game with its every move, well within. */
export const MAX_EXPORT_BYTES = 4 * 1024 * 1024;

/** Refuses every request without the operator's token; 404 when no token is configured. */
export const operatorOnly: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  const secret = c.env.OPERATOR_TOKEN;
  if (!secret) throw new ApiError("http/not-found", "There is nothing at this address.");
  const given = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("Authorization") ?? "")?.[1] ?? "";
  // Digests of both, so the comparison takes the same time whatever the token's length.
  if (!sameDigest(await sha256Hex(given), await sha256Hex(secret))) {
    log("warn", "operator.refused", { op: c.req.method });
    c.header("WWW-Authenticate", 'Bearer realm="tavolo-operator"');
    throw new ApiError("auth/operator", "This address needs the operator's token.");
  }
  await next();
};

/** The operator's routes, mounted at /api/operator. */
export const operatorRoutes = new Hono<{ Bindings: Env }>();

operatorRoutes.use("*", operatorOnly);

// The whole record of a game: meta with the seed, settings, seats (digests only), moves, snapshot.
operatorRoutes.get("/games/:id/export", async (c) => {
  const id = gameId(c);
  const text = unwrap(await roomStub(c.env, id).exportRecord());
  log("info", "operator.export", { game: id });
  return c.body(text, 200, {
    "Content-Type": "application/json",
    "Content-Disposition": `attachment; filename="tavolo-${id}.json"`,
  });
});

// Rebuilds game `id` in its empty room from an export (the body), replaying its moves.
operatorRoutes.post("/games/:id/restore", async (c) => {
  const id = gameId(c);
  const record = await jsonBody(c, GameExport, MAX_EXPORT_BYTES);
  const restored = await roomStub(c.env, id).restore(id, record);
  log(restored.ok ? "info" : "warn", "operator.restore", {
    game: id,
    gameKind: record.meta.game,
    seq: record.moves.length,
    outcome: restored.ok ? "restored" : restored.error.code,
  });
  return c.json(unwrap(restored), 201);
});

/**
 * GET /api/orders/{game}: the standing orders a game offers, its menu (the kinds, the numbers a
 * person may set and what cancels each), from the engine's `Game.orders`. The same for every
 * game and every reader, so it may be cached; a seat's own orders are in its table.
 */
import { Hono } from "hono";
import { findGame } from "../../engine";
import type { OrdersMenu } from "../../protocol";
import type { Env } from "../env";
import { ApiError } from "../errors";

/** The route, mounted at /api. */
export const orderRoutes = new Hono<{ Bindings: Env }>();

orderRoutes.get("/orders/:game", (c) => {
  const id = c.req.param("game");
  const game = findGame(id);
  if (!game) throw new ApiError("input/unknown-game", `There is no game called "${id}".`);
  const menu: OrdersMenu = {
    game: game.id,
    orders: (game.orders ?? []).map((k) => ({
      kind: k.kind,
      fields: k.fields.map((f) => ({ ...f })),
      stops: [...k.stops],
    })),
  };
  return c.json(menu, 200, { "Cache-Control": "public, max-age=3600" });
});

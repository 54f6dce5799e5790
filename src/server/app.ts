/**
 * The Hono application: every route of the Worker. Static files are served by Workers
 * Static Assets before this runs; only /api/*, /status and unknown paths reach it.
 */
import { Hono } from "hono";
import { games } from "../engine";

/** The Worker's bindings. */
export interface Env {
  ASSETS: Fetcher;
}

/** The application, exported for tests and the Worker entry. */
export const app = new Hono<{ Bindings: Env }>();

app.get("/status", (c) => c.json({ ok: true, service: "tavolo", games: Object.keys(games) }));

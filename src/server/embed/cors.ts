/**
 * Cross-origin access to the API for the sandboxed embeds only. A page inside
 * `sandbox="allow-scripts"` has an opaque origin, so its requests to /api carry `Origin: null` and
 * need CORS. The API holds no ambient authority (no cookies: a seat is a Bearer token the page
 * itself holds), so answering `null` lets a frame do only what its own tokens allow, exactly what
 * any HTTP client can do; no other origin is answered (docs/decisions.md, "Errors as data, JSON
 * only").
 */
import type { MiddlewareHandler } from "hono";

/** Answers preflights from `Origin: null` and marks the answers it may read. */
export const sandboxCors: MiddlewareHandler = async (c, next) => {
  if (c.req.header("Origin") !== "null") return next();
  if (c.req.method === "OPTIONS") {
    return new Response(null, {
      status: 204,
      headers: {
        "Access-Control-Allow-Origin": "null",
        "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE",
        "Access-Control-Allow-Headers": "authorization, content-type, accept",
        "Access-Control-Max-Age": "600",
        Vary: "Origin",
      },
    });
  }
  await next();
  if (c.res.status === 101) return; // a WebSocket handshake: its headers are the runtime's
  const headers = new Headers(c.res.headers);
  headers.set("Access-Control-Allow-Origin", "null");
  headers.append("Vary", "Origin");
  c.res = new Response(c.res.body, { status: c.res.status, headers });
};

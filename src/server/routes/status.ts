/**
 * GET /status: the readiness report. A round trip to a Durable Object, the mail transport's
 * name, whether push is configured, the public URL, the development switches and every problem
 * of the configuration (config-check.ts), as JSON; 200 when ready, 503 when not. Monitors and
 * the first checks after a deploy read it (docs/deploy.md, docs/operations.md).
 */
import type { Context } from "hono";
import { games } from "../../engine";
import type { Env } from "../env";
import { roomStub } from "../room/stub";
import { checkConfig, type Problem } from "./config-check";

/** How long the Durable Object round trip may take before the report calls it down. */
const ROOM_TIMEOUT_MS = 3000;

/** The name of the room the report pings: never a game's (game ids are 16 characters). */
const PING_ROOM = "status";

/** The round trip to a GameRoom: whether it answered and how long it took. */
async function pingRoom(env: Env): Promise<{ ok: boolean; ms: number }> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ROOM_TIMEOUT_MS);
    });
    const ok = await Promise.race([roomStub(env, PING_ROOM).ping(), timeout]);
    return { ok: ok === true, ms: Date.now() - started };
  } catch {
    return { ok: false, ms: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}

/** The route's handler. */
export async function status(c: Context<{ Bindings: Env }>): Promise<Response> {
  const config = checkConfig(c.env, c.req.url);
  const room = await pingRoom(c.env);
  const problems: Problem[] = room.ok
    ? config.problems
    : [
        {
          code: "config/room-unreachable",
          severity: "error",
          message: "A GameRoom Durable Object did not answer: check the deploy's migrations.",
        },
        ...config.problems,
      ];
  const ready = problems.every((p) => p.severity !== "error");
  return c.json(
    {
      ok: ready,
      service: "tavolo",
      games: Object.keys(games),
      room,
      mail: { transport: config.mail, replies: config.replies },
      push: { configured: config.push !== null, keys: config.push },
      // Reports of a table: emailed to OPERATOR_EMAIL, or only kept (docs/operations.md).
      reports: config.reports,
      publicUrl: config.publicUrl,
      links: config.links,
      switches: config.switches,
      problems,
    },
    ready ? 200 : 503,
    { "Cache-Control": "no-store" },
  );
}

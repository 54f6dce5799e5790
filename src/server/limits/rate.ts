/**
 * The Worker's side of the per-client limits: game creation, seat claims, email confirmation
 * requests, live preview images drawn and reports of a table each take a token from the client's ClientLimiter, and an empty bucket
 * is a 429 `limit/too-many` with `Retry-After`. A limiter that fails lets the request through
 * (logged): a broken counter must not stop friends from playing.
 */
import type { Context } from "hono";
import type { Env } from "../env";
import { ApiError } from "../errors";
import { clientKey } from "./client";
import { limitsOf, type Limits } from "./config";
import { logFailure } from "../log";

/** The actions limited per client, with their limit and what the refusal says. */
const ACTIONS = {
  games: { limit: "gamesPerHour", what: "new games" },
  seats: { limit: "seatsPerHour", what: "seats taken" },
  mail: { limit: "mailPerHour", what: "email addresses given" },
  previews: { limit: "previewsPerHour", what: "preview images" },
  reports: { limit: "reportsPerHour", what: "reports" },
} as const satisfies Record<string, { limit: keyof Limits; what: string }>;

/** A limited action. */
export type Action = keyof typeof ACTIONS;

const HOUR_MS = 3_600_000;

/** Throws `limit/too-many` (429, Retry-After) when this client has used up `action`. */
export async function limitClient(c: Context<{ Bindings: Env }>, action: Action): Promise<void> {
  const { limit, what } = ACTIONS[action];
  const capacity = limitsOf(c.env)[limit];
  if (capacity <= 0 || !c.env.LIMITER) return;
  let taken;
  try {
    const key = `${action}:${clientKey(c.req.raw.headers)}`;
    taken = await c.env.LIMITER.get(c.env.LIMITER.idFromName(key)).take(capacity, HOUR_MS);
  } catch (err) {
    logFailure("limit.failed", err, {
      op: action,
      check:
        "The ClientLimiter Durable Object did not answer: the request was let through unlimited.",
    });
    return;
  }
  if (taken.ok) return;
  throw new ApiError(
    "limit/too-many",
    `Too many ${what} from your network (at most ${capacity} an hour): try again in ${waitWords(taken.retryAfter)}.`,
    { retryAfter: taken.retryAfter },
  );
}

/** "40 seconds", "3 minutes". */
export function waitWords(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * ApiError: the one error class of the server. Every refusal is `{error: {code, message}}` with a
 * namespaced code; the HTTP status follows from the code (one table, below), so routes and the
 * GameRoom only ever name a code. Modelled on Hono's single HTTPException.
 */
import type { ErrorBody, Table } from "../protocol";

/** HTTP status of every error code the server produces. */
export const ERROR_STATUS = {
  "http/not-found": 404,
  "http/upgrade-required": 426,
  "http/unknown-host": 421,
  "input/malformed-json": 400,
  "input/invalid": 400,
  "input/unknown-game": 400,
  "input/invalid-options": 400,
  "input/invalid-level": 400,
  "input/too-large": 413,
  "input/aborted": 400,
  "input/too-deep": 400,
  "input/not-json": 415,
  "input/invalid-move": 422,
  "auth/bad-token": 403,
  "auth/spectator": 403,
  "auth/not-creator": 403,
  "auth/bad-invite": 403,
  "auth/invite-used": 409,
  "room/not-found": 404,
  "room/seat-not-found": 404,
  "room/seat-taken": 409,
  "room/stale-move": 409,
  "room/move-id-reused": 409,
  "room/exists": 409,
  "room/already-seated": 409,
  "room/not-over": 409,
  "room/over": 409,
  "room/not-overdue": 409,
  "clock/holiday-used": 409,
  "mail/invalid-address": 400,
  "mail/bad-link": 404,
  "mail/link-used": 410,
  "mail/link-expired": 410,
  "mail/not-sent": 429,
  "mail/unavailable": 503,
  "mail/confirm-pending": 409,
  "mail/nothing-to-confirm": 409,
  "mail/resend-too-soon": 429,
  "mail/my-data-too-soon": 429,
  "mail/my-data-expired": 410,
  "push/bad-subscription": 422,
  "push/bad-key": 400,
  "push/unavailable": 503,
  "webhook/bad-url": 422,
  "webhook/unavailable": 503,
  "server/internal": 500,
  // Automatic moves and standing orders (autoplay/).
  "autoplay/unknown-order": 400,
  "autoplay/not-slow": 409,
  // Embedding: the oEmbed provider's refusals, with the statuses oEmbed asks for.
  "embed/unknown-url": 404,
  "embed/unsupported-format": 501,
  // Hardening: abuse limits and removed games.
  "limit/too-many": 429,
  "limit/too-many-sockets": 429,
  // Slow games over weeks: nudges, the daily summary, my-games keys (docs/notifications.md).
  "nudge/not-their-turn": 409,
  "nudge/too-soon": 409,
  "nudge/away": 409,
  "nudge/already-sent": 409,
  "mail/not-confirmed": 409,
  "clock/no-deadline": 409,
  "keys/unknown": 404,
  // Table talk (talk/).
  "talk/empty": 400,
  "talk/too-long": 400,
  "talk/muted": 403,
  "talk/closed": 403,
  "talk/no-such-line": 404,
  // Reporting a table (reports/).
  "report/invalid": 400,
  // Seats bound to a chat app's user (chat/, routes/telegram.ts; docs/chat-apps.md).
  "telegram/not-configured": 503,
  "telegram/bad-init-data": 403,
  "telegram/expired": 403,
  "discord/not-configured": 503,
  "discord/not-signed": 401,
  "discord/bad-signature": 401,
  "discord/expired": 401,
  "discord/replayed": 401,
  "discord/bad-pass": 401,
  "discord/no-game": 404,
  "discord/no-free-seat": 409,
  // Stepping back through a game's earlier tables (room/history.ts).
  "history/no-such-step": 404,
  // Learning games' hints (room/coach.ts).
  "hint/not-learning": 409,
  "hint/not-your-turn": 409,
  // The operator's routes and restoring a game from its export (routes/operator.ts).
  "auth/operator": 401,
  "restore/unknown-game": 422,
  "restore/bad-log": 422,
  "restore/bad-seed": 422,
  "restore/refused": 422,
  "restore/diverged": 422,
} as const satisfies Record<string, number>;

/** A code the server itself produces. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Status of an error code: the table above, 422 for the engine's refusals (`rule/*` and others). */
export function statusOf(code: string): number {
  return Object.hasOwn(ERROR_STATUS, code) ? ERROR_STATUS[code as ErrorCode] : 422;
}

/** A refusal as it crosses the RPC boundary between the GameRoom and the Worker (plain data). */
export interface Refusal {
  code: string;
  message: string;
  /** Set when the code alone does not decide it (engine refusals are always 422). */
  status?: number;
  /** For `room/stale-move`: the reader's current table. */
  table?: Table;
  /** For a refused email link whose address was found: that address's language (its page). */
  lang?: string;
  /** For `limit/too-many`: seconds until trying again is worth it (the Retry-After header). */
  retryAfter?: number;
}

/** What a GameRoom RPC method answers: a value, or a refusal. Errors are data, never thrown. */
export type RoomResult<T> = { ok: true; value: T } | { ok: false; error: Refusal };

/** Shorthand for a successful RoomResult. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** Shorthand for a refused RoomResult. */
export function fail(
  code: ErrorCode,
  message: string,
  extra?: { table?: Table; lang?: string; retryAfter?: number },
): { ok: false; error: Refusal } {
  return { ok: false, error: { code, message, ...extra } };
}

/** The error every route throws; `app.onError` turns it into the JSON body. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly table?: Table;
  /** Seconds for the Retry-After header (429 answers). */
  readonly retryAfter?: number;

  constructor(
    readonly code: string,
    message: string,
    options?: { status?: number; table?: Table; retryAfter?: number },
  ) {
    super(message);
    this.status = options?.status ?? statusOf(code);
    if (options?.table) this.table = options.table;
    if (options?.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }

  /** The ApiError of a room refusal. */
  static from(refusal: Refusal): ApiError {
    return new ApiError(refusal.code, refusal.message, {
      status: refusal.status,
      table: refusal.table,
      retryAfter: refusal.retryAfter,
    });
  }

  /** The JSON body of this error. */
  body(): ErrorBody {
    const body: ErrorBody = { error: { code: this.code, message: this.message } };
    if (this.table) body.table = this.table;
    return body;
  }
}

/** Unwraps a RoomResult, throwing its refusal as an ApiError. */
export function unwrap<T>(result: RoomResult<T>): T {
  if (!result.ok) throw ApiError.from(result.error);
  return result.value;
}

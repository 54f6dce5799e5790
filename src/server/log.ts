/**
 * The server's one way to write a log line: JSON, one object per line, with a fixed set of
 * fields (event, game id, seq, op, duration, error code…), so Workers Logs can filter and count
 * them. Never a token, an address or a message text: callers pass only these fields, and every
 * free string (an error's message, a hint) is scrubbed of anything that looks like an address or
 * a secret before it is written (docs/operations.md, "Logs").
 */

/** The fields a log line may carry; nothing else is written. */
export interface LogFields {
  /** The game's id (public: it is in every game's address). */
  game?: string;
  /** The game's kind ("pazaak", …). */
  gameKind?: string;
  /** The game's sequence number after the change. */
  seq?: number;
  /** The operation: an RPC method, a route, a job kind. */
  op?: string;
  /** How long it took, in milliseconds. */
  ms?: number;
  /** A namespaced error code (`mail/failed`, `server/internal`…). */
  code?: string;
  /** A kind of message or job (`turn`, `confirm`, `digest`…). */
  kind?: string;
  /** The transport or service used (`send_email`, `resend`, `discord`…). */
  via?: string;
  /** An HTTP status answered by a service. */
  status?: number;
  /** A seat number. */
  seat?: number;
  /** A host name of a service (never of a person). */
  host?: string;
  /** What went wrong: an error's name and scrubbed message. */
  error?: string;
  /** What the operator should check, in one sentence. */
  check?: string;
  /** An outcome in one word or two (`moved`, `ignored: not on turn`). */
  outcome?: string;
  /** Problem codes of the configuration check. */
  problems?: string[];
}

/** A line's level: `error` lines are failures someone should look at. */
export type LogLevel = "info" | "warn" | "error";

/** Where lines go; tests replace it to read them (setLogSink). */
type Sink = (level: LogLevel, line: string) => void;

const consoleSink: Sink = (level, line) => {
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
};

let sink: Sink = consoleSink;

/** Replaces where lines go (tests); `null` restores the console. Answers the previous sink. */
export function setLogSink(next: Sink | null): Sink {
  const previous = sink;
  sink = next ?? consoleSink;
  return previous;
}

// An address (someone@somewhere) and a long run of token characters (a secret, a key, a hash).
const ADDRESS = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+/g;
const SECRETISH = /[A-Za-z0-9_\-+/=]{24,}/g;

/** A free string made safe for a log: addresses and secret-looking runs replaced, cut short. */
export function scrub(text: string): string {
  return text.replace(ADDRESS, "[address]").replace(SECRETISH, "[secret]").slice(0, 300);
}

/** Writes one JSON line: `{level, event, ...fields}`, free strings scrubbed. */
export function log(level: LogLevel, event: string, fields: LogFields = {}): void {
  const line: Record<string, unknown> = { level, event };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    line[key] =
      typeof value === "string" && key !== "game" && key !== "gameKind"
        ? scrub(value)
        : Array.isArray(value)
          ? value.map((v) => scrub(String(v)))
          : value;
  }
  try {
    sink(level, JSON.stringify(line));
  } catch {
    // A log line never breaks what it describes.
  }
}

/** An error as a log field: its name and its message, quoted parts removed, scrubbed. */
export function errorText(err: unknown): string {
  if (!(err instanceof Error)) return "non-error thrown";
  return scrub(`${err.name}: ${err.message.replace(/"[^"]*"|'[^']*'/g, "…")}`);
}

/** Logs a failure: what failed (`event`), the error, and what to check. */
export function logFailure(event: string, err: unknown, fields: LogFields & { check: string }) {
  log("error", event, { ...fields, error: errorText(err) });
}

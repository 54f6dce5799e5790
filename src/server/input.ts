/**
 * Reading requests safely: JSON bodies capped at MAX_BODY_BYTES (by Content-Length and by the
 * bytes actually read), refused when nested too deep, parsed, refused with fields the request
 * does not have or keys that name JavaScript's object machinery (`__proto__`), then checked
 * with a valibot schema; Bearer tokens; path ids.
 * Every failure is an ApiError with the protocol's error body, a body cut off mid-upload too.
 */
import type { Context } from "hono";
import * as v from "valibot";
import { GameId, MAX_BODY_BYTES, Secret } from "../protocol";
import { ApiError } from "./errors";
import { forbiddenKey, nestsDeeperThan, TOO_DEEP } from "./json-depth";

const tooLarge = (max: number) => `The request body is larger than ${max} bytes.`;

/** A strict UTF-8 decoder; it keeps nothing between calls (no `stream` option), so one serves all. */
const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** Reads the raw body, refusing more than `max` bytes without reading the rest. */
async function readCapped(request: Request, max = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > max)
    throw new ApiError("input/too-large", tooLarge(max));
  if (!request.body) return new Uint8Array();
  // A declared length frames the body (the runtime reads no more than it says), so the whole
  // body is read at once: one native read instead of a loop of chunks (a move's body, on every
  // move). The size is still checked, for a request made inside the Worker with a wrong header.
  if (declared !== null) {
    let whole: ArrayBuffer;
    try {
      whole = await request.arrayBuffer();
    } catch {
      throw new ApiError("input/aborted", "The request body ended before it was complete.");
    }
    if (whole.byteLength > max) throw new ApiError("input/too-large", tooLarge(max));
    return new Uint8Array(whole);
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client cut the upload off (closed the page, lost the network): its request, not
      // a fault of ours, so a 4xx answer nobody reads and no error in the log.
      throw new ApiError("input/aborted", "The request body ended before it was complete.");
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw new ApiError("input/too-large", tooLarge(max));
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * The JSON body checked against `schema`: 413 beyond MAX_BODY_BYTES, `input/malformed-json`,
 * `input/too-deep` beyond MAX_JSON_DEPTH levels, or `input/invalid` otherwise. `max` raises the
 * cap for the one route that takes a whole game (the operator's restore).
 */
export async function jsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  max = MAX_BODY_BYTES,
): Promise<v.InferOutput<S>> {
  const bytes = await readCapped(c.req.raw, max);
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    throw new ApiError("input/malformed-json", "The request body is not valid UTF-8 text.");
  }
  // Scanned before anything (the parser included) walks the value.
  if (nestsDeeperThan(text)) throw new ApiError("input/too-deep", TOO_DEEP);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ApiError("input/malformed-json", "The request body is not valid JSON.");
  }
  const stray = strayKey(raw, schema);
  if (stray) throw new ApiError("input/invalid", stray);
  const parsed = v.safeParse(schema, raw);
  if (!parsed.success) throw new ApiError("input/invalid", issueMessage(parsed.issues));
  return parsed.output;
}

/**
 * What is wrong with the keys of a parsed body, or null: a field the request schema does not
 * have, at the top or inside one of its objects (`next.x`; a typo would otherwise be ignored
 * silently), or a forbidden key at any depth. The schemas are strict too; this says which
 * fields there are. The body nests at most MAX_JSON_DEPTH levels (checked before parsing), so
 * recursion is safe.
 */
function strayKey(raw: unknown, schema: v.GenericSchema): string | null {
  const stray = strayField(raw, schema, "");
  if (stray) return stray;
  const forbidden = forbiddenKey(raw);
  return forbidden === null ? null : `"${forbidden}" cannot be used as a key.`;
}

/** The first field of `raw` that its object schema lacks, said with its path, or null. */
function strayField(raw: unknown, schema: v.GenericSchema, path: string): string | null {
  const fields = fieldsOf(schema);
  if (!fields || typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  for (const [key, value] of Object.entries(raw)) {
    const field = fields[key];
    if (!field) {
      const where = path ? `${path.slice(0, -1)} has` : "this request has";
      return `${path}${key.slice(0, 40)}: ${where} no such field (it has ${Object.keys(fields).join(", ")}).`;
    }
    const inner = strayField(value, field, `${path}${key}.`);
    if (inner) return inner;
  }
  return null;
}

/**
 * The fields of an object schema (through `optional`, `nullable` and the like, which wrap it),
 * or null for any other schema: a record's or an `unknown`'s keys are not the request's.
 */
function fieldsOf(schema: v.GenericSchema): Record<string, v.GenericSchema> | null {
  let s: unknown = schema;
  while (typeof s === "object" && s !== null && "wrapped" in s) s = s.wrapped;
  if (typeof s !== "object" || s === null || !("entries" in s)) return null;
  return s.entries as Record<string, v.GenericSchema>;
}

/** Drains and caps a body the route does not use, so oversized requests still get 413. */
export async function noBody(c: Context): Promise<void> {
  await readCapped(c.req.raw);
}

/** valibot's first message, with where it applies ("name: Please give a name."). */
export function issueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return "The request is not valid.";
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * The Bearer token of the request: null without an Authorization header; a header that is not
 * a well-formed Bearer secret is a bad token (403), never silently a spectator.
 */
export function bearer(c: Context): string | null {
  const header = c.req.header("Authorization");
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match || !v.is(Secret, match[1]))
    throw new ApiError("auth/bad-token", "This link is not valid for this game.");
  return match[1]!;
}

/** The game id of the path; a malformed one cannot name a game, so it is a 404. */
export function gameId(c: Context): string {
  const id = c.req.param("id");
  if (!v.is(GameId, id)) throw new ApiError("room/not-found", "There is no game at this address.");
  return id;
}

/** A seat number as it appears in paths. */
const SeatParam = v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number));

/** The seat number of the path. */
export function seatParam(c: Context): number {
  const parsed = v.safeParse(SeatParam, c.req.param("seat") ?? "");
  if (!parsed.success) throw new ApiError("room/seat-not-found", "This game has no such seat.");
  return parsed.output;
}

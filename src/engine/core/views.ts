/**
 * Every reader's view of one state, encoded together. The views of a move differ only in a
 * few places (the reader's `you`, its own hand, what it may play); the rest (boards, piles,
 * counts, options, the event log) is the same for every reader. `encodeViews` encodes the
 * spectator's view once, piece by piece, and builds each seat's text from the seat's own view:
 * a part equal to the spectator's (same key order, same values) takes the spectator's text of
 * it, any other part is encoded from the seat's own value. So each text is exactly
 * `JSON.stringify(view(state, reader))` (test/engine/views.test.ts), and a seat's text holds
 * nothing its view does not: secrecy is the view's (docs/decisions.md, "Every reader's view
 * encoded at once").
 */
import { encodeKept } from "./encode";
import type { AnyGame, Seat } from "./game";

/** A plain data object (not an array, a Date, a class instance or a value with `toJSON`). */
function isPlain(x: object): boolean {
  if (Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x) as unknown;
  return (proto === Object.prototype || proto === null) && !("toJSON" in x);
}

/** A value JSON.stringify leaves out of an object (and writes as null in an array). */
function skipped(x: unknown): boolean {
  return x === undefined || typeof x === "function" || typeof x === "symbol";
}

/**
 * Whether `a` and `b` have the same JSON text: equal primitives, or arrays and plain objects
 * with the same keys in the same order and the same texts inside. False when unsure.
 */
export function sameJSON(a: unknown, b: unknown): boolean {
  if (a === b) return true; // 0 and -0 both write "0"
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJSON(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlain(a) || !isPlain(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (k !== kb[i] || !sameJSON(ra[k], rb[k])) return false;
  }
  return true;
}

/** `"key":` for every key met (a view has a few dozen). */
const keyTexts = new Map<string, string>();
function keyText(k: string): string {
  let t = keyTexts.get(k);
  if (t === undefined) {
    t = JSON.stringify(k) + ":";
    if (keyTexts.size < 4096) keyTexts.set(k, t);
  }
  return t;
}

/** The text of a primitive, as JSON.stringify writes it (numbers and flags without a call). */
function primitiveText(x: unknown): string {
  if (x === null) return "null";
  if (typeof x === "number") return Number.isFinite(x) ? String(x) : "null";
  if (typeof x === "boolean") return x ? "true" : "false";
  return JSON.stringify(x) ?? "null";
}

/**
 * The text of one value, as JSON.stringify writes it ("null" where it writes nothing): an
 * event log or a deeply frozen object from the texts core/encode.ts remembers, the rest natively
 * (encodeJSON's walk would cost more than it saves on a few hundred bytes).
 */
function textOf(x: unknown): string {
  if (x === null || typeof x !== "object") return primitiveText(x);
  if (Array.isArray(x)) {
    const last: unknown = x[x.length - 1];
    if (last === null || typeof last !== "object" || !Object.isFrozen(last))
      return JSON.stringify(x);
  } else if (!Object.isFrozen(x)) return JSON.stringify(x);
  return encodeKept(x) ?? JSON.stringify(x);
}

/** The spectator's view taken apart: the texts of its parts, made when first asked for. */
class Base {
  private readonly texts = new Map<object, string>();

  /** The text of a part of the base (by identity; primitives are cheap to write again). */
  text(part: unknown): string {
    if (part === null || typeof part !== "object") return primitiveText(part);
    let t = this.texts.get(part);
    if (t === undefined) this.texts.set(part, (t = textOf(part)));
    return t;
  }
}

/** How deep a seat's view is compared with the spectator's before a part is encoded whole. */
const DEPTH = 3;

/**
 * The text of `v` (a reader's value) where `b` is the spectator's value at the same place:
 * equal parts take the base's text, others are written from `v`.
 */
function encodeLike(v: unknown, b: unknown, base: Base, depth: number): string {
  if (v === b) return base.text(b);
  if (v === null || typeof v !== "object") return primitiveText(v);
  if (sameJSON(v, b)) return base.text(b);
  if (depth >= DEPTH || b === null || typeof b !== "object") return textOf(v);
  if (Array.isArray(v)) {
    if (!Array.isArray(b) || v.length !== b.length) return textOf(v);
    let out = "[";
    for (let i = 0; i < v.length; i++) {
      if (i > 0) out += ",";
      const x: unknown = v[i];
      out += skipped(x) ? "null" : encodeLike(x, b[i], base, depth + 1);
    }
    return out + "]";
  }
  if (Array.isArray(b) || !isPlain(v) || !isPlain(b)) return textOf(v);
  const rv = v as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let out = "{";
  let first = true;
  for (const k in rv) {
    if (!Object.hasOwn(rv, k)) continue;
    const x = rv[k];
    if (skipped(x)) continue;
    if (!first) out += ",";
    first = false;
    out += keyText(k) + encodeLike(x, Object.hasOwn(rb, k) ? rb[k] : undefined, base, depth + 1);
  }
  return out + "}";
}

/**
 * The text of every reader's view of `state` (a seat, or null for a spectator), in the order
 * of `readers`: each exactly `JSON.stringify(game.view(state, reader))`, the parts every reader
 * shares encoded once (or the game's own `encodeViews`, when it has one).
 */
export function encodeViews(
  game: AnyGame,
  state: unknown,
  readers: readonly (Seat | null)[],
): string[] {
  // A game that writes its own views' text (Pazaak: games/pazaak/view-text.ts).
  if (game.encodeViews) return game.encodeViews(state, readers);
  const spectator: unknown = game.view(state, null);
  const base = new Base();
  const out: string[] = [];
  for (const reader of readers) {
    const view: unknown = reader === null ? spectator : game.view(state, reader);
    out.push(
      reader === null ? spectatorText(spectator, base) : encodeLike(view, spectator, base, 0),
    );
  }
  return out;
}

/** The spectator's own text, from the parts the seats' texts reuse. */
function spectatorText(b: unknown, base: Base): string {
  if (b === null || typeof b !== "object" || !isPlain(b)) return textOf(b);
  // Encoded part by part, so its parts' texts are the ones the seats reuse.
  const rb = b as Record<string, unknown>;
  let out = "{";
  for (const k of Object.keys(rb)) {
    const x = rb[k];
    if (skipped(x)) continue;
    out += (out.length > 1 ? "," : "") + keyText(k) + base.text(x);
  }
  return out + "}";
}

/**
 * Random bad input for `play`: arbitrary JSON-ish values (wrong types, huge and odd numbers,
 * long and control-character strings, deep nesting, `__proto__` and `constructor` keys) and
 * legal moves bent out of shape (a field deleted, retyped, swapped for a word seen in the state,
 * an element added or dropped, an extra key). Most are illegal; the harness decides from
 * `legalMoves` which ones may be accepted.
 */
import type { FuzzRng } from "./rng";

const ODD_NUMBERS = [0, -1, 1, 2, 9, 10, 11, 1.5, -0, 1e308, -1e308, 2 ** 53, NaN, Infinity];
const ODD_STRINGS = ["", " ", "x".repeat(5000), "\u0000", "\u202e", "💥", "null", "0", "type"];
const KEYS = ["type", "card", "cards", "value", "seat", "pile", "to", "from", "__proto__"];

/** A random value of at most `depth` levels. */
export function randomValue(rng: FuzzRng, words: readonly string[], depth = 2): unknown {
  switch (rng.int(depth > 0 ? 8 : 5)) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick(ODD_NUMBERS);
    case 3:
      return rng.pick(ODD_STRINGS);
    case 4:
      return words.length ? rng.pick(words) : "x";
    case 5:
      return Array.from({ length: rng.int(4) }, () => randomValue(rng, words, depth - 1));
    case 6: {
      const out: Record<string, unknown> = {};
      for (let i = rng.int(4); i > 0; i--) out[rng.pick(KEYS)] = randomValue(rng, words, depth - 1);
      return out;
    }
    default:
      return deep(rng.int(3) === 0 ? 2000 : 20);
  }
}

/** An object nested `n` levels deep. */
function deep(n: number): unknown {
  let v: unknown = { type: "play" };
  for (let i = 0; i < n; i++) v = i % 2 ? { type: v } : [v];
  return v;
}

/** A legal move bent in one random way (or a hostile literal). */
export function bend(rng: FuzzRng, move: unknown, words: readonly string[]): unknown {
  const copy = JSON.parse(JSON.stringify(move)) as unknown;
  switch (rng.int(6)) {
    case 0:
      return randomValue(rng, words);
    case 1:
      // Keys that could pollute a prototype if a game merged input into objects.
      return JSON.parse(
        `{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"type":${JSON.stringify(
          (copy as { type?: unknown })?.type ?? "play",
        )}}`,
      ) as unknown;
    default: {
      if (typeof copy !== "object" || copy === null) return randomValue(rng, words);
      mutateSomewhere(rng, copy as Record<string, unknown>, words);
      return copy;
    }
  }
}

/** Changes one field or element somewhere in `obj` (in place). */
function mutateSomewhere(
  rng: FuzzRng,
  obj: Record<string, unknown> | unknown[],
  words: readonly string[],
): void {
  const keys = Object.keys(obj);
  if (keys.length === 0 || rng.int(6) === 0) {
    if (Array.isArray(obj)) obj.push(randomValue(rng, words, 0));
    else obj[rng.pick(KEYS)] = randomValue(rng, words, 1);
    return;
  }
  const key = rng.pick(keys);
  const at = obj as Record<string, unknown>;
  const value = at[key];
  if (typeof value === "object" && value !== null && rng.chance(0.6)) {
    mutateSomewhere(rng, value as Record<string, unknown>, words);
    return;
  }
  switch (rng.int(5)) {
    case 0:
      if (Array.isArray(obj)) obj.splice(Number(key), 1);
      else delete at[key];
      return;
    case 1:
      at[key] = words.length ? rng.pick(words) : "x";
      return;
    case 2:
      at[key] =
        typeof value === "number" ? value + rng.pick([-1, 1, 100, 0.5]) : rng.pick(ODD_NUMBERS);
      return;
    case 3:
      at[key] = Array.isArray(value) ? [...value, ...value] : [value];
      return;
    default:
      at[key] = randomValue(rng, words, 1);
  }
}

/** The distinct strings of a JSON value (card ids, move types…): material for bent moves. */
export function wordsOf(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) for (const v of value) wordsOf(v, out);
  else if (typeof value === "object" && value !== null)
    for (const v of Object.values(value)) wordsOf(v, out);
  return out;
}

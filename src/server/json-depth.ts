/**
 * How deep a JSON text nests, found by scanning its characters before anything parses it.
 * A body nested thousands of levels deep is small (8 KB) yet overflows the stack of code that
 * walks it recursively (structured clone across RPC, schema checks); every JSON body and
 * socket message is refused beyond MAX_JSON_DEPTH instead. Keys that name JavaScript's object
 * machinery (`__proto__`, `constructor`, `prototype`) are refused anywhere in a parsed value.
 */

/** Deepest nesting of arrays and objects a request may have (a move needs 3 or 4). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `text` nests arrays and objects deeper than `limit`. Brackets inside strings do not
 * count. Linear in the text's length and never recursive, so any input is safe to scan.
 */
export function nestsDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/** The sentence for a refused deep body. */
export const TOO_DEEP = `The JSON nests deeper than ${MAX_JSON_DEPTH} levels.`;

/** Keys no request or message may use anywhere: they name JavaScript's object machinery. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The first forbidden key anywhere in a parsed JSON value, or null. Values are checked for
 * depth before parsing, so the recursion is bounded by MAX_JSON_DEPTH.
 */
export function forbiddenKey(value: unknown): string | null {
  if (typeof value !== "object" || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key)) return key;
    const deeper = forbiddenKey(inner);
    if (deeper !== null) return deeper;
  }
  return null;
}

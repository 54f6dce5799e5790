/**
 * Equality of plain JSON values (moves, views, outcomes), the one the engine and the browser
 * share: a lesson's expected move against the table's, a rebuilt replay against the server's
 * final table, a seat's legal moves that are one move listed twice.
 */

/** Deep equality of plain JSON values, independent of key order and of undefined keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const kb = Object.keys(rb).filter((k) => rb[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameJson(ra[k], rb[k]));
}

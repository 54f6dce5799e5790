/**
 * A replay's place in its address: the step and whose eyes, as `#m=42&as=1` in the address bar
 * (a link opens on that move) and as `?m=42&as=1` in the link "copy link to this move" gives,
 * since only the query reaches the server, which names the moment in the link's preview.
 * Either form is read; the fragment wins (it follows the reader's steps).
 */
import type { Seen } from "./Player";

/** The place an address asks for: a step (null: the last) and a view. */
export interface Place {
  step: number | null;
  seen: Seen;
}

/** Reads `m` and `as` from a query or fragment text. */
function read(text: string): Partial<Place> {
  const q = new URLSearchParams(text.replace(/^[?#]/, ""));
  const out: Partial<Place> = {};
  const m = q.get("m");
  if (m !== null && /^\d{1,6}$/.test(m)) out.step = Number(m);
  const as = q.get("as");
  if (as === "all" || as === "watch") out.seen = as;
  else if (as !== null && /^\d{1,2}$/.test(as)) out.seen = Number(as);
  return out;
}

/** The place of the current address (defaults: the last step, every hand face up). */
export function placeOf(search: string, hash: string): Place {
  const q = read(search);
  const h = read(hash);
  return { step: h.step ?? q.step ?? null, seen: h.seen ?? q.seen ?? "all" };
}

/** The `m=…&as=…` text of a place (no `as` for every hand). */
export function placeText(step: number, seen: Seen): string {
  return `m=${step}${seen === "all" ? "" : `&as=${seen}`}`;
}

/** Clamps a place to a game of `last` steps and `seats` seats. */
export function clampPlace(
  place: Place,
  last: number,
  seats: number,
): { step: number; seen: Seen } {
  const step = place.step === null ? last : Math.min(place.step, last);
  const seen = typeof place.seen === "number" && place.seen >= seats ? "all" : place.seen;
  return { step, seen };
}

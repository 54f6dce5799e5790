/**
 * Table patches: what a socket push carries instead of the whole table, once the socket has a
 * table to patch. A patch edits the text of the last table message the socket got (its exact
 * bytes) into the text of the next one: `diffText` (server) finds the edits between the two
 * texts, `applyEdits` (the page, the tests) replays them; the page then reads the result as the
 * whole table message it stands for. Shared by the server and the web client; strings in and
 * out, nothing else.
 *
 * Edits are one flat array of triples, short because every byte goes to every page:
 * `skip, cut, text` keeps the next `skip` characters of the old text, drops the `cut` after
 * them and writes `text` in their place. Every inserted character is a character of the new
 * text, so a seat's patch holds nothing its own new table does not.
 *
 * The server already has both texts (the room writes each table once, room/push.ts), so a patch
 * costs no view objects and no walk of them: the texts are compared a block at a time (`===` on
 * slices, which the engine does natively), an unchanged stretch found by searching a piece of the
 * new text in the old (`indexOf`), and the search repeated either side of it.
 */

/**
 * The version a page says it takes in its hello (`edits: 5`): patches of the table's stream form
 * and of its common part, which carries the view's public keys (src/table-stream.ts), the log as
 * a stream beside it (src/log-stream.ts). Pages of versions 1 (patches of tables with their
 * events), 2 (patches of tables without them, fixed fields and legal moves included), 3 (the
 * common part inside the form) and 4 (the whole view in the form) get whole tables with their
 * events: a page open across a deploy keeps working, on whole tables, until it is reloaded.
 */
export const EDITS = 5;

/** Whether a hello's `edits` says the page takes this version (or a later one). */
export function canEdit(edits: unknown): boolean {
  return typeof edits === "number" && edits >= EDITS;
}

/** Edits as flat triples: skip (characters kept), cut (characters dropped), text (inserted). */
export type TextEdits = (number | string)[];

/** Below this many characters, a changed stretch is replaced whole (no search inside it). */
const SMALL = 24;
/** How many times a stretch may be split (a patch of very many changes stays cheap). */
const MAX_DEPTH = 48;
/** Lengths of the pieces searched for, longest first: a long piece is found only where it belongs. */
const SEEDS = [48, 16] as const;
/** Where in a stretch of the new text pieces are taken (fractions of its length). */
const PLACES = [0.5, 0.25, 0.75] as const;

/**
 * How many characters a[i..] and b[j..] share at their start, up to `max`: a few characters
 * one by one, then blocks of doubling size compared whole until one differs, then halving
 * blocks inside that one (each comparison runs natively over the characters it covers).
 */
function prefix(a: string, i: number, b: string, j: number, max: number): number {
  let n = 0;
  // Most changed stretches differ within a few characters (a number, a flag): look first.
  while (n < max && n < 8) {
    if (a.charCodeAt(i + n) !== b.charCodeAt(j + n)) return n;
    n++;
  }
  let k = 32;
  while (n + k <= max && a.slice(i + n, i + n + k) === b.slice(j + n, j + n + k)) {
    n += k;
    k *= 2;
  }
  let open = Math.min(k, max - n);
  while (open > 16) {
    const h = open >> 1;
    if (a.slice(i + n, i + n + h) === b.slice(j + n, j + n + h)) {
      n += h;
      open -= h;
    } else open = h;
  }
  while (n < max && a.charCodeAt(i + n) === b.charCodeAt(j + n)) n++;
  return n;
}

/** How many characters a[..ie) and b[..je) share at their end, up to `max` (as `prefix`). */
function suffix(a: string, ie: number, b: string, je: number, max: number): number {
  let n = 0;
  while (n < max && n < 8) {
    if (a.charCodeAt(ie - 1 - n) !== b.charCodeAt(je - 1 - n)) return n;
    n++;
  }
  let k = 32;
  while (n + k <= max && a.slice(ie - n - k, ie - n) === b.slice(je - n - k, je - n)) {
    n += k;
    k *= 2;
  }
  let open = Math.min(k, max - n);
  while (open > 16) {
    const h = open >> 1;
    if (a.slice(ie - n - h, ie - n) === b.slice(je - n - h, je - n)) {
      n += h;
      open -= h;
    } else open = h;
  }
  while (n < max && a.charCodeAt(ie - 1 - n) === b.charCodeAt(je - 1 - n)) n++;
  return n;
}

/** How far either side of a guess a piece is looked for before it is looked for anywhere. */
const NEAR = 320;

/**
 * Where `piece` is in a[a0..a1): at one of the two guesses, else near the first, else
 * anywhere (-1: nowhere). Searching a slice costs no copy, and a miss reads no further.
 */
function locate(a: string, a0: number, a1: number, piece: string, left: number, right: number) {
  const len = piece.length;
  if (left >= a0 && left + len <= a1 && a.slice(left, left + len) === piece) return left;
  if (right !== left && right >= a0 && right + len <= a1 && a.slice(right, right + len) === piece)
    return right;
  const from = Math.max(a0, Math.min(left, right) - NEAR);
  const to = Math.min(a1, Math.max(left, right) + len + NEAR);
  if (from < to) {
    const i = a.slice(from, to).indexOf(piece);
    if (i >= 0) return from + i;
  }
  if (from === a0 && to === a1) return -1;
  const i = a.slice(a0, a1).indexOf(piece);
  return i < 0 ? -1 : a0 + i;
}

/** Changed stretches found so far: old start, old end, new start, new end (in order). */
type Spans = number[];

/**
 * Finds the changes between a[a0..a1) and b[b0..b1): trims what they share at both ends, then
 * looks for a long unchanged stretch inside (a piece of the new text found in the old, grown
 * both ways) and does the same either side of it; a stretch with none is one change.
 */
function stretch(
  a: string,
  a0: number,
  a1: number,
  b: string,
  b0: number,
  b1: number,
  out: Spans,
  depth: number,
): void {
  const p = prefix(a, a0, b, b0, Math.min(a1 - a0, b1 - b0));
  a0 += p;
  b0 += p;
  const s = suffix(a, a1, b, b1, Math.min(a1 - a0, b1 - b0));
  a1 -= s;
  b1 -= s;
  if (a0 === a1 && b0 === b1) return;
  if (a1 - a0 >= SMALL && b1 - b0 >= SMALL && depth < MAX_DEPTH) {
    // The longest unchanged stretch found from a few pieces of the new text; one that holds
    // a good part of the stretch is taken at once. A piece is looked for where it would be if
    // nothing before it (or after it) had changed length, then near there, then anywhere.
    const enough = Math.min(256, (b1 - b0) >> 2);
    let best = 0;
    let ba = 0;
    let bb = 0;
    search: for (const size of SEEDS) {
      for (const place of PLACES) {
        const len = Math.min(size, (b1 - b0) >> 1);
        const at = b0 + Math.floor((b1 - b0 - len) * place);
        if (best > 0 && at >= bb && at + len <= bb + best) continue; // inside the best already
        const piece = b.slice(at, at + len);
        const found = locate(a, a0, a1, piece, at - b0 + a0, at - b1 + a1);
        if (found < 0) continue;
        const back = suffix(a, found, b, at, Math.min(found - a0, at - b0));
        const fwd = prefix(a, found + len, b, at + len, Math.min(a1 - found - len, b1 - at - len));
        if (back + len + fwd > best) {
          best = back + len + fwd;
          ba = found - back;
          bb = at - back;
          if (best >= enough) break search;
        }
      }
      if (best >= 64) break;
    }
    if (best >= 8) {
      stretch(a, a0, ba, b, b0, bb, out, depth + 1);
      stretch(a, ba + best, a1, b, bb + best, b1, out, depth + 1);
      return;
    }
  }
  out.push(a0, a1, b0, b1);
}

/** The edits of `spans` (changed stretches of `from`), their texts taken from `to`. */
function editsOf(spans: Spans, to: string): TextEdits {
  const edits: TextEdits = [];
  let kept = 0;
  for (let i = 0; i < spans.length; i += 4) {
    const a0 = spans[i]!;
    const a1 = spans[i + 1]!;
    edits.push(a0 - kept, a1 - a0, to.slice(spans[i + 2], spans[i + 3]));
    kept = a1;
  }
  return edits;
}

/** The edits that turn the text `from` into the text `to` (applyEdits(from, edits) === to). */
export function diffText(from: string, to: string): TextEdits {
  // The same text (a reader's form a change did not touch): no edits, nothing compared.
  if (from === to) return [];
  const spans: Spans = [];
  stretch(from, 0, from.length, to, 0, to.length, spans, 0);
  return editsOf(spans, to);
}

/**
 * The edits of `b` in the text `a + b`, to follow `first`, the edits of `a` (whose old text was
 * `aLength` long): their first skip goes on over what `first` left of `a`.
 */
export function editsAfter(first: TextEdits, aLength: number, second: TextEdits): TextEdits {
  if (second.length === 0) return second;
  let kept = 0;
  for (let i = 0; i + 2 < first.length; i += 3)
    kept += (first[i] as number) + (first[i + 1] as number);
  const out = [...second];
  out[0] = (second[0] as number) + aLength - kept;
  return out;
}

/**
 * The edits of the text `a + b` from the edits of `a` (whose old text was `aLength` long) and
 * those of `b` (`editsAfter`).
 */
export function joinEdits(first: TextEdits, aLength: number, second: TextEdits): TextEdits {
  return second.length === 0 ? first : [...first, ...editsAfter(first, aLength, second)];
}

/** The text `base` with `edits` applied (`diffText`'s). Kept tiny: the page ships it. */
export function applyEdits(base: string, edits: readonly (number | string)[]): string {
  let out = "";
  let at = 0;
  for (let i = 0; i + 2 < edits.length; i += 3) {
    const skip = edits[i] as number;
    out += base.slice(at, at + skip) + (edits[i + 2] as string);
    at += skip + (edits[i + 1] as number);
  }
  return out + base.slice(at);
}

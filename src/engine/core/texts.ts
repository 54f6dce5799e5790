/**
 * Texts the games' own view encoders (`games/<id>/view-text.ts`, all four games) remember from one
 * move to the next: a state's event log (one cache for every game), and small values that rarely
 * change (options, a hand, a pile, a trick). Every answer is exactly the text `JSON.stringify`
 * gives for the value passed now; the memory only makes it faster (the "core/texts.ts" tests of
 * test/engine/authority-encoders.test.ts, and the whole-game checks of test/engine/views.test.ts,
 * authority-encoders.test.ts and view-text-random.test.ts).
 *
 * Unlike core/encode.ts (which keys its memory on objects in weak collections and checks every
 * new event against a WeakSet), this memory is a handful of strong, bounded slots compared by
 * identity and by content: weak collections and their per-object bookkeeping were a third of
 * the authority's time per move in profiles, and the garbage collector's share grew with them
 * (docs/decisions.md, "Frozen events, texts remembered in slots").
 */
import { freezeEvent, knownSealed, madeByAppend, sealedDeep } from "./frozen";

export { sealedDeep };

/** A plain data object (not an array, a Date, a class instance or anything with `toJSON`). */
function isPlainObject(x: object): boolean {
  if (Array.isArray(x)) return true;
  const proto = Object.getPrototypeOf(x) as unknown;
  return (proto === Object.prototype || proto === null) && !("toJSON" in x);
}

/** Strings met that JSON writes without an escape (card ids, event types…), bounded. */
const plainStrings = new Set<string>();
const MAX_PLAIN_STRINGS = 4096;

/**
 * Whether JSON writes `s` as `"` + s + `"`: an escape always writes a character as two or more,
 * so the text is two longer than `s` exactly when nothing in it is escaped. Remembered for the
 * few hundred strings a game uses (its card ids), so a hand's text is a native `join`.
 */
function plainString(s: string): boolean {
  if (plainStrings.has(s)) return true;
  if (JSON.stringify(s).length !== s.length + 2) return false;
  if (plainStrings.size < MAX_PLAIN_STRINGS) plainStrings.add(s);
  return true;
}

/** `JSON.stringify(s)` of a string, without the call for one met before (a card id). */
export function stringText(s: string): string {
  return plainString(s) ? '"' + s + '"' : JSON.stringify(s);
}

/**
 * `JSON.stringify(list)` of a list, written as one native `join` when it holds only strings
 * JSON writes without escapes (a hand of card ids: about twice as fast as the call), and by
 * `JSON.stringify` otherwise.
 */
export function stringsText(list: readonly unknown[]): string {
  const n = list.length;
  if (n === 0) return "[]";
  for (let i = 0; i < n; i++) {
    const x = list[i];
    if (typeof x !== "string" || !plainString(x)) return JSON.stringify(list);
  }
  return '["' + (list as readonly string[]).join('","') + '"]';
}

/**
 * A game's own writer of its commonest events (`games/<id>/event-text.ts`): exactly the text
 * `JSON.stringify(e)` gives, or null for an event it does not write (then JSON.stringify does).
 * JSON.stringify was the largest part of the log's cost per move in profiles (a call, its
 * checks and a new flat string for a three-member event), and a text made of a few joins is
 * about four times faster.
 */
export type EventWriter = (e: object) => string | null;

/**
 * Whether `x`'s own enumerable keys are exactly `keys`, in that order (JSON.stringify writes
 * an object's members in that order): an event writer's check that the event has the members
 * its text is written for, before it writes them in its own order. for…in, so no array is
 * made; `x` is a plain object (its prototype adds no keys).
 */
export function hasKeys(x: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in x) {
    if (k !== keys[i]) return false;
    i++;
  }
  return i === keys.length;
}

/** A finite number as JSON writes it (NaN and the infinities as null, -0 as 0). */
export function numberText(x: number): string {
  return Number.isFinite(x) ? String(x) : "null";
}

/**
 * The text of an event that can never change (frozen all the way down, plain data), or null
 * when it is not such an event; written by `write` when it writes such an event.
 */
function sealedText(e: object, write: EventWriter | undefined): string | null {
  if (!knownSealed(e) && !sealedDeep(e)) return null;
  return (write !== undefined ? write(e) : null) ?? JSON.stringify(e) ?? null;
}

/**
 * One lineage of logs: a log, and the longer ones grown from it by events added at its end
 * and dropped at its front. `items[off..]` are the log's events (the encoder's own array, so
 * nothing the caller does to its array can change what is remembered), `ends[i]` where the text
 * of items[i] ends along the lineage's text, and the text of the log is
 * `(flat + tail).slice(begin - flatAt)`: a flat string and the pieces added since it was last
 * flattened (core/encode.ts does the same).
 */
interface Lineage {
  items: unknown[];
  ends: number[];
  off: number;
  begin: number;
  flat: string;
  flatAt: number;
  tail: string;
  pieces: number;
}

/** The lineages remembered, most recently used first (a room encodes one game at a time). */
const lineages: Lineage[] = [];
/** How many lineages are remembered (each holds one log of up to a few hundred events). */
const MAX_LINEAGES = 8;
/** How far from a log's end its lineage's last event is looked for (a move logs a few). */
const MAX_NEW = 24;
/** After this many pieces the text is flattened again (one copy per so many moves). */
const MAX_PIECES = 64;
/** The dead front of `items` and `ends` is cut off once it is this long. */
const MAX_DEAD = 256;

/**
 * Where `x[0..at]` begins in `l.items` when they are the same events, else -1 (`x[at]` is the
 * lineage's last event). Every event is compared, unless `x` is a list a game's rules made by
 * `appendEvents` lately (core/frozen.ts): such a list is a window of its game's one history and
 * never changed once made, so its first event at the right distance is enough. Comparing all 200
 * events was about a third of the log's cost per move.
 */
function matchAt(x: readonly unknown[], l: Lineage, at: number): number {
  const from = l.items.length - 1 - at;
  if (from < l.off) return -1;
  const items = l.items;
  if (madeByAppend(x)) return x[0] === items[from] ? from : -1;
  for (let i = 0; i < at; i++) if (x[i] !== items[from + i]) return -1;
  return from;
}

/** Moves a lineage to the front of the list (most recently used). */
function touch(index: number): void {
  if (index === 0) return;
  const l = lineages[index]!;
  lineages.splice(index, 1);
  lineages.unshift(l);
}

/** The text of a log no lineage holds; remembered when every event is sealed. */
function fresh(x: readonly unknown[], freeze: boolean, write: EventWriter | undefined): string {
  const n = x.length;
  const items: unknown[] = new Array<unknown>(n);
  const ends: number[] = new Array<number>(n);
  let sealed = true;
  let text = "";
  for (let i = 0; i < n; i++) {
    const e: unknown = x[i];
    let piece: string | null = null;
    if (e !== null && typeof e === "object") {
      // A state read back from storage: its events are frozen the first time (as frozenLog does).
      if (freeze && !Object.isFrozen(e)) freezeEvent(e);
      piece = sealedText(e, write);
    }
    if (piece === null) {
      sealed = false;
      piece = JSON.stringify(e) ?? "null";
    }
    if (i > 0) text += ",";
    text += piece;
    items[i] = e;
    ends[i] = text.length;
  }
  if (!sealed) return "[" + text + "]";
  // Flat now, so that later slices of it are cheap views.
  text.charCodeAt(0);
  lineages.unshift({ items, ends, off: 0, begin: 0, flat: text, flatAt: 0, tail: "", pieces: 0 });
  if (lineages.length > MAX_LINEAGES) lineages.pop();
  return "[" + text + "]";
}

/**
 * The text of a state's event log, exactly `JSON.stringify(events)`, from the text of the log it
 * grew from when that one was encoded lately (the previous state's, usually): only the new
 * events are encoded (by `write` where it writes them). Events are frozen by contract (core/frozen.ts); one that is not (a state
 * read back from storage) is frozen here, as `frozenLog` does for the views. A log holding
 * anything that is not frozen plain data is written as it is and not remembered.
 */
export function logText(events: readonly unknown[], write?: EventWriter): string {
  return encodeLog(events, true, write);
}

/**
 * `JSON.stringify(list)` of any array, from the lineages `logText` keeps, without freezing
 * anything: an element that is not frozen plain data is written as it is and the list is not
 * remembered. For core/encode.ts, whose values are anyone's.
 */
export function keptLogText(list: readonly unknown[]): string {
  return encodeLog(list, false, undefined);
}

/** `logText` and `keptLogText`: `freeze` says whether events not yet frozen are frozen here. */
function encodeLog(
  events: readonly unknown[],
  freeze: boolean,
  write: EventWriter | undefined,
): string {
  const n = events.length;
  if (n === 0) return "[]";
  // The lineage whose last event is among the log's last few, with the same events before it.
  let l: Lineage | undefined;
  let at = -1;
  let from = -1;
  const stop = Math.max(0, n - 1 - MAX_NEW);
  search: for (let i = n - 1; i >= stop; i--) {
    const e = events[i];
    if (e === null || typeof e !== "object") break;
    for (let k = 0; k < lineages.length; k++) {
      const c = lineages[k]!;
      if (c.items[c.items.length - 1] !== e) continue;
      const f = matchAt(events, c, i);
      if (f < 0) continue;
      l = c;
      at = i;
      from = f;
      touch(k);
      break search;
    }
  }
  if (l === undefined) return fresh(events, freeze, write);

  // The new events: each sealed (frozen here if it is not yet), then appended to the lineage.
  // Written first and appended after, so a log with one unsealed event leaves the lineage as it
  // was (one new event, a move's usual, needs no list).
  let one: string | null = null;
  let more: string[] | undefined;
  for (let i = at + 1; i < n; i++) {
    const e: unknown = events[i];
    if (e === null || typeof e !== "object") return JSON.stringify(events);
    if (freeze && !Object.isFrozen(e)) freezeEvent(e);
    const text = sealedText(e, write);
    if (text === null) return JSON.stringify(events);
    if (one === null) one = text;
    else (more ??= []).push(text);
  }
  let pos = l.ends[l.items.length - 1]!;
  for (let i = at + 1; i < n; i++) {
    const piece = "," + (i === at + 1 ? one! : more![i - at - 2]!);
    l.tail += piece;
    l.pieces++;
    pos += piece.length;
    l.items.push(events[i]);
    l.ends.push(pos);
  }
  // Events dropped at the front (a log kept at its last 200).
  if (from > l.off) {
    l.off = from;
    l.begin = l.ends[from - 1]! + 1;
  }
  if (l.pieces > MAX_PIECES || l.begin >= l.flatAt + l.flat.length) {
    // Flattened (V8 joins the pieces when a character is read): the text never becomes a chain
    // of hundreds of pieces, and the text of dropped events is let go.
    const whole = l.flat + l.tail;
    l.flat = whole.slice(l.begin - l.flatAt);
    l.flat.charCodeAt(0);
    l.flatAt = l.begin;
    l.tail = "";
    l.pieces = 0;
  }
  if (l.off > MAX_DEAD) {
    l.items = l.items.slice(l.off);
    l.ends = l.ends.slice(l.off);
    l.off = 0;
  }
  const cut = l.begin - l.flatAt;
  return "[" + (cut === 0 ? l.flat : l.flat.slice(cut)) + l.tail + "]";
}

/** The flat frozen objects remembered (a game's options: one object per game). */
const flats: { value: object; text: string }[] = [];
const MAX_FLATS = 8;

/**
 * `JSON.stringify(value)` of a small object of primitives (a game's options), remembered when it
 * is frozen (so its text can never change); written anew when it is not (a state read back).
 */
export function flatText(value: object): string {
  for (let k = 0; k < flats.length; k++) {
    if (flats[k]!.value === value) return flats[k]!.text;
  }
  const text = JSON.stringify(value);
  if (Object.isFrozen(value) && isPlainObject(value) && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key in record) {
      const val = record[key];
      if (val !== null && typeof val === "object") return text;
    }
    flats.unshift({ value, text });
    if (flats.length > MAX_FLATS) flats.pop();
  }
  return text;
}

/**
 * A memory of the text of one array of strings (a hand, a side deck, a pile) per slot, checked
 * by content: the text of the last array seen in that slot is given again when the array passed
 * holds the same strings, whatever array it is (a state's arrays are not frozen, so identity
 * alone would not do). For the games' encoders, which ask for the same few arrays every move.
 */
export class StringListTexts {
  private readonly last: (string[] | null)[];
  private readonly texts: string[];

  /** @param slots how many arrays are remembered, one per slot (a seat's hand, its loot…) */
  constructor(slots: number) {
    this.last = new Array<string[] | null>(slots).fill(null);
    this.texts = new Array<string>(slots).fill("");
  }

  /** `JSON.stringify(list)`, remembered in `slot` (an integer below the slot count). */
  text(slot: number, list: readonly string[]): string {
    const last = this.last[slot];
    if (last !== null && last !== undefined && last.length === list.length) {
      let same = true;
      for (let i = 0; i < list.length; i++) {
        if (last[i] !== list[i]) {
          same = false;
          break;
        }
      }
      if (same) return this.texts[slot]!;
    }
    const text = JSON.stringify(list);
    // Only arrays of strings are remembered (anything else could change inside).
    for (let i = 0; i < list.length; i++) if (typeof list[i] !== "string") return text;
    this.last[slot] = list.slice();
    this.texts[slot] = text;
    return text;
  }
}

/**
 * `prefix` and the text of `value`, as JSON.stringify writes a member of an object whose key
 * text is `prefix` (`',"turn":'`), or "" for a value it leaves out (undefined, a function):
 * numbers and booleans without a call, and no lookup of the key (core/encode.ts `jsonMember`
 * makes the key's text from a map; the games' encoders write it as a literal).
 */
export function memberText(prefix: string, value: unknown): string {
  switch (typeof value) {
    case "number":
      // JSON writes NaN and the infinities as null, -0 as 0 (as String does).
      return prefix + (Number.isFinite(value) ? String(value) : "null");
    case "boolean":
      return prefix + (value ? "true" : "false");
    case "string":
    case "object":
      return prefix + (value === null ? "null" : JSON.stringify(value));
    default: {
      const text = JSON.stringify(value) as string | undefined;
      return text === undefined ? "" : prefix + text;
    }
  }
}

/**
 * The JSON text of the list last seen at each slot of one kind (a seat's hand, a pile), for an
 * encoder that writes the states of a game one after another: a list a move leaves alone is
 * the same array at the same slot in the next state (the games' rules copy on write), and its text is written once.
 * The items are compared too (a list changed in place, never by the rules, is written afresh).
 * No map and nothing per state: a slot holds one list (states of other games in between only
 * cost a fresh text).
 */
export class SlotTexts {
  private readonly lists: (readonly unknown[] | undefined)[] = [];
  private readonly items: (readonly unknown[])[] = [];
  private readonly texts: string[] = [];

  /**
   * `write` gives a list's text (JSON.stringify unless told: then a list that grew from the last
   * one at its slot, a pile a card was laid on, is written as that text plus its new items).
   * `strings`: the lists hold strings (card ids), written by a native join (`stringsText`),
   * anything else in them as JSON.stringify writes it. `item` writes an item added to a list
   * that grew (a card laid on a pile) exactly as JSON.stringify would, or null for one it does
   * not know (then JSON.stringify does).
   */
  constructor(
    private readonly write?: (list: readonly unknown[]) => string,
    private readonly strings = false,
    private readonly item?: (x: unknown) => string | null,
  ) {}

  /** The text of `list`, the list now at `slot`. */
  text(slot: number, list: readonly unknown[]): string {
    const last = this.items[slot];
    if (this.lists[slot] === list && sameItems(last!, list)) return this.texts[slot]!;
    let text: string;
    if (this.write !== undefined) text = this.write(list);
    else if (last !== undefined && last.length > 0 && grewFrom(list, last)) {
      let added = "";
      for (let i = last.length; i < list.length; i++) {
        const x = list[i];
        added +=
          "," +
          (this.strings && typeof x === "string"
            ? stringText(x)
            : (this.item?.(x) ?? JSON.stringify(x) ?? "null"));
      }
      text = this.texts[slot]!.slice(0, -1) + added + "]";
    } else text = this.strings ? stringsText(list) : JSON.stringify(list);
    this.lists[slot] = list;
    this.items[slot] = list.slice();
    this.texts[slot] = text;
    return text;
  }
}

/** Whether `list` is `start` with items added at its end. */
function grewFrom(list: readonly unknown[], start: readonly unknown[]): boolean {
  if (list.length <= start.length) return false;
  for (let i = 0; i < start.length; i++) if (list[i] !== start[i]) return false;
  return true;
}

/** Whether two lists hold the same items in the same order. */
export function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

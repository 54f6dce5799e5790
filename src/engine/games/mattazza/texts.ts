/**
 * Remembered JSON texts for Mattazza's and MazzelTof's view encoders (./view-text.ts,
 * ../mazzeltof/view-text.ts): the texts of the lists states share (a hand, a pile, the open
 * cards a move leaves alone are the same array in the next state, rules.ts) and the text of the
 * event log, written from the text of the log it grew from. A move copies the log, drops
 * events at its front once it holds 200 and appends a few; the new log's text is the old one's
 * without the dropped events' texts plus the new events' texts, so only the new events are
 * encoded. Every answer is `JSON.stringify` of the list or log
 * (test/engine/view-text-random.test.ts, test/engine/views.test.ts).
 *
 * Remembered in slots and a bounded map, not in WeakMaps: a WeakMap entry whose key dies young
 * survives V8's young-generation collections until a full one, and one per move made the
 * collector the largest cost of the authority (docs/decisions.md, "Mattazza and MazzelTof:
 * states that share what a move leaves"). The log's run follows core/encode.ts's
 * (docs/decisions.md, "The authority: no copy of the log per move") without its per-object
 * checks: these games' logs hold only events their `log` froze all the way down, so an event
 * is known to be frozen all the way down when it is frozen at all; an event that is not (a
 * state read back from storage) is frozen here, as a view would freeze it (core/frozen.ts).
 */
import { freezeEvent } from "../../core/frozen";
import { stringText, stringsText } from "../../core/texts";

/**
 * A log whose text is known. Positions are counted along the text of the whole lineage of logs
 * (a log and the longer ones grown from it), so a log that drops events at its front moves its
 * `begin` and appends to `ends` without rewriting anything; the text is a flat string plus the
 * pieces added since it was last flattened.
 */
interface Run {
  /** The log itself (not a copy: a state's log is never changed once made, see logText). */
  items: readonly unknown[];
  /** Where each event's text ends, along the lineage; items[i] ends at ends[off + i]. */
  ends: number[];
  off: number;
  /** Where items[0]'s text begins. */
  begin: number;
  /** A flat text beginning at `flatAt`, followed by `tail` (the newest pieces). */
  flat: string;
  flatAt: number;
  tail: string;
  /** How many pieces `tail` holds. */
  pieces: number;
}

/** Each known log, by its last event (a move appends a few, so the next log holds it). */
const runs = new Map<object, Run>();
/** How many logs are remembered (a few games at once in one isolate, and forks). */
const MAX_RUNS = 32;

/** After this many appended pieces the text is flattened again (one copy per so many moves). */
const MAX_PIECES = 24;
/** `ends` is cut to its live part once this much of its front is dead. */
const MAX_DEAD_ENDS = 512;
/** How far from its end a log is searched for an event a known log ends with. */
const LOOK_BACK = 16;

/** An event's text, the event frozen first if it is not (as a view would freeze it). */
function eventText(e: unknown): string {
  if (e !== null && typeof e === "object" && !Object.isFrozen(e)) freezeEvent(e);
  return JSON.stringify(e) ?? "null";
}

/** The run's text (without brackets). */
function runText(run: Run): string {
  const cut = run.begin - run.flatAt;
  return (cut === 0 ? run.flat : run.flat.slice(cut)) + run.tail;
}

/**
 * `JSON.stringify(events)` of a log of event objects, from the text of the log it grew from
 * when that one was written before. Freezes the events it writes (they are never changed).
 *
 * A log is found by the last known event near its end and taken for a window of the same
 * history when its first event is the one the known log has at that distance: every log the
 * rules make is a window of one sequence of events made once each (a fork shares the events
 * before it), so nothing else is compared and no log is copied. A state's log is never
 * changed in place (the rules copy it; the view's frozen log, core/frozen.ts, is remembered by
 * the same identity); a log read back from storage holds new objects and is written whole.
 */
export function logText(x: readonly unknown[]): string {
  const n = x.length;
  let run: Run | undefined;
  let at = -1;
  for (let i = n - 1; i >= 0 && i >= n - LOOK_BACK; i--) {
    const e = x[i];
    if (e !== null && typeof e === "object") run = runs.get(e);
    if (run !== undefined) {
      at = i;
      break;
    }
  }
  if (run === undefined) return fresh(x);
  const length = run.items.length;
  const from = length - 1 - at;
  // The same first event is enough: logs are windows of one history of unique events.
  if (from < 0 || x[0] !== run.items[from]) return fresh(x);
  if (from === 0 && at === n - 1) return "[" + runText(run) + "]";
  let ends = run.ends;
  let off = run.off;
  if (ends.length !== off + length) {
    // Another log grew from this one already: this lineage gets its own positions.
    ends = ends.slice(off, off + length);
    off = 0;
  }
  let tail = run.tail;
  let pieces = run.pieces;
  let pos = ends[off + length - 1]!;
  for (let i = at + 1; i < n; i++) {
    const piece = "," + eventText(x[i]);
    tail += piece;
    pieces++;
    pos += piece.length;
    ends.push(pos);
  }
  off += from;
  const begin = from === 0 ? run.begin : ends[off - 1]! + 1;
  if (off > MAX_DEAD_ENDS && off > n) {
    ends = ends.slice(off);
    off = 0;
  }
  let flat = run.flat;
  let flatAt = run.flatAt;
  if (pieces > MAX_PIECES || begin >= flatAt + flat.length) {
    // Flattened here (V8 joins the pieces when a character is read), so the text never becomes
    // a chain of hundreds of pieces, and the events dropped at the front are let go.
    const whole = flat + tail;
    flat = whole.slice(begin - flatAt);
    flat.charCodeAt(0);
    flatAt = begin;
    tail = "";
    pieces = 0;
  }
  const next: Run = { items: x, ends, off, begin, flat, flatAt, tail, pieces };
  // One run per log: the one it grew from is not needed again (its state has been replaced).
  const previous = x[at] as object;
  if (previous !== x[n - 1]) runs.delete(previous);
  remember(x[n - 1] as object, next);
  return "[" + runText(next) + "]";
}

/** Writes a log no run is known for, and remembers it (when its last item is an object). */
function fresh(x: readonly unknown[]): string {
  const n = x.length;
  let text = "";
  const ends: number[] = [];
  for (let i = 0; i < n; i++) {
    if (i > 0) text += ",";
    text += eventText(x[i]);
    ends.push(text.length);
  }
  const last = x[n - 1];
  if (last !== null && typeof last === "object") {
    text.charCodeAt(0);
    remember(last, {
      items: x,
      ends,
      off: 0,
      begin: 0,
      flat: text,
      flatAt: 0,
      tail: "",
      pieces: 0,
    });
  }
  return "[" + text + "]";
}

/** Remembers a run, forgetting the oldest beyond MAX_RUNS. */
function remember(last: object, run: Run): void {
  runs.delete(last);
  runs.set(last, run);
  if (runs.size > MAX_RUNS) runs.delete(runs.keys().next().value!);
}

/**
 * The JSON text of the list last seen at each slot of one kind (a seat's hand, a pile), for an
 * encoder that writes the states of a game one after another: a list a move leaves alone is
 * the same array at the same slot in the next state (rules.ts), and its text is written once.
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
   * `strings`: the lists hold strings (card ids), written by a native join (core/texts.ts
   * `stringsText`), anything else in them as JSON.stringify writes it.
   */
  constructor(
    private readonly write?: (list: readonly unknown[]) => string,
    private readonly strings = false,
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
          (this.strings && typeof x === "string" ? stringText(x) : (JSON.stringify(x) ?? "null"));
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

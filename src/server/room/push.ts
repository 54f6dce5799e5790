/**
 * The messages of one reader's push, as text (broadcast.ts sends them; bench/harness.ts
 * measures them). The table travels without its view's public events, which travel beside it
 * as a stream (src/log-stream.ts): the whole table with the whole recent log, and, for a reader
 * whose last table the room remembers, a patch: the edits from the text of that table's stream
 * (src/table-stream.ts: its common part, the fields every reader's table has alike and the
 * view's public keys, and its stream form, what the page does not hold already) to this one's
 * (src/patch.ts) with the events added since. Both are made from the reader's own table only (every reader's events are the
 * spectators'; a common part is shared only with readers whose own is equal, compared or known
 * alike, so its text and edits are the ones their own would give), and the moves a seat's form
 * keeps are its own earlier legal moves, so a seat's patch holds nothing its own tables did not.
 * A page of an older version gets the whole table with its events (`tableMessage`).
 */
import type { EditsMessage, Table, TableMessage } from "../../protocol";
import { addedEvents, eventsOf, withoutEvents } from "../../log-stream";
import { diffText, editsAfter, type TextEdits } from "../../patch";
import { findGame } from "../../engine";
import {
  commonOf,
  formParts,
  formTextWith,
  keptMoves,
  sameCommon,
  type FormParts,
} from "../../table-stream";
import type { PublicView } from "../../view-split";

/** What a reader's tables are made from: each reader's table, built once per change. */
export interface TableSource {
  table(reader: number | null): Table;
  /**
   * Whether every reader's table has the spectators' common part (src/table-stream.ts
   * `commonOf`), as the room's do (room/table.ts `tablesOf`): the push then writes the
   * spectators' once per change and takes it for every reader without comparing. Else each
   * reader's is compared with the one written first.
   */
  commonAlike?: boolean;
}

/**
 * The last table pushed to a reader: its rev, the exact texts of its stream form and of its
 * common part (what the next patch edits, src/table-stream.ts `streamText`), the moves that
 * form keeps and the log it stood on.
 */
export interface Pushed {
  rev: string;
  text: string;
  common: string;
  moves: readonly unknown[];
  /** The JSON text of `moves`. */
  movesText: string;
  /** The form's other parts, which `text` is written from. */
  parts: FormParts;
  events: readonly unknown[];
}

/** What a reader's sockets are sent in one push. */
export interface Out {
  /** The push's number in this isolate's life (relays ignore older pushes). */
  n: number;
  /** The rev of the table before this push: sockets holding it may get the patch. */
  base: string | null;
  rev: string;
  /** The whole table's message, with the whole recent log (made when first asked for). */
  full(): string;
  /** The patch message; null when there is no previous table, or it would not be smaller. */
  patch: string | null;
}

/** Revs differ between two lives of a room, so a socket's old rev never matches a new table. */
export const life = Math.random().toString(36).slice(2, 6).padEnd(4, "0");
let counter = 0;

/** The table as `reader` sees it, as text. */
export function tableText(source: TableSource, reader: number | null): string {
  return JSON.stringify(source.table(reader));
}

/** The whole table message for `reader`: `{"type":"table","table":…}`, with `rev` when given. */
export function tableMessage(source: TableSource, reader: number | null, rev?: string): string {
  const table = source.table(reader);
  return JSON.stringify(
    rev === undefined ? { type: "table", table } : { type: "table", table, rev },
  );
}

/**
 * What the readers' pushes of one change share: the events added since each log the readers
 * last stood on (the same log for most of them), with their JSON text, and the common part: its
 * value and text, and its edits from the text most readers held.
 */
export interface PushRound {
  added?: Map<readonly unknown[], { events: unknown[]; text: string } | null>;
  common?: { table: Table; text: string; from?: string; edits?: Edited };
}

/** Edits and their JSON text. */
interface Edited {
  edits: TextEdits;
  text: string;
}

/** `edits` with their JSON text. */
function edited(edits: TextEdits): Edited {
  return { edits, text: JSON.stringify(edits) };
}

/**
 * Whether two JSON values are the same, keys in the same order (so `JSON.stringify` writes the
 * same text of both): comparing is cheaper than writing the text again. The common part of a
 * reader of a source not known alike is compared whole (the view's public keys too), arrays by
 * index and objects by one list of keys.
 */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const kb = Object.keys(rb);
  let i = 0;
  for (const k in ra) if (k !== kb[i++] || !sameJson(ra[k], rb[k])) return false;
  return i === kb.length;
}

/**
 * The text of the common part of a reader's `table` from `source`: the round's when it is the
 * same (written once per change), else its own. A source whose readers' common parts are alike
 * has the spectators' written (so nothing a seat's own view holds can come into it).
 */
function commonText(
  round: PushRound,
  source: TableSource,
  table: Table,
  publicView?: PublicView,
): string {
  const shared = round.common;
  if (source.commonAlike) {
    if (shared) return shared.text;
    const spectators = source.table(null);
    const text = JSON.stringify(commonOf(spectators, publicView));
    round.common = { table: spectators, text };
    return text;
  }
  if (shared && sameCommon(shared.table, table, publicView, sameJson)) return shared.text;
  const text = JSON.stringify(commonOf(table, publicView));
  round.common ??= { table, text };
  return text;
}

/**
 * The edits of a common part from the text `from` to `to`, with their text: the round's when it
 * made them between the same two texts (most readers held the same one), else found now.
 */
function commonEdits(round: PushRound, from: string, to: string): Edited {
  const shared = round.common;
  if (shared?.text !== to) return edited(diffText(from, to));
  if (shared.from !== from || shared.edits === undefined) {
    shared.from = from;
    shared.edits = edited(diffText(from, to));
  }
  return shared.edits;
}

/**
 * The JSON text of the edits `first` (given as its text) followed by `second`: the common part's
 * edits are written once a change for the readers that share them (see `pushFor`).
 */
function joinedText(first: string | undefined, second: TextEdits): string {
  if (first === undefined || first === "[]") return JSON.stringify(second);
  if (second.length === 0) return first;
  return `${first.slice(0, -1)},${JSON.stringify(second).slice(1)}`;
}

/**
 * The messages of `reader`'s push and its table remembered in `pushed` for the next: a patch
 * whenever the events the change added are known. The readers of one change share `round`: the
 * events added and the common part are found once for them.
 */
export function pushFor(
  pushed: Map<number | null, Pushed>,
  reader: number | null,
  source: TableSource,
  round: PushRound = {},
): Out {
  const before = pushed.get(reader) ?? null;
  const n = ++counter;
  const rev = `${life}${n.toString(36)}`;
  const whole = source.table(reader);
  const events = eventsOf(whole);
  const moves = keptMoves(whole, before?.moves);
  // The view's public keys travel in the common part, written once for readers alike.
  const publicView = findGame(whole.game)?.publicView;
  // The kept moves' text is the last push's when they are the same moves (a seat not to act).
  const keeps = before !== null && moves === before.moves;
  const movesText = keeps ? before.movesText : JSON.stringify(moves);
  // So is the whole form's when its other parts are the same too (most readers of a change: the
  // spectators, a seat whose hand it did not touch): comparing them is cheaper than writing.
  const parts = formParts(whole, publicView);
  const text =
    keeps && sameJson(parts.view, before.parts.view) && sameJson(parts.fields, before.parts.fields)
      ? before.text
      : formTextWith(parts, movesText);
  const common = commonText(round, source, whole, publicView);
  let patch: string | null = null;
  if (before) {
    round.added ??= new Map();
    let added = round.added.get(before.events);
    if (added === undefined) {
      const list = addedEvents(before.events, events);
      added = list && { events: list, text: JSON.stringify(list) };
      round.added.set(before.events, added);
    }
    if (added !== null) {
      // The stream's text: the common part, a line break, the form (src/table-stream.ts).
      const changed =
        common === before.common ? undefined : commonEdits(round, before.common, common);
      const own = diffText(before.text, text);
      const edits = joinedText(
        changed?.text,
        editsAfter(changed?.edits ?? [], before.common.length + 1, own),
      );
      // The log's length is said only when it is not the events held and added (a full log
      // drops its oldest).
      const length =
        events.length === before.events.length + added.events.length
          ? {}
          : { length: events.length };
      const head: Omit<EditsMessage, "edits" | "events"> = {
        type: "edits",
        rev,
        base: before.rev,
        ...length,
      };
      // The events, and the common part's edits, are alike for the readers of the change, so
      // their texts are written once (the round's) and put in before the message's closing
      // brace: every part is JSON.stringify's own output, so the joined text is the JSON of the
      // whole message (its keys in another order, which JSON.parse does not mind), with no
      // serializer of our own.
      const start = JSON.stringify(head).slice(0, -1);
      patch = `${start},"edits":${edits},"events":${added.text}}`;
    }
  }
  pushed.set(reader, { rev, text, common, moves, movesText, parts, events });
  let full: string | undefined;
  return {
    n,
    base: before?.rev ?? null,
    rev,
    full: () => {
      if (full !== undefined) return full;
      const message: TableMessage = {
        type: "table",
        table: withoutEvents(whole),
        rev,
        log: { from: null, events, length: events.length },
      };
      // The moves the form keeps, when they are not the table's own (the seat is not to act).
      if (moves !== whole.legal && moves.length > 0) message.moves = [...moves];
      if (publicView) message.publicView = publicView;
      return (full = JSON.stringify(message));
    },
    patch,
  };
}

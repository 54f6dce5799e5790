/**
 * The messages of one reader's push, as text (broadcast.ts sends them; bench/harness.ts
 * measures them). The table travels without its view's public events, which travel beside it
 * as a stream (src/log-stream.ts): the whole table with the whole recent log, and, for a reader
 * whose last table the room remembers, a patch: the edits from the text of that table's stream
 * form (src/table-stream.ts: what the page does not hold already) to this one's (src/patch.ts)
 * with the events added since. Both are made from the reader's own table only (every reader's
 * events are the spectators'), and the moves a seat's form keeps are its own earlier legal
 * moves, so a seat's patch holds nothing its own tables did not. A page of an older version gets
 * the whole table with its events (`tableMessage`).
 */
import type { EditsMessage, Table, TableMessage } from "../../protocol";
import { addedEvents, eventsOf, withoutEvents } from "../../log-stream";
import { diffGuide, diffTextLike, type Guide } from "../../patch";
import { formText, keptMoves } from "../../table-stream";

/** What a reader's tables are made from: each reader's table, built once per change. */
export interface TableSource {
  table(reader: number | null): Table;
}

/**
 * The last table pushed to a reader: its rev, the exact text of its stream form (what the next
 * patch edits), the moves that form keeps and the log it stood on.
 */
export interface Pushed {
  rev: string;
  text: string;
  moves: readonly unknown[];
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
 * What the readers' pushes of one change share: the first patch made, which guides the others
 * (the same public changes in every reader's table: src/patch.ts `diffTextLike`), and the events
 * added since each log the readers last stood on (the same log for most of them).
 */
export interface PushRound {
  guide?: Guide;
  added?: Map<readonly unknown[], unknown[] | null>;
}

/**
 * The messages of `reader`'s push and its table remembered in `pushed` for the next: a patch
 * whenever the events the change added are known. The readers of one change share `round`: the
 * first patch is found from the texts alone, the others with its help.
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
  const text = formText(whole, moves);
  let patch: string | null = null;
  if (before) {
    round.added ??= new Map();
    let added = round.added.get(before.events);
    if (added === undefined)
      round.added.set(before.events, (added = addedEvents(before.events, events)));
    if (added !== null) {
      let edits;
      if (round.guide) edits = diffTextLike(before.text, text, round.guide);
      else ({ edits, guide: round.guide } = diffGuide(before.text, text));
      // The log's length is said only when it is not the events held and added (a full log
      // drops its oldest).
      const length =
        events.length === before.events.length + added.length ? {} : { length: events.length };
      const message: EditsMessage = {
        type: "edits",
        rev,
        base: before.rev,
        edits,
        events: added,
        ...length,
      };
      patch = JSON.stringify(message);
    }
  }
  pushed.set(reader, { rev, text, moves, events });
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
      return (full = JSON.stringify(message));
    },
    patch,
  };
}

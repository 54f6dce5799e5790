/**
 * The messages of one reader's push, as text (broadcast.ts sends them; bench/harness.ts
 * measures them): the whole table (`JSON.stringify` of the reader's table, built once per
 * change by view.ts), and, for a reader whose last table the room remembers, a patch: the
 * edits from the text of that table message to this one (src/patch.ts), kept when it is the
 * smaller message. Both are made from the reader's own texts only, so a seat's patch holds
 * nothing its own table does not.
 */
import type { Table } from "../../protocol";
import { diffGuide, diffTextLike, type Guide } from "../../patch";

/** What a reader's tables are made from: each reader's table, built once per change. */
export interface TableSource {
  table(reader: number | null): Table;
}

/** The last table message pushed to a reader (its exact text) and its rev. */
export interface Pushed {
  rev: string;
  text: string;
}

/** What a reader's sockets are sent in one push. */
export interface Out {
  /** The push's number in this isolate's life (relays ignore older pushes). */
  n: number;
  /** The rev of the table before this push: sockets holding it may get the patch. */
  base: string | null;
  rev: string;
  /** The whole table's message. */
  full: string;
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
 * (the same public changes in every reader's table: src/patch.ts `diffTextLike`).
 */
export interface PushRound {
  guide?: Guide;
}

/**
 * The messages of `reader`'s push and its table remembered in `pushed` for the next. The patch
 * is kept only when it is the smaller message (a patch under 512 characters always is; the
 * smallest table is several times that): a new set dealt changes most of a table. The
 * readers of one change share `round`: the first patch is found from the texts alone, the
 * others with its help.
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
  const full = tableMessage(source, reader, rev);
  let patch: string | null = null;
  if (before) {
    let edits;
    if (round.guide) edits = diffTextLike(before.text, full, round.guide);
    else ({ edits, guide: round.guide } = diffGuide(before.text, full));
    const p = JSON.stringify({ type: "edits", rev, base: before.rev, edits });
    if (p.length < 512 || p.length < full.length) patch = p;
  }
  pushed.set(reader, { rev, text: full });
  return { n, base: before?.rev ?? null, rev, full, patch };
}

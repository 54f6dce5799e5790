/**
 * The messages of one reader's push, as text (broadcast.ts sends them; bench/harness.ts
 * measures them). The whole table is written from the engine's encoded view of the reader
 * (`encodeViews`: every reader's view at once, the parts they share encoded once) and the
 * room's own parts around it: the same bytes as encoding the Table object. A reader whose
 * last table the room remembers also gets a patch: the edits from the text of that table
 * message to this one (src/patch.ts), kept when it is the smaller message. Both are made from
 * the reader's own texts only, so a seat's patch holds nothing its own table does not.
 */
import type { Table } from "../../protocol";
import { encodeJSON } from "../../engine";
import { diffGuide, diffTextLike, type Guide } from "../../patch";
import { tableFor, type RoomData } from "./table";

/** What a reader's tables are made from: the room's data and each reader's view text. */
export interface TableSource {
  /** Everything the tables are built from. */
  data(): RoomData;
  /** `JSON.stringify(game.view(state, reader))`, from the engine's `encodeViews`. */
  viewText(reader: number | null): string;
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

/** Stands in for the view in the table JSON.stringify writes; its text is then replaced. */
const MARK = "\u0000view";
const MARK_TEXT = JSON.stringify(MARK);

/**
 * The text of `value` (a table, or a message holding one) with its view's text `viewText` in
 * place of MARK: exactly `JSON.stringify` of it with the view itself there. The room's parts
 * (a few hundred bytes: who acts, legal moves, players) are encoded natively; the view, most
 * of the bytes, is already text.
 */
function withView(value: unknown, viewText: string, real: () => unknown): string {
  const text = JSON.stringify(value);
  const at = text.indexOf(MARK_TEXT);
  // A string of the table that reads like the mark (a player's name, never in practice):
  // then the table is encoded as it is.
  if (at < 0 || text.indexOf(MARK_TEXT, at + 1) >= 0) return encodeJSON(real());
  return text.slice(0, at) + viewText + text.slice(at + MARK_TEXT.length);
}

/** The table as `reader` sees it, as text: `JSON.stringify(tableFor(data, reader))`. */
export function tableText(source: TableSource, reader: number | null): string {
  const data = source.data();
  return withView(tableFor(data, reader, MARK), source.viewText(reader), () =>
    tableFor(data, reader),
  );
}

/**
 * The whole table message for `reader`: `{"type":"table","table":…}`, with `rev` when given,
 * the same bytes as encoding it with the table built as objects.
 */
export function tableMessage(source: TableSource, reader: number | null, rev?: string): string {
  const data = source.data();
  const message = (table: Table) =>
    rev === undefined ? { type: "table", table } : { type: "table", table, rev };
  return withView(message(tableFor(data, reader, MARK)), source.viewText(reader), () =>
    message(tableFor(data, reader)),
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

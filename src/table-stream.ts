/**
 * A table as a socket's stream carries it (a hello with `edits: 5`), shared by the room
 * (room/push.ts), the page (web/live.ts), the tests and the benches. A socket gets the whole
 * table once; each push after it is a patch of the text of the table's *stream form*: the table
 * without what the page already holds, so the room writes and compares less and a push carries
 * only what changed:
 * - the view's public events, which travel beside the table once (src/log-stream.ts);
 * - the fields fixed when the game was made (`id`, `game`, `creator`, `options`, `commitment`,
 *   `created` and the view's `options`), which the whole table brought;
 * - `legal` while the seat is not to act: the form keeps the moves the seat had when it last
 *   was (`moves`), so a turn that offers the moves of the last one costs nothing; the table's
 *   `legal` is `moves` while the seat is to act, and none otherwise, as the room builds it;
 * - the fields every reader's table has alike (`COMMON`: the players, the move number, who is
 *   to act) and the view's public keys (the game's `publicView`: the same for every reader),
 *   which come first as a text of their own, the *common part*, and a line break before the
 *   form: the room writes that text and finds its edits once per change for all readers
 *   instead of once per reader (room/push.ts). The common part's `view` is the view's public
 *   part, the form's its own part (src/view-split.ts: merged, they give the view, keys in
 *   order); the whole table's message says which keys are public (`publicView`), so the page
 *   writes the same text as the room.
 * A reader holds the fixed fields, the stream's text (common part, line break, form) and the log
 * (`Held`); `readWhole` and `readPatch` make of each message the whole table, exactly as HTTP
 * answers it.
 */
import { mergeLog, withEvents, type LogStream } from "./log-stream";
import { applyEdits } from "./patch";
import type { Table, TableMessage, EditsMessage } from "./protocol";
import {
  isObject,
  mergedView,
  ownPart,
  publicPart,
  samePublic,
  type PublicView,
} from "./view-split";

/** What the whole table brought that its patches leave out. */
export interface Fixed {
  table: Pick<Table, "id" | "game" | "creator" | "options" | "commitment" | "created">;
  /** The view's options, when the view has them. */
  viewOptions?: unknown;
}

/**
 * What a reader of the stream holds: the last table's rev, its stream text (`streamText`), what
 * is fixed, the log.
 */
export interface Held {
  rev: string;
  text: string;
  fixed: Fixed;
  events: readonly unknown[];
}

/** A table read from the stream, with what the reader holds now. */
export interface Read {
  held: Held;
  table: Table;
}

/** Whether the table's reader is a seat to act (its `legal` is its moves, else none). */
function acting(table: Pick<Table, "seat" | "toAct">): boolean {
  return table.seat !== null && table.toAct.includes(table.seat);
}

/**
 * The moves a reader's stream form keeps: the table's legal moves while its seat is to act,
 * else `before` (those of the reader's last form).
 */
export function keptMoves(table: Table, before: readonly unknown[] = []): readonly unknown[] {
  return acting(table) ? table.legal : before;
}

/**
 * Keys every reader's table has alike, whoever reads it (room/table.ts builds them from the
 * room, never from the reader): the common part, in this order.
 */
const COMMON = ["seq", "toAct", "outcome", "players", "updated"] as const;

/** Keys of a table the stream form leaves out, or writes otherwise (`legal`, `view`). */
const LEFT_OUT = new Set<string>([
  "id",
  "game",
  "creator",
  "options",
  "commitment",
  "created",
  "legal",
  "view",
  ...COMMON,
]);

/**
 * The stream form of `table` (with or without its events) keeping `moves`, without the view's
 * `publicView` keys, as text. Copied key by key: V8 writes such an object a good deal faster
 * than one made by rest destructuring (bench/replay-path.ts, `--cpu-prof`).
 */
export function formText(table: Table, moves: readonly unknown[], publicView?: PublicView): string {
  const form: Record<string, unknown> = {};
  for (const key in table) if (!LEFT_OUT.has(key)) form[key] = table[key as keyof Table];
  form.moves = moves;
  form.view = ownPart(table.view, publicView ?? {});
  return JSON.stringify(form);
}

/** A table's stream form but its moves: the fields before them, and the view's own part. */
export interface FormParts {
  fields: Record<string, unknown>;
  view: unknown;
}

/**
 * The parts of the stream form of `table` but its moves, as `formText` copies them (not shared
 * with it: the page bundles `formText` alone, and its reader must not grow).
 */
export function formParts(table: Table, publicView?: PublicView): FormParts {
  const fields: Record<string, unknown> = {};
  for (const key in table) if (!LEFT_OUT.has(key)) fields[key] = table[key as keyof Table];
  return { fields, view: ownPart(table.view, publicView ?? {}) };
}

/**
 * `formText`'s very text of the form of `parts` (`formParts`), with the moves' JSON text given
 * (`movesText`): the room keeps a reader's kept moves written (room/push.ts), most of a form's
 * text at MazzelTof, so a seat not to act does not write them again each push. The three texts
 * are JSON.stringify's own, joined.
 */
export function formTextWith(parts: FormParts, movesText: string): string {
  const head = JSON.stringify(parts.fields).slice(0, -1);
  // JSON writes no key whose value is undefined.
  const tail = parts.view === undefined ? "" : `,"view":${JSON.stringify(parts.view)}`;
  return `${head}${head === "{" ? "" : ","}"moves":${movesText}${tail}}`;
}

/**
 * The common part of `table`: its `COMMON` fields, in that order, and when the game has public
 * keys (`publicView`), the view's public part (src/view-split.ts).
 */
export function commonOf(table: Table, publicView?: PublicView): Record<string, unknown> {
  const common: Record<string, unknown> = {};
  for (const key of COMMON) common[key] = table[key];
  const view = table.view;
  if (publicView && isObject(view)) common.view = publicPart(view, publicView);
  return common;
}

/**
 * Whether the tables `a` and `b` have the same common part (`commonOf`), by `same` (equality of
 * JSON values, keys in order), without writing it.
 */
export function sameCommon(
  a: Table,
  b: Table,
  publicView: PublicView | undefined,
  same: (x: unknown, y: unknown) => boolean,
): boolean {
  for (const key of COMMON) if (!same(a[key], b[key])) return false;
  if (!publicView) return true;
  const x = a.view;
  const y = b.view;
  if (!isObject(x) || !isObject(y)) return isObject(x) === isObject(y);
  return samePublic(x, y, publicView, same);
}

/**
 * The text a reader's patches edit: the common part of `table`, a line break (which JSON text
 * never holds), its stream form keeping `moves`; `publicView`: the view's keys in the common
 * part.
 */
export function streamText(
  table: Table,
  moves: readonly unknown[],
  publicView?: PublicView,
): string {
  return `${JSON.stringify(commonOf(table, publicView))}\n${formText(table, moves, publicView)}`;
}

/** What the whole `table` brings that its patches leave out. */
export function fixedOf(table: Table): Fixed {
  const { id, game, creator, options, commitment, created } = table;
  const fixed: Fixed = { table: { id, game, creator, options, commitment, created } };
  const view = table.view;
  if (view !== null && typeof view === "object" && "options" in view)
    fixed.viewOptions = (view as { options: unknown }).options;
  return fixed;
}

/** The whole table of a stream form, with its common part, what is fixed and the log put back. */
function tableOf(
  form: Record<string, unknown>,
  common: Record<string, unknown>,
  fixed: Fixed,
  events: readonly unknown[],
): Table {
  const { moves, view, ...rest } = form;
  // The view's public part (src/view-split.ts), when it has one.
  const { view: shared, ...alike } = common;
  const table = { ...fixed.table, ...alike, ...rest } as Table;
  table.legal = acting(table) && Array.isArray(moves) ? moves : [];
  const options = "viewOptions" in fixed ? { options: fixed.viewOptions } : {};
  const own = isObject(shared) && isObject(view) ? mergedView(shared, view) : view;
  table.view = { ...(own as object), ...options, events };
  return table;
}

/**
 * A whole table message of the stream (with its `rev` and its log; `held`: the log the reader
 * held, for a log that continues it), read: the table and what the reader holds now.
 */
export function readWhole(
  msg: TableMessage & { rev: string; log: LogStream },
  held: readonly unknown[] = [],
): Read {
  const events = mergeLog(held, msg.log);
  const text = streamText(msg.table, msg.moves ?? msg.table.legal, msg.publicView);
  return {
    held: { rev: msg.rev, text, fixed: fixedOf(msg.table), events },
    table: withEvents(msg.table, events),
  };
}

/** A patch read on top of what the reader holds; null when it does not apply to it. */
export function readPatch(held: Held, msg: EditsMessage): Read | null {
  if (msg.base !== held.rev) return null;
  const text = applyEdits(held.text, msg.edits);
  const cut = text.indexOf("\n");
  const common = objectOf(text.slice(0, cut));
  const form = objectOf(text.slice(cut + 1));
  if (cut < 0 || common === null || form === null) return null;
  const length = msg.length ?? held.events.length + msg.events.length;
  const events = mergeLog(held.events, { from: msg.base, events: msg.events, length });
  return {
    held: { rev: msg.rev, text, fixed: held.fixed, events },
    table: tableOf(form, common, held.fixed, events),
  };
}

/** The object a JSON text writes; null when it is not one. */
function objectOf(text: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return value === null || typeof value !== "object" || Array.isArray(value)
    ? null
    : (value as Record<string, unknown>);
}

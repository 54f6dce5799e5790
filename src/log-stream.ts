/**
 * The public log as a stream beside the tables, shared by the room, its relays and the page.
 * Every game's view carries its recent public events (`view.events`), the same for every reader
 * (test/engine/views.test.ts). A socket's table leaves them out; the events of each change travel
 * once, beside it (`log`), and the page puts them back where the tables read them: so a move
 * pushes its new events once, not the whole recent log in every reader's table.
 */
import type { Table } from "./protocol";

/** The events a push brings: the whole recent log, or the events after the table held. */
export interface LogStream {
  /** The rev of the table these events follow; null: `events` is the whole recent log. */
  from: string | null;
  events: readonly unknown[];
  /** How many events the log holds after them (the page keeps that many, the newest). */
  length: number;
}

/** A view's public events (none for a view without them). */
export function eventsOf(table: Table): readonly unknown[] {
  const view = table.view as { events?: unknown } | null;
  return Array.isArray(view?.events) ? (view.events as unknown[]) : [];
}

/** The table without its view's events (the same table when its view has none). */
export function withoutEvents(table: Table): Table {
  const view = table.view as { events?: unknown } | null;
  if (view === null || typeof view !== "object" || !("events" in view)) return table;
  const { events: _events, ...rest } = view;
  return { ...table, view: rest };
}

/** The table with `events` as its view's events. */
export function withEvents(table: Table, events: readonly unknown[]): Table {
  return { ...table, view: { ...(table.view as object), events } };
}

/** The log a page holds after `log` arrives on top of `held` (the events it had). */
export function mergeLog(held: readonly unknown[], log: LogStream): readonly unknown[] {
  const all = log.from === null ? log.events : [...held, ...log.events];
  return all.length > log.length ? all.slice(all.length - log.length) : all;
}

/**
 * The events `after` added to `before` (two logs of the same game, `after` the later), or null
 * when `after` does not continue `before`. A log keeps its latest events, so `after` is
 * `before` with events added at the end and maybe some dropped from the front; its events are
 * the very objects `before` holds (states share their log's events, engine core/event-log.ts),
 * so the overlap is found by identity and checked whole.
 */
export function addedEvents(
  before: readonly unknown[],
  after: readonly unknown[],
): unknown[] | null {
  if (before.length === 0) return [...after];
  // Nothing of `before` is left in `after` (a change of 200 events, or another log): the whole
  // log is sent instead.
  const start = after.length === 0 ? -1 : before.indexOf(after[0]);
  if (start === -1) return null;
  const kept = before.length - start;
  if (kept > after.length) return null;
  for (let i = 0; i < kept; i++) if (after[i] !== before[start + i]) return null;
  return after.slice(kept);
}

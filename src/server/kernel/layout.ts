/**
 * Where a room keeps its game record (docs/decisions.md, "A new game's record in one row").
 * Rooms made since then keep what the game is, its seats, its latest state and the room's
 * ledger in meta's one row (the record is "folded"): creating a game makes three tables (meta,
 * moves, schedule) and writes two rows of data and its removal date. Rooms made before keep the
 * `seats` and `snapshot` tables they made and are read and written there: no data is moved,
 * so nothing can be lost moving it. The kernel's stores (store.ts, seats.ts, ledger.ts) ask
 * this module which way a room is, once per room instance.
 */

const layouts = new WeakMap<SqlStorage, boolean>();

/**
 * Whether this room's record is folded into meta's row (its meta has the `state` column).
 * Read once per room instance and kept; creation and removal say so themselves.
 */
export function isFolded(sql: SqlStorage): boolean {
  let folded = layouts.get(sql);
  if (folded === undefined) {
    folded =
      sql
        .exec<{ n: number }>(
          "SELECT count(*) AS n FROM pragma_table_info('meta') WHERE name = 'state'",
        )
        .one().n > 0;
    layouts.set(sql, folded);
  }
  return folded;
}

/** Notes the layout of a room just created (true: folded), or forgets it (null: no game). */
export function noteLayout(sql: SqlStorage, folded: boolean | null): void {
  if (folded === null) layouts.delete(sql);
  else layouts.set(sql, folded);
}

/**
 * Counting what a room does with SQLite, for benchmarks and tests only: when the
 * DEV_BENCH variable is "on", the room's storage (kernel/room-sql.ts, through which every
 * statement of the room runs) hands each statement's cursor to the room's meter, which sums its
 * `rowsRead` / `rowsWritten` (what the platform bills) per operation (an RPC method, a socket
 * hello, an alarm, a push). Without the variable there is no meter and nothing is kept. Time is not measured here: inside workerd the clock does not move while code
 * runs, so only counts are meaningful from inside; the benchmark measures time from outside.
 */

/** What one kind of operation cost, summed over its calls. */
export interface MeterEntry {
  calls: number;
  statements: number;
  rowsRead: number;
  rowsWritten: number;
}

/** Counts by operation name; `push` is counted apart from the operation that caused it. */
export type MeterReport = Record<string, MeterEntry>;

/** The counters of one room. */
export class Meter {
  private readonly open: SqlStorageCursor<Record<string, SqlStorageValue>>[] = [];
  private statements = 0;
  private readonly stack: string[] = [];
  private readonly totals = new Map<string, MeterEntry>();

  /** Counts a statement the room ran (its rows are counted as its cursor is read). */
  saw(cursor: SqlStorageCursor<Record<string, SqlStorageValue>>): void {
    this.open.push(cursor);
    this.statements++;
  }

  /**
   * Starts counting an operation called `name`; what ran before it (in an enclosing operation)
   * is credited to that one first, so nested operations (a push inside a move) count apart.
   */
  begin(name: string): void {
    this.flush();
    this.stack.push(name);
  }

  /** Ends the innermost operation, crediting it with the statements since it (re)started. */
  end(): void {
    this.flush(true);
    this.stack.pop();
  }

  /** Runs `body` as an operation called `name`. */
  async around<T>(name: string, body: () => Promise<T> | T): Promise<T> {
    this.begin(name);
    try {
      return await body();
    } finally {
      this.end();
    }
  }

  /** The counts so far; `reset` starts again from zero. */
  report(reset = false): MeterReport {
    this.flush();
    const out: MeterReport = {};
    for (const [name, e] of this.totals) out[name] = { ...e };
    if (reset) this.totals.clear();
    return out;
  }

  private flush(call = false): void {
    const name = this.stack.at(-1) ?? "other";
    const entry = this.totals.get(name) ?? { calls: 0, statements: 0, rowsRead: 0, rowsWritten: 0 };
    for (const cursor of this.open) {
      // Rows are counted as a cursor is read: a cursor nobody read is read now (its results
      // would have been discarded anyway), so the count includes every row it touches.
      for (const _ of cursor) void _;
      entry.rowsRead += cursor.rowsRead;
      entry.rowsWritten += cursor.rowsWritten;
    }
    entry.statements += this.statements;
    if (call) entry.calls++;
    this.open.length = 0;
    this.statements = 0;
    if (entry.calls > 0 || entry.statements > 0) this.totals.set(name, entry);
  }
}

/** A room's meter when DEV_BENCH is "on", else null. */
export function meterFor(env: { DEV_BENCH?: string }): Meter | null {
  return env.DEV_BENCH === "on" ? new Meter() : null;
}

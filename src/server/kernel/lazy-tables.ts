/**
 * Tables made on first write (docs/decisions.md, "Tables made when first written"): a feature's
 * table costs a room nothing until the feature writes to it. Every CREATE TABLE writes rows of
 * SQLite's own schema, so a game that never uses email, push, a webhook, talk, nudges or
 * holidays should not pay for their tables at creation.
 *
 * The room's `sql.exec` is wrapped once (as the meter wraps it, room/meter.ts): a statement that
 * names a registered table the room does not hold yet is answered as if the table were there
 * and empty. An INSERT makes the table first (its feature's own CREATE statement), a DELETE or
 * UPDATE touches nothing, and a SELECT runs against an empty table of the same columns (a
 * common table expression of that name shadows the missing table), so `count(*)`, `MAX(id)`
 * and every other read answer what an empty table answers. Nothing is written by a read.
 * Which tables exist is read from `sqlite_master` once per room instance and kept; a statement
 * that still finds a table gone (the room was deleted and made again) reads it again and retries.
 * Statements the wrapper runs itself go through `sql.exec`, so a meter counts them honestly.
 */

/** A table made on first write: its name, its columns, and the statement that makes it. */
export interface LazyTable {
  name: string;
  columns: string[];
  ddl: string;
}

/** Words that begin a table constraint, not a column, in a CREATE TABLE's list. */
const CONSTRAINTS = new Set(["PRIMARY", "UNIQUE", "CHECK", "FOREIGN", "CONSTRAINT"]);

/** The columns of a CREATE TABLE statement, in order. */
function columnsOf(ddl: string): string[] {
  const body = ddl.slice(ddl.indexOf("(") + 1, ddl.lastIndexOf(")"));
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "," && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts
    .map((p) => p.trim().split(/\s+/)[0] ?? "")
    .filter((w) => w !== "" && !CONSTRAINTS.has(w.toUpperCase()));
}

/**
 * The tables that `ensure` functions make, read by running them against a recorder (they only
 * run CREATE TABLE IF NOT EXISTS statements): so each feature keeps its one `ensureX(sql)`.
 */
export function lazyTablesOf(...ensures: ((sql: SqlStorage) => void)[]): LazyTable[] {
  const statements: string[] = [];
  const recorder = {
    exec(query: string) {
      statements.push(query);
      return { toArray: () => [], one: () => ({ n: 1 }), [Symbol.iterator]: [][Symbol.iterator] };
    },
  } as unknown as SqlStorage;
  for (const ensure of ensures) ensure(recorder);
  const tables: LazyTable[] = [];
  for (const ddl of statements) {
    const name = /^\s*CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)/i.exec(ddl)?.[1];
    if (name) tables.push({ name, columns: columnsOf(ddl), ddl });
  }
  return tables;
}

/** The statement with its string literals blanked, so a kind named 'webhook' is no table. */
function withoutLiterals(query: string): string {
  return query.replace(/'(?:[^']|'')*'/g, "''");
}

const installed = new WeakSet<SqlStorage>();

/**
 * Wraps `sql.exec` so the given tables are made on first write and read as empty before
 * (idempotent per storage).
 */
export function installLazyTables(sql: SqlStorage, tables: LazyTable[]): void {
  if (installed.has(sql)) return;
  installed.add(sql);
  const inner = sql.exec.bind(sql);
  const patterns = tables.map((t) => ({ table: t, re: new RegExp(`\\b${t.name}\\b`, "i") }));
  let present: Set<string> | null = null;

  const exists = (name: string): boolean => {
    present ??= new Set(
      sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .toArray()
        .map((r) => r.name),
    );
    return present.has(name);
  };

  const run = (query: string, verb: string, named: LazyTable[], bindings: SqlStorageValue[]) => {
    const missing = named.filter((t) => !exists(t.name));
    if (missing.length === 0) return inner(query, ...bindings);
    if (verb === "INSERT" || verb === "REPLACE") {
      for (const t of missing) {
        sql.exec(t.ddl);
        present?.add(t.name);
      }
      return inner(query, ...bindings);
    }
    // Nothing to delete or change in a table that is not there.
    if (verb === "DELETE" || verb === "UPDATE") return inner("SELECT 1 WHERE 0");
    const empty = missing.map(
      (t) =>
        `${t.name}(${t.columns.join(", ")}) AS (SELECT ${t.columns.map(() => "NULL").join(", ")} WHERE 0)`,
    );
    const rest = /^\s*WITH\s+/i.exec(query);
    const shadowed = rest
      ? `WITH ${empty.join(", ")}, ${query.slice(rest[0].length)}`
      : `WITH ${empty.join(", ")} ${query}`;
    return inner(shadowed, ...bindings);
  };

  // The room's statements are a few dozen constant texts: each is matched once.
  const seen = new Map<string, { named: LazyTable[]; verb: string }>();
  const classify = (query: string) => {
    let c = seen.get(query);
    if (!c) {
      const bare = withoutLiterals(query);
      const named = patterns.filter((p) => p.re.test(bare)).map((p) => p.table);
      c = { named, verb: (/^\s*(\w+)/.exec(bare)?.[1] ?? "").toUpperCase() };
      if (seen.size < 500) seen.set(query, c);
    }
    return c;
  };

  const wrapped = ((query: string, ...bindings: SqlStorageValue[]) => {
    const { named, verb } = classify(query);
    if (named.length === 0) return inner(query, ...bindings);
    if (verb === "CREATE" || verb === "DROP" || verb === "ALTER") {
      present = null;
      return inner(query, ...bindings);
    }
    try {
      return run(query, verb, named, bindings);
    } catch (err) {
      if (!/no such table/i.test(String(err))) throw err;
      present = null; // the room's tables changed under us (deleted and made again)
      return run(query, verb, named, bindings);
    }
  }) as SqlStorage["exec"];
  Object.defineProperty(sql, "exec", { value: wrapped, configurable: true });
}

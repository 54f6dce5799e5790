/**
 * Tables made on first write (kernel/lazy-tables.ts): before a feature writes, its table is
 * not there and reads answer what an empty table answers, writing nothing; a DELETE touches
 * nothing; the first INSERT makes the table and later reads see its rows.
 */
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { roomOf } from "./helpers";

/** Whether the room holds a table called `name`. */
function has(sql: SqlStorage, name: string): boolean {
  return (
    sql.exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE name = ?", name).one()
      .n > 0
  );
}

describe("tables made on first write", () => {
  it("reads an absent table as empty without writing, and makes it on the first insert", async () => {
    await runInDurableObject(roomOf(`lazy${crypto.randomUUID().slice(0, 8)}`), (_room, state) => {
      const sql = state.storage.sql;
      expect(has(sql, "nudges")).toBe(false);
      const count = sql.exec<{ n: number }>("SELECT count(*) AS n FROM nudges");
      expect(count.one().n).toBe(0);
      expect(count.rowsWritten).toBe(0);
      const max = sql.exec<{ id: number | null }>(
        "SELECT MAX(id) AS id FROM talk_messages WHERE seat = ?",
        0,
      );
      expect(max.one().id).toBeNull();
      expect(sql.exec("SELECT * FROM webhook WHERE id = 0").toArray()).toEqual([]);
      sql.exec("DELETE FROM push_subs WHERE seat = ?", 1);
      // A kind spelled like a table, in a string, is no table.
      expect(
        sql.exec("SELECT count(*) AS n FROM sqlite_master WHERE name = 'webhook'").one().n,
      ).toBe(0);
      expect(has(sql, "nudges") || has(sql, "push_subs") || has(sql, "webhook")).toBe(false);
      sql.exec("INSERT OR REPLACE INTO nudges (seat, seq, by_seat, at) VALUES (1, 3, 0, 9)");
      expect(has(sql, "nudges")).toBe(true);
      expect(sql.exec("SELECT seat, seq FROM nudges").toArray()).toEqual([{ seat: 1, seq: 3 }]);
    });
  });
});

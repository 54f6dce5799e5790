/**
 * The Cloudflare SQL types the room's modules name (copied from @cloudflare/workers-types), for
 * the Node type check of the benches: bench/harness.ts runs the room's own push (room/push.ts),
 * whose table data names the room's records, never its storage.
 */
interface SqlStorage {
  exec<T extends Record<string, SqlStorageValue>>(
    query: string,
    ...bindings: unknown[]
  ): SqlStorageCursor<T>;
  get databaseSize(): number;
}
type SqlStorageValue = ArrayBuffer | string | number | null;
declare abstract class SqlStorageCursor<T extends Record<string, SqlStorageValue>> {
  next(): { done?: false; value: T } | { done: true; value?: never };
  toArray(): T[];
  one(): T;
  raw<U extends SqlStorageValue[]>(): IterableIterator<U>;
  columnNames: string[];
  get rowsRead(): number;
  get rowsWritten(): number;
  [Symbol.iterator](): IterableIterator<T>;
}

/**
 * The game's chat webhook: at most one per game, set by the creator. It holds the address (a
 * secret: it never leaves the room except as the destination of a post, and is shown masked),
 * its service, the language of its messages and the count of failures in a row.
 */
import { oneTable, type RoomSql } from "../kernel/room-sql";
import type { ChatService } from "./url";

/** The game's webhook. */
export interface Webhook {
  url: string;
  service: ChatService;
  lang: string;
  /** Posts that failed in a row; the webhook is dropped when it reaches the limit. */
  failures: number;
}

interface Row extends Record<string, SqlStorageValue> {
  url: string;
  service: string;
  lang: string;
  failures: number;
}

/** The webhook's table, made when the creator first sets one. */
const WEBHOOK = oneTable(
  "webhook",
  `id INTEGER PRIMARY KEY CHECK (id = 0), url TEXT NOT NULL, service TEXT NOT NULL,
    lang TEXT NOT NULL, failures INTEGER NOT NULL`,
);

/** The webhook, or null. */
export function readWebhook(sql: RoomSql): Webhook | null {
  const row = sql.read<Row>(WEBHOOK, "SELECT * FROM webhook WHERE id = 0")[0];
  if (!row) return null;
  return {
    url: row.url,
    service: row.service as ChatService,
    lang: row.lang,
    failures: row.failures,
  };
}

/** Sets (or replaces) the webhook. */
export function writeWebhook(sql: RoomSql, hook: Webhook): void {
  sql.write(
    WEBHOOK,
    "INSERT OR REPLACE INTO webhook (id, url, service, lang, failures) VALUES (0, ?, ?, ?, ?)",
    hook.url,
    hook.service,
    hook.lang,
    hook.failures,
  );
}

/** Removes the webhook. */
export function deleteWebhook(sql: RoomSql): void {
  sql.change(WEBHOOK, "DELETE FROM webhook");
}

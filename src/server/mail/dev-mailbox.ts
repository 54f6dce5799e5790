/**
 * The development mailbox: a Durable Object (one instance, "dev") that keeps every message the
 * server would have sent, newest first, for the pages at /dev/mail (routes/dev-mail.ts) and for the
 * tests, which read it as their recording mailer. It only receives mail when `DEV_MAILBOX` is
 * "on"; in production the variable is unset and nothing reaches it.
 */
import { DurableObject } from "cloudflare:workers";
import { now } from "../clock";
import type { Env } from "../env";
import type { Mailer } from "./mailer";
import type { MailMessage } from "./message";

/** How many messages the mailbox keeps (the oldest go first). */
const KEEP = 500;

/** A stored message with its number and arrival time. */
export interface StoredMail extends MailMessage {
  id: number;
  at: number;
}

interface Row extends Record<string, SqlStorageValue> {
  id: number;
  at: number;
  to_addr: string;
  subject: string;
  text: string;
  html: string;
  headers: string;
}

const toMail = (r: Row): StoredMail => ({
  id: r.id,
  at: r.at,
  to: r.to_addr,
  subject: r.subject,
  text: r.text,
  html: r.html,
  headers: JSON.parse(r.headers) as Record<string, string>,
});

/** The development mailbox Durable Object. */
export class DevMailbox extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS mail (
      id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, to_addr TEXT NOT NULL,
      subject TEXT NOT NULL, text TEXT NOT NULL, html TEXT NOT NULL, headers TEXT NOT NULL)`);
  }

  /** Keeps one message. */
  async add(msg: MailMessage): Promise<void> {
    const sql = this.ctx.storage.sql;
    sql.exec(
      "INSERT INTO mail (at, to_addr, subject, text, html, headers) VALUES (?, ?, ?, ?, ?, ?)",
      now(),
      msg.to,
      msg.subject,
      msg.text,
      msg.html,
      JSON.stringify(msg.headers),
    );
    sql.exec("DELETE FROM mail WHERE id <= (SELECT max(id) FROM mail) - ?", KEEP);
  }

  /** Messages, newest first; only those to `to` when given. */
  async list(to?: string): Promise<StoredMail[]> {
    const sql = this.ctx.storage.sql;
    const rows =
      to === undefined
        ? sql.exec<Row>("SELECT * FROM mail ORDER BY id DESC").toArray()
        : sql.exec<Row>("SELECT * FROM mail WHERE to_addr = ? ORDER BY id DESC", to).toArray();
    return rows.map(toMail);
  }

  /** One message, or null. */
  async get(id: number): Promise<StoredMail | null> {
    const row = this.ctx.storage.sql.exec<Row>("SELECT * FROM mail WHERE id = ?", id).toArray()[0];
    return row ? toMail(row) : null;
  }
}

/** The one development mailbox. */
export function devMailbox(env: Env): DurableObjectStub<DevMailbox> {
  return env.MAILBOX.get(env.MAILBOX.idFromName("dev"));
}

/** A Mailer that delivers into the development mailbox. */
export function devMailer(env: Env): Mailer {
  return {
    name: "dev-mailbox",
    async send(msg: MailMessage): Promise<void> {
      await devMailbox(env).add(msg);
    },
  };
}

/** The Worker's bindings, variables and secrets (wrangler.toml; README "Deploy"). */
import type { AddressBook } from "./notify/address-book";
import type { DevMailbox } from "./mail/dev-mailbox";
import type { DevOutbox } from "./outbox/dev-outbox";
import type { GameRoom } from "./room/game-room";

/** Bindings available to the Worker and the Durable Objects. */
export interface Env {
  /** One GameRoom Durable Object per game, addressed by `idFromName(gameId)`. */
  ROOMS: DurableObjectNamespace<GameRoom>;
  /** One AddressBook per email address (keyed by its hash): "stop all" and the daily cap. */
  ADDRESSES: DurableObjectNamespace<AddressBook>;
  /** The development mailbox (used only when DEV_MAILBOX is "on"). */
  MAILBOX: DurableObjectNamespace<DevMailbox>;
  /** The static web UI (Workers Static Assets). */
  ASSETS: Fetcher;
  /** Cloudflare's send_email binding: the default transport. */
  EMAIL?: SendEmail;
  /** Secret: when set, mail goes through Resend's HTTP API instead of the binding. */
  RESEND_API_KEY?: string;
  /** "on": every message goes to the development mailbox, shown at /dev/mail. */
  DEV_MAILBOX?: string;
  /** The sender address (a domain the transport may send from). */
  MAIL_FROM?: string;
  /** The site's address for links in emails; default: the origin a game was created on. */
  PUBLIC_URL?: string;
  /** Seconds between a turn change and its "your turn" email (debounce; default 30). */
  NOTIFY_DELAY_SECONDS?: string;
  /** Hours of idleness before the first reminder (default 24). */
  REMIND_AFTER_HOURS?: string;
  /** Hours between later reminders (default 72). */
  REMIND_EVERY_HOURS?: string;
  /** Emails per address per day, across all games (default 20). */
  DAILY_CAP?: string;
  // Push and chat webhooks (issue 13; docs/notifications.md).
  /** The development outbox (used only when DEV_OUTBOX is "on"). */
  OUTBOX: DurableObjectNamespace<DevOutbox>;
  /** "on": push messages and chat posts go to the development outbox (/dev/outbox), not out. */
  DEV_OUTBOX?: string;
  /** Secret: the VAPID public key, base64url (uncompressed P-256 point). */
  VAPID_PUBLIC_KEY?: string;
  /** Secret: the VAPID private key, base64url (32 bytes). */
  VAPID_PRIVATE_KEY?: string;
  /** Who runs the server, for push services: mailto: or https: (default mailto:MAIL_FROM). */
  VAPID_SUBJECT?: string;
  /** Allowed push service hosts, comma-separated, ".suffix" for subdomains (default: the big four). */
  PUSH_HOSTS?: string;
  /** "off": no chat webhook is attached or posted to. */
  CHAT_WEBHOOKS?: string;
  /** Failed posts in a row after which a chat webhook is dropped (default 5). */
  WEBHOOK_MAX_FAILURES?: string;
}

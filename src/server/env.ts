/** The Worker's bindings, variables and secrets (wrangler.toml; README "Deploy"). */
import type { AddressBook } from "./notify/address-book";
import type { DevMailbox } from "./mail/dev-mailbox";
import type { DevOutbox } from "./outbox/dev-outbox";
import type { GameRoom } from "./room/game-room";
import type { ClientLimiter } from "./limits/client-limiter";
import type { GamesKey } from "./keys/games-key";
import type { SpectatorRelay } from "./relay/relay";

/** Bindings available to the Worker and the Durable Objects. */
export interface Env {
  /** One GameRoom Durable Object per game, addressed by `idFromName(gameId)`. */
  ROOMS: DurableObjectNamespace<GameRoom>;
  /** One AddressBook per email address (keyed by its hash): "stop all" and the daily cap. */
  ADDRESSES: DurableObjectNamespace<AddressBook>;
  /** One GamesKey per "my games" key (keys/): a device's encrypted list of games. */
  KEYS: DurableObjectNamespace<GamesKey>;
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
  /**
   * The site's address, for every link in emails, pushes and chat posts. Without it, links use
   * the request's origin only when it is listed in ORIGINS or is this machine (src/server/origin.ts).
   */
  PUBLIC_URL?: string;
  /** Origins this server serves, comma-separated, accepted for links when PUBLIC_URL is unset. */
  ORIGINS?: string;
  /** Seconds between a turn change and its "your turn" email (debounce; default 30). */
  NOTIFY_DELAY_SECONDS?: string;
  /** Hours of idleness before the first reminder (default 24). */
  REMIND_AFTER_HOURS?: string;
  /** Hours between later reminders (default 72). */
  REMIND_EVERY_HOURS?: string;
  /** Emails per address per day, across all games (default 20); confirmations not counted. */
  DAILY_CAP?: string;
  /** Confirmation emails per address per day, across all games (default 3). */
  DAILY_CONFIRM_CAP?: string;
  /**
   * Reply to play: the address replies go to, `local@domain` (Email Routing sends
   * `local+…@domain` to this Worker). Unset: "your turn" emails carry no Reply-To.
   */
  REPLY_ADDRESS?: string;
  /** The authserv-id whose SPF/DKIM verdict is trusted (default "mx.cloudflare.net"). */
  AUTHSERV_ID?: string;
  /**
   * Secret: the Telegram bot's token (BotFather). It checks the Mini App's init data and keys
   * the seats bound to Telegram users (chat/); unset, /telegram says it is not set up.
   */
  TELEGRAM_BOT_TOKEN?: string;
  /** The Telegram bot's username (no @): with TELEGRAM_APP_NAME, share pages offer a t.me link. */
  TELEGRAM_BOT_USERNAME?: string;
  /** The Mini App's short name (BotFather /newapp), for `https://t.me/<bot>/<app>`. */
  TELEGRAM_APP_NAME?: string;
  /** The Discord application's id (its client id): the Activity's SDK and its signed payloads. */
  DISCORD_APPLICATION_ID?: string;
  /** The Discord application's public key (hex): it checks the proxy's signed requests. */
  DISCORD_PUBLIC_KEY?: string;
  /**
   * Secret: keys the seats bound to Discord users, their passes and the instances' games
   * (chat/discord-pass.ts); unset, /discord says it is not set up.
   */
  DISCORD_SEAT_SECRET?: string;
  /** "on": the development probes under /api/dev and SQLite row counting (benchmarks only). */
  DEV_BENCH?: string;
  // Hardening: limits and lifetimes (src/server/limits/config.ts; "0" lifts a limit).
  /** One ClientLimiter per (action, client address): the per-client rate limits. */
  LIMITER?: DurableObjectNamespace<ClientLimiter>;
  LIMIT_GAMES_PER_HOUR?: string;
  LIMIT_SEATS_PER_HOUR?: string;
  LIMIT_MAIL_PER_HOUR?: string;
  /** Live preview images drawn per client address per hour (limits/config.ts). */
  LIMIT_PREVIEWS_PER_HOUR?: string;
  LIMIT_SOCKETS_PER_GAME?: string;
  LIMIT_MOVES_PER_MINUTE?: string;
  /** Table talk messages per seat per minute (limits/config.ts). */
  LIMIT_TALK_PER_MINUTE?: string;
  KEEP_UNSTARTED_DAYS?: string;
  KEEP_FINISHED_DAYS?: string;
  /** Days without a move after which a game in progress ends and is removed (default 60). */
  KEEP_INACTIVE_DAYS?: string;
  // The audience (src/server/relay/): spectators' budgets and the relays that hold them.
  LIMIT_SPECTATORS_PER_CLIENT?: string;
  LIMIT_SPECTATORS_PER_GAME?: string;
  /** How many SpectatorRelay shards a game's audience is spread over (default 8). */
  RELAY_SHARDS?: string;
  /** One SpectatorRelay per (game, shard): holds spectator sockets, fed once per push. */
  RELAYS?: DurableObjectNamespace<SpectatorRelay>;
  // Push and chat webhooks (docs/notifications.md).
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
  // Operations (docs/operations.md).
  /** Workers Analytics Engine dataset for the counters (metrics.ts); unset: counted in memory. */
  METRICS?: AnalyticsEngineDataset;
  /**
   * Secret: the operator's token for /api/operator/* (routes/operator.ts). Unset: those routes
   * answer 404, as if they did not exist.
   */
  OPERATOR_TOKEN?: string;
  /**
   * Where reports of a table are emailed (a variable; docs/operations.md, "Reports"). Unset:
   * they are kept in the room and the bucket only, and /status says so.
   */
  OPERATOR_EMAIL?: string;
  /** Reports one client address may make per hour, across games (`reportsPerHour`, 6). */
  LIMIT_REPORTS_PER_HOUR?: string;
  /** R2: the nightly export of every game (docs/operations.md, "Exports and restores"). */
  EXPORTS?: R2Bucket;
}

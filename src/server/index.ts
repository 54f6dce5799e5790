/**
 * The Worker entry: the Hono app answers requests, the email handler takes replies to "your
 * turn" emails (mail/inbound/), the scheduled handler runs the nightly export (the cron of
 * wrangler.toml; routes/nightly-export.ts), and the Durable Object classes.
 */
import { app } from "./app";
import type { Env } from "./env";
import { receiveEmail } from "./routes/inbound-mail";
import { nightlyExport } from "./routes/nightly-export";

export { GameRoom } from "./room/game-room";
export { AddressBook } from "./notify/address-book";
export { DevMailbox } from "./mail/dev-mailbox";
export { ClientLimiter } from "./limits/client-limiter";
export { DevOutbox } from "./outbox/dev-outbox";
export { GamesKey } from "./keys/games-key";
export { SpectatorRelay } from "./relay/relay";

export default {
  fetch: app.fetch,
  email: (message, env) => receiveEmail(message, env),
  scheduled: (controller, env, ctx) => {
    ctx.waitUntil(nightlyExport(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;

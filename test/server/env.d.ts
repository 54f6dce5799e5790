// The bindings the pool gives tests through `env` from "cloudflare:test".
declare namespace Cloudflare {
  interface Env {
    ROOMS: DurableObjectNamespace<import("../../src/server/room/game-room").GameRoom>;
    ASSETS: Fetcher;
    ADDRESSES: DurableObjectNamespace<import("../../src/server/notify/address-book").AddressBook>;
    LIMITER: DurableObjectNamespace<import("../../src/server/limits/client-limiter").ClientLimiter>;
    MAILBOX: DurableObjectNamespace<import("../../src/server/mail/dev-mailbox").DevMailbox>;
    OUTBOX: DurableObjectNamespace<import("../../src/server/outbox/dev-outbox").DevOutbox>;
    KEYS: DurableObjectNamespace<import("../../src/server/keys/games-key").GamesKey>;
    RELAYS: DurableObjectNamespace<import("../../src/server/relay/relay").SpectatorRelay>;
    EXPORTS: R2Bucket;
  }
}

// Vite's eager glob import (the tests run through Vite): modules found by a path pattern.
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true; import: "default" }): Record<string, T>;
}

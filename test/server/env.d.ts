// The bindings the pool gives tests through `env` from "cloudflare:test".
declare namespace Cloudflare {
  interface Env {
    ROOMS: DurableObjectNamespace<import("../../src/server/room/game-room").GameRoom>;
    ASSETS: Fetcher;
  }
}

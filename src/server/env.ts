/** The Worker's bindings (wrangler.toml). */
import type { GameRoom } from "./room/game-room";

/** Bindings available to the Worker and the GameRoom. */
export interface Env {
  /** One GameRoom Durable Object per game, addressed by `idFromName(gameId)`. */
  ROOMS: DurableObjectNamespace<GameRoom>;
  /** The static web UI (Workers Static Assets). */
  ASSETS: Fetcher;
}

/**
 * A relay joins the room's list of relays it feeds (room to relay, never routed; ../relay):
 * only a relay named for this game, answered with the spectators' table now, so its sockets
 * start from the same bytes a spectator on the room reads (docs/decisions.md, "An audience in
 * front of the room").
 */
import { gameOfRelay } from "../relay/config";
import { addRelay } from "../relay/list";
import type { RelayJoined } from "../relay/messages";
import { spectatorSnapshot } from "./broadcast";
import { NOT_FOUND, type RoomHost } from "./host";

/** What the relay join needs from the room. */
export type RelayHost = Pick<RoomHost, "sql" | "pushes" | "load" | "loaded" | "view">;

/** Adds relay `name` (join number `gen`) to the room's list; answers the spectators' table. */
export function relayJoin(host: RelayHost, name: string, gen: number): RelayJoined {
  if (!host.load()) return { ok: false, code: "room/not-found", message: NOT_FOUND };
  if (gameOfRelay(name) !== host.loaded()!.meta.id || !Number.isInteger(gen))
    return { ok: false, code: "input/invalid", message: "This relay is not one of this game's." };
  addRelay(host.sql, name, gen, Date.now());
  return { ok: true, push: spectatorSnapshot(host.pushes, host.view()) };
}

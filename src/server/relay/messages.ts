/**
 * What the room and its relays say to each other (RPC, never routed). The room sends each
 * spectator push once per relay: the exact patch and whole table a spectator socket on the room
 * would get, so a spectator on a relay reads the same bytes in the same order.
 */

/** One spectator push, as the room built it (room/broadcast.ts). */
export interface RelayPush {
  /** The room's life (isolate) and the push's number in it: older pushes are ignored. */
  life: string;
  n: number;
  /** The rev of the table, and of the table before it (sockets holding `base` get the patch). */
  rev: string;
  base: string | null;
  /** The patch message (text), or null when only the whole table will do. */
  patch: string | null;
  /** The whole table's message (text). */
  full: string;
}

/** A relay's answer to a push: how many sockets it holds (0: drop me, `gen` says which join). */
export interface RelayAnswer {
  sockets: number;
  gen: number;
}

/** The room's answer to a relay joining its list: the spectators' table now, or no game. */
export type RelayJoined =
  { ok: true; push: RelayPush } | { ok: false; code: string; message: string };

/** The room as a relay sees it (the relay never imports room/; the stub is cast to this). */
export interface RelayRoom {
  /** Adds relay `name` (join number `gen`) to the room's list; answers the current table. */
  relayJoin(name: string, gen: number): Promise<RelayJoined>;
}

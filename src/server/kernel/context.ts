/**
 * What the room hands its features (email, push, chat, deadlines) when they plan or run
 * something: the bindings, storage, the game as it stands and the time. Built by the room in
 * one place (`GameRoom.context`), so features never reach into the Durable Object. The rules
 * every feature reads off it (a seat's name, whether a notice is still due) are in rules.ts.
 */
import type { RoomSql } from "./room-sql";
import type { AnyGame } from "../../engine";
import type { Env } from "../env";
import type { SeatRecord } from "./seats";
import type { Settings } from "./settings";
import type { Meta, Snapshot } from "./store";

/** The room as its features see it, at one instant. */
export interface RoomContext {
  env: Env;
  sql: RoomSql;
  /** The game with any ending outside the rules applied (deadlines/ending.ts). */
  game: AnyGame;
  meta: Meta;
  snapshot: Snapshot;
  seats: readonly SeatRecord[];
  /** Seats with an open, authenticated socket now. */
  online: ReadonlySet<number>;
  settings: Settings;
  now: number;
}

/**
 * What the room hands its helper modules (notifications, deadlines) when they plan or run
 * something: the bindings, storage, the game as it stands and the time. Built by the room in
 * one place (`GameRoom.context`), so helpers never reach into the Durable Object.
 */
import type { AnyGame } from "../../engine";
import type { Env } from "../env";
import type { SeatRecord } from "./seats";
import type { Settings } from "./settings";
import type { Meta, Snapshot } from "./store";

/** The room as its helpers see it, at one instant. */
export interface RoomContext {
  env: Env;
  sql: SqlStorage;
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

/** A seat's display name for emails (its number when nobody holds it yet). */
export function seatName(ctx: RoomContext, seat: number): string {
  return ctx.seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}`;
}

/**
 * What the GameRoom lends the modules that hold its RPC groups (seats, reading, rematches,
 * email replies, channel settings, talk, seat actions, the relay join, the alarm's jobs, the
 * sockets' `LiveHost`): one host object, built once by the room, of which each module names
 * the few members it uses (`Pick<RoomHost, …>`), as access.ts does with `AccessHost`. The room
 * keeps the game in memory and the steps after a change; the modules decide, through these,
 * what one request does (docs/decisions.md, "Server layout: kernel, room, features").
 */
import type { RoomSql } from "../kernel/room-sql";
import type { RoomAlarm } from "../kernel/schedule";
import type { Table } from "../../protocol";
import type { Env } from "../env";
import type { ErrorCode, RoomResult } from "../errors";
import type { RoomContext } from "../kernel/context";
import type { SeatRecord } from "../kernel/seats";
import type { Meta } from "../kernel/store";
import type { TalkRate } from "../talk";
import type { AccessHost } from "./access";
import type { Pushes } from "./broadcast";
import type { createGameRecord, Loaded, MoveRequest } from "./records";
import type { View } from "./view";

/** The answer when the room holds no game. */
export const NOT_FOUND = "There is no game at this address.";

/** What else a change did, for the steps after it. */
export interface Change {
  /** A seat a player just took (the creator may get a "friend joined" email). */
  joined?: number;
  /** Nothing visible changed: skip pushing tables. */
  quiet?: boolean;
}

/** What a new game is written with besides its meta and seats (records.ts `createGameRecord`). */
type GameSettings = Parameters<typeof createGameRecord>[3];

/** The room, as its RPC modules see it. */
export interface RoomHost {
  /** The Durable Object's state: its storage, sockets and alarm. */
  ctx: DurableObjectState;
  sql: RoomSql;
  /** The room's one alarm (kernel/schedule.ts). */
  alarm: RoomAlarm;
  /** What the room last pushed, and its relays' chains (broadcast.ts). */
  pushes: Pushes;
  /** The game, from memory or from the snapshot; null if the room holds none. */
  load(): Loaded | null;
  /** The game in memory as it is now, without loading it (null: none, or forgotten). */
  loaded(): Loaded | null;
  /** Drops the game from memory: the next `load` rebuilds it (an ending, the game's removal). */
  forget(): void;
  /** The room as its features see it, now. */
  context(): RoomContext;
  /** The room's view now, for tables (view.ts). */
  view(): View;
  /** Who holds `token` (access.ts `readerOf`). */
  reader(token: string | null): Promise<RoomResult<number | null>>;
  /** The seat of a player's `token`; a spectator is refused with `code` (access.ts `playerOf`). */
  player(token: string | null, code: ErrorCode, message: string): Promise<RoomResult<number>>;
  /** The Worker's bindings and settings, as the room has them now. */
  env(): Env;
  /** Pushes each authenticated socket but `except` its own table, from `view` (else now's). */
  broadcast(view?: View, except?: WebSocket): void;
  /** Writes a new game and its settings (records.ts); the room holds it from then on. */
  createGame(meta: Meta, seats: SeatRecord[], input: GameSettings): RoomResult<null>;
  /** A move of `seat` by the holder with mark `holder` (checked by the caller): the one path. */
  play(seat: number, holder: string | null, request: MoveRequest): Promise<RoomResult<Table>>;
  /** The room's steps after any change; answers the view the change's answer is built from. */
  afterChange(change?: Change): Promise<View>;
  /** Who is asking, for the checks of access.ts that take it. */
  access: AccessHost;
  /** The table talk's flood limit, one per room (../talk/rate.ts). */
  talkRate: TalkRate;
}

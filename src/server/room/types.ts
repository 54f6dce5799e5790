/**
 * The shapes of the GameRoom's RPC calls (the Worker to a room, and room to room for rematches).
 * Everything is plain JSON, so it crosses RPC unchanged.
 */
import type { BotLevel } from "../../engine";
import type { ClockRules } from "../kernel/calendar";

/** What the Worker asks for when creating a game (already validated). */
export interface CreateInput {
  id: string;
  game: string;
  seats: number;
  /** Parsed options, defaults filled in. */
  options: Record<string, unknown>;
  /** The creator's name; the creator always sits at seat 0. */
  name: string;
  computer: number[];
  /** The chosen level of some computer seats, by seat (the others play the default). */
  levels?: Record<string, BotLevel>;
  /** Days per move (0: none). */
  timePerMove: number;
  /** The site's origin, for links in emails. */
  origin: string;
  /** The holiday allowance and weekend pause (kernel/calendar.ts), with a time per move. */
  clockRules?: ClockRules;
  /** The creator's forced moves play themselves (../autoplay). */
  autoplayForced?: boolean;
  /** A learning game: hints on (coach.ts). */
  learning?: boolean;
  /** The creator's seat token when the Worker chose it (a seat bound to a chat app's user). */
  token?: string;
}

/** What the room answers to a creation: the creator's token and one invite per other human seat. */
export interface Created {
  token: string;
  invites: { seat: number; invite: string }[];
  commitment: string;
}

/** A new invite for a seat. */
export interface Invitation {
  seat: number;
  invite: string;
}

/** A seat and its token (claim, rematch). */
export interface SeatGrant {
  id: string;
  seat: number;
  token: string;
}

/** The game a rematch creates: same type, options, seats, computers and creator. */
export interface RematchInput {
  id: string;
  game: string;
  seats: number;
  options: Record<string, unknown>;
  computer: number[];
  /** The computer seats' levels, by seat, as in the finished game. */
  levels?: Record<string, BotLevel>;
  creator: number;
  rematchOf: string;
  timePerMove: number;
  origin: string;
  /** The finished game's holiday allowance and weekend pause (kernel/calendar.ts). */
  clockRules?: ClockRules;
  /** The finished game was a learning game: so is its rematch (coach.ts). */
  learning?: boolean;
}

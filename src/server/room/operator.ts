/**
 * The operator's RPCs on one game (routes/operator.ts, behind the operator's token): look the
 * game up (meta, seats, every talk line with its id, its reports), remove a talk line (gone from
 * storage, so from every read, email and summary; every page holding it reads the talk again),
 * end the game (closed: nobody wins, the seats told as at any end) and remove it (as a
 * lifetime's end removes one). The route logs each action.
 */
import type { TalkMessage } from "../../talk";
import { closedEnding } from "../deadlines/ending";
import { fail, ok, type RoomResult } from "../errors";
import { seatName } from "../kernel/rules";
import { updateSettings } from "../kernel/settings";
import { lastMoveAt } from "../kernel/store";
import * as notify from "../notify";
import { readReports, type StoredReport } from "../reports";
import * as talk from "../talk";
import { NOT_FOUND, type RoomHost } from "./host";
import { removeGame } from "./lifetime";
import { guarded } from "./records";

/** What the operator's RPCs need from the room. */
export type OperatorHost = Pick<
  RoomHost,
  "ctx" | "alarm" | "load" | "forget" | "context" | "broadcast" | "afterChange"
>;

/** A game as the operator looks it up: never a token, an invitation, an address or a card. */
export interface OperatorGame {
  meta: {
    id: string;
    game: string;
    created: number;
    /** The last move's time (the creation's before any). */
    updated: number;
    seq: number;
    creator: number;
    over: boolean;
    /** How it ended outside the rules, if it did. */
    ending: { reason: string; seat: number } | null;
    rematch: string | null;
    rematchOf: string | null;
  };
  seats: {
    seat: number;
    name: string;
    computer: boolean;
    joined: boolean;
    lastSeen: number | null;
  }[];
  talk: {
    spectators: boolean;
    muted: number[];
    /** Every line the room keeps, oldest first, with its author's name. */
    lines: (TalkMessage & { name: string })[];
  };
  reports: StoredReport[];
}

/** The game, for the operator. */
export function lookup(host: OperatorHost): Promise<RoomResult<OperatorGame>> {
  return guarded("operatorLookup", async () => {
    if (!host.load()) return fail("room/not-found", NOT_FOUND);
    const ctx = host.context();
    const { meta, snapshot, settings } = ctx;
    return ok({
      meta: {
        id: meta.id,
        game: meta.game,
        created: meta.created,
        updated: lastMoveAt(ctx.sql) ?? meta.created,
        seq: snapshot.seq,
        creator: meta.creator,
        over: ctx.game.outcome(snapshot.state) !== null,
        ending: settings.ending
          ? { reason: settings.ending.reason, seat: settings.ending.seat }
          : null,
        rematch: meta.rematch,
        rematchOf: meta.rematchOf,
      },
      seats: ctx.seats.map((s) => ({
        seat: s.seat,
        name: seatName(ctx, s.seat),
        computer: s.computer,
        joined: s.joined,
        lastSeen: s.lastSeen,
      })),
      talk: {
        ...talk.talkSettings(ctx.sql),
        lines: talk.allMessages(ctx.sql).map((m) => ({ ...m, name: seatName(ctx, m.seat) })),
      },
      reports: readReports(ctx.sql),
    });
  });
}

/**
 * Removes talk line `id` for good. Every table is pushed (their `removed` count changed, so
 * each page, relays' spectators included, reads the talk again), and a daily summary waiting
 * with the line quotes the talk again without it.
 */
export function removeTalkLine(
  host: OperatorHost,
  id: number,
): Promise<RoomResult<{ removed: number; seat: number }>> {
  return guarded("operatorRemoveTalk", async () => {
    if (!host.load()) return fail("room/not-found", NOT_FOUND);
    const ctx = host.context();
    const gone = talk.removeTalkLine(ctx, id);
    if (!gone.ok) return gone;
    host.broadcast();
    await notify.refreshDigests(ctx);
    return ok({ removed: id, seat: gone.value.seat });
  });
}

/**
 * Ends a running game as closed: nobody wins; the tables, the "game over" emails and pushes
 * follow as at any end (the channels see the outcome). `room/over` when it is already over.
 */
export function endGame(host: OperatorHost): Promise<RoomResult<{ seq: number }>> {
  return guarded("operatorEnd", async () => {
    if (!host.load()) return fail("room/not-found", NOT_FOUND);
    const ctx = host.context();
    if (ctx.game.outcome(ctx.snapshot.state) !== null)
      return fail("room/over", "This game is already over.");
    updateSettings(ctx.sql, { ending: closedEnding(ctx.meta.seats) });
    // The game is wrapped again with its ending, then every step after a change runs.
    host.forget();
    host.load();
    await host.afterChange();
    return ok({ seq: ctx.snapshot.seq });
  });
}

/** Removes the game for good, whatever its state, as a lifetime's end removes one. */
export function removeWhole(host: OperatorHost): Promise<RoomResult<{ gameKind: string }>> {
  return guarded("operatorRemove", async () => {
    if (!host.load()) return fail("room/not-found", NOT_FOUND);
    const ctx = host.context();
    await removeGame(host.ctx, host.alarm, ctx, "operator");
    host.forget();
    return ok({ gameKind: ctx.meta.game });
  });
}

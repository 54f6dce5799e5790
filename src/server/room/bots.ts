/**
 * Computer seats: which seats the computer plays (its own, and stand-ins for absent players),
 * when they move (a short, human-feeling delay) and what they play. The room's alarm runs
 * `botTurn`, which asks `pickBotMove`; a move the engine refuses is logged and replaced by the
 * first legal move it accepts, so a bad bot can never wedge a game.
 */
import type { RoomSql, Sql } from "../kernel/room-sql";
import { DEFAULT_BOT_LEVEL, type AnyGame, type BotLevel } from "../../engine";
import { commitMove, type Loaded } from "./records";
import { onlineSeats } from "./sockets";
import { standins } from "../kernel/clocks";
import type { RoomContext } from "../kernel/context";
import { readSeats } from "../kernel/seats";
import { addJob, hasJob } from "../kernel/schedule";
import { log, logFailure } from "../log";

/**
 * How long a computer seat waits before a move, ms, as [from, to): a move that starts its
 * turn waits long enough to be followed; a further move of the same turn (MazzelTof plays
 * several cards, then lays one open) comes quicker; and before any person has moved, when the
 * computers may take several turns in a row before the first "Your turn", both are shorter
 * still. See docs/decisions.md, "Computer levels".
 */
export const BOT_PACE = {
  turn: [600, 900],
  again: [350, 500],
  openingTurn: [450, 650],
  openingAgain: [300, 400],
} as const satisfies Record<string, readonly [number, number]>;

/** Which of the paces a computer move takes. */
export type BotPace = keyof typeof BOT_PACE;

/** A computer seat's move, due after its pace's delay. */
export type BotJob = { kind: "bot"; seat: number };

/** When a computer seat found nothing playable, it tries again after this long, ms. */
export const BOT_RETRY_MS = 60_000;

/** How many legal moves are tried after a refused bot move before giving up. */
const FALLBACK_TRIES = 50;

/**
 * The pace of the next move of `seat`: `lastSeat` made the latest move (null: none yet), and
 * `personMoved` says whether any person has moved in this game.
 */
export function botPace(seat: number, lastSeat: number | null, personMoved: boolean): BotPace {
  const again = lastSeat === seat;
  if (personMoved) return again ? "again" : "turn";
  return again ? "openingAgain" : "openingTurn";
}

/** A delay before a computer move at `pace`, ms: random in its range. */
export function botDelay(pace: BotPace): number {
  const [from, to] = BOT_PACE[pace];
  return from + (crypto.getRandomValues(new Uint32Array(1))[0]! % (to - from));
}

/** Who made the latest move (null before any), and whether a person (not a computer) moved. */
function recentMovers(sql: Sql): { lastSeat: number | null; personMoved: boolean } {
  const last = sql
    .exec<{ seat: number }>("SELECT seat FROM moves ORDER BY seq DESC LIMIT 1")
    .toArray()[0];
  // Computer moves (computer seats and stand-ins) carry ids "bot-…"; a person's never do.
  const person = sql
    .exec<{ n: number }>("SELECT 1 AS n FROM moves WHERE move_id NOT LIKE 'bot-%' LIMIT 1")
    .toArray();
  return { lastSeat: last?.seat ?? null, personMoved: person.length > 0 };
}

/**
 * The seats the computer plays now: the computer's own, and those it stands in for while their
 * player is away (not at the table) after their time ran out (deadlines/actions.ts).
 */
export function computerSeats(ctx: Pick<RoomContext, "sql" | "seats" | "online">): Set<number> {
  const computers = new Set(ctx.seats.filter((s) => s.computer).map((s) => s.seat));
  for (const seat of standins(ctx.sql)) if (!ctx.online.has(seat)) computers.add(seat);
  return computers;
}

/** The computer seats among `toAct`. */
export function computersToAct(
  game: AnyGame,
  state: unknown,
  computers: ReadonlySet<number>,
): number[] {
  if (game.outcome(state) !== null) return [];
  return game.toAct(state).filter((seat) => computers.has(seat));
}

/**
 * The move a computer seat makes now, at `level`, and the state after it, or null if it has
 * nothing to do or nothing playable. Never throws; logs only codes and error messages, never
 * the state.
 */
export function pickBotMove(
  game: AnyGame,
  state: unknown,
  seat: number,
  level: BotLevel = DEFAULT_BOT_LEVEL,
): { move: unknown; state: unknown } | null {
  if (game.outcome(state) !== null || !game.toAct(state).includes(seat)) return null;
  const attempt = (choose: () => unknown): { move: unknown; state: unknown } | null => {
    try {
      const move = choose();
      const result = game.play(state, seat, move);
      if (result.ok) return { move, state: result.state };
      log("error", "bot.refused", {
        seat,
        code: result.error.code,
        check: "The game's bot proposed an illegal move: a bug in its engine.",
      });
    } catch (err) {
      logFailure("bot.failed", err, { seat, check: "The game's bot threw: a bug in its engine." });
    }
    return null;
  };
  const chosen = attempt(() => game.bot(state, seat, level));
  if (chosen) return chosen;
  let legal: unknown[] = [];
  try {
    legal = game.legalMoves(state, seat);
  } catch (err) {
    logFailure("bot.legal-failed", err, {
      seat,
      check: "The game's legalMoves threw: a bug in its engine.",
    });
  }
  for (const move of legal.slice(0, FALLBACK_TRIES)) {
    const fallback = attempt(() => move);
    if (fallback) return fallback;
  }
  log("error", "bot.stuck", {
    seat,
    check: "No legal move was playable for a computer seat: a bug in its engine.",
  });
  return null;
}

/**
 * Schedules a move, after its pace's delay from `now`, for every seat of `computers` (computer
 * seats and stand-ins for absent players) that is to act and has none waiting.
 */
export function planBots(
  sql: Sql,
  game: AnyGame,
  state: unknown,
  computers: ReadonlySet<number>,
  now: number,
): void {
  const seats = computersToAct(game, state, computers).filter(
    (seat) => !hasJob(sql, { kind: "bot", seat }),
  );
  if (seats.length === 0) return;
  const { lastSeat, personMoved } = recentMovers(sql);
  for (const seat of seats)
    addJob(sql, now + botDelay(botPace(seat, lastSeat, personMoved)), { kind: "bot", seat });
}

/**
 * Plays one move for `seat` when the computer plays it (a computer seat, or a stand-in for an
 * absent player, computerSeats) and it is to act; true if it moved.
 */
export function botTurn(
  state: DurableObjectState,
  sql: RoomSql,
  loaded: Loaded,
  seat: number,
  now: number,
): boolean {
  const { game, snapshot } = loaded;
  const storage = state.storage;
  const seats = readSeats(sql);
  const plays = computerSeats({ sql, seats, online: onlineSeats(state) }).has(seat);
  if (!plays || game.outcome(snapshot.state) !== null || !game.toAct(snapshot.state).includes(seat))
    return false;
  // A computer seat plays at its chosen level; a stand-in for an absent player at the default.
  const level = seats.find((s) => s.seat === seat && s.computer)?.level ?? DEFAULT_BOT_LEVEL;
  const picked = pickBotMove(game, snapshot.state, seat, level);
  if (!picked) {
    // Nothing playable (an engine bug): try again later rather than every second.
    addJob(sql, now + BOT_RETRY_MS, { kind: "bot", seat });
    return false;
  }
  const move = { seat, move: picked.move, moveId: `bot-${snapshot.seq + 1}`, holder: null };
  try {
    commitMove(storage, sql, loaded, { ...move, at: now }, picked.state);
  } catch (err) {
    // A move that cannot be kept (a storage error) would fail again at once: it is tried again
    // later, as above, rather than planned anew at the computer's pace after every failure.
    addJob(sql, now + BOT_RETRY_MS, { kind: "bot", seat });
    throw err;
  }
  return true;
}

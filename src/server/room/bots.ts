/**
 * Computer seats: when they move (a short, human-feeling delay) and what they play. The room's
 * alarm calls `pickBotMove`; a move the engine refuses is logged and replaced by the first legal
 * move it accepts, so a bad bot can never wedge a game.
 */
import type { AnyGame } from "../../engine";
import { describeError as describe } from "../errors";
import { commitMove, type Loaded } from "./records";
import { addJob, hasJob } from "./schedule";

/** A computer seat moves this many ms after its turn starts, plus up to BOT_DELAY_SPREAD_MS. */
export const BOT_DELAY_MS = 700;
export const BOT_DELAY_SPREAD_MS = 800;

/** When a computer seat found nothing playable, it tries again after this long, ms. */
export const BOT_RETRY_MS = 60_000;

/** How many legal moves are tried after a refused bot move before giving up. */
const FALLBACK_TRIES = 50;

/** The delay before a computer move, ms (random in [700, 1500)). */
export function botDelay(): number {
  return BOT_DELAY_MS + (crypto.getRandomValues(new Uint32Array(1))[0]! % BOT_DELAY_SPREAD_MS);
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
 * The move a computer seat makes now and the state after it, or null if it has nothing to do
 * or nothing playable. Never throws; logs only codes and error messages, never the state.
 */
export function pickBotMove(
  game: AnyGame,
  state: unknown,
  seat: number,
): { move: unknown; state: unknown } | null {
  if (game.outcome(state) !== null || !game.toAct(state).includes(seat)) return null;
  const attempt = (choose: () => unknown): { move: unknown; state: unknown } | null => {
    try {
      const move = choose();
      const result = game.play(state, seat, move);
      if (result.ok) return { move, state: result.state };
      console.error(`computer seat ${seat}: move refused (${result.error.code})`);
    } catch (err) {
      console.error(`computer seat ${seat}: ${describe(err)}`);
    }
    return null;
  };
  const chosen = attempt(() => game.bot(state, seat));
  if (chosen) return chosen;
  let legal: unknown[] = [];
  try {
    legal = game.legalMoves(state, seat);
  } catch (err) {
    console.error(`computer seat ${seat}: legal moves failed: ${describe(err)}`);
  }
  for (const move of legal.slice(0, FALLBACK_TRIES)) {
    const fallback = attempt(() => move);
    if (fallback) return fallback;
  }
  console.error(`computer seat ${seat}: no playable move found`);
  return null;
}

/**
 * Schedules a move, `delay` ms from `now`, for every seat of `computers` (computer seats and
 * stand-ins for absent players) that is to act and has none waiting.
 */
export function planBots(
  sql: SqlStorage,
  game: AnyGame,
  state: unknown,
  computers: ReadonlySet<number>,
  now: number,
): void {
  for (const seat of computersToAct(game, state, computers))
    if (!hasJob(sql, { kind: "bot", seat })) addJob(sql, now + botDelay(), { kind: "bot", seat });
}

/**
 * Plays one move for `seat` when the computer plays it (`plays`: a computer seat, or a stand-in
 * for an absent player) and it is to act; true if it moved.
 */
export function botTurn(
  storage: DurableObjectStorage,
  loaded: Loaded,
  seat: number,
  plays: boolean,
  now: number,
): boolean {
  const { game, snapshot } = loaded;
  if (!plays || game.outcome(snapshot.state) !== null || !game.toAct(snapshot.state).includes(seat))
    return false;
  const picked = pickBotMove(game, snapshot.state, seat);
  if (!picked) {
    // Nothing playable (an engine bug): try again later rather than every second.
    addJob(storage.sql, now + BOT_RETRY_MS, { kind: "bot", seat });
    return false;
  }
  const move = { seat, move: picked.move, moveId: `bot-${snapshot.seq + 1}`, holder: null };
  commitMove(storage, loaded, { ...move, at: now }, picked.state);
  return true;
}

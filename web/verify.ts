/**
 * "Verify the shuffle": after a game ends the server reveals its seed. The browser checks
 * SHA-256(seed) against the commitment published at creation, replays every logged move with
 * the shared engine, and compares the result with the table the server shows.
 */
import * as v from "valibot";
import { sha256Hex } from "../src/digest";
import { findGame } from "../src/engine";
import type { GameState } from "../src/engine/core/game";
import { sameJson } from "../src/engine/core/same-json";
import { sameEnd } from "./final-check";
import type { LogResponse, Table } from "../src/protocol";

/** The verdict, with the replayed states for showing the deal. */
export interface Verification {
  commitmentOk: boolean;
  replayOk: boolean;
  /** Why the replay failed, when it did. */
  problem?: string;
  /** Every state of the replay, first (after setup) to last. */
  states: GameState[];
}

/** Checks a finished game's log against its commitment and its final table. */
export async function verifyGame(log: LogResponse, table: Table): Promise<Verification> {
  const states: GameState[] = [];
  if (!log.seed) return { commitmentOk: false, replayOk: false, problem: "no seed", states };
  const commitmentOk =
    (await sha256Hex(log.seed)) === log.commitment.toLowerCase() &&
    log.commitment === table.commitment;
  const game = findGame(log.game);
  if (!game) return { commitmentOk, replayOk: false, problem: `unknown game ${log.game}`, states };
  try {
    const options = v.parse(game.options, log.options ?? {});
    let state = game.setup({ seats: log.seats, options, seed: log.seed });
    states.push(state);
    for (const m of log.moves) {
      const r = game.play(state, m.seat, m.move);
      if (!r.ok)
        return {
          commitmentOk,
          replayOk: false,
          problem: `move ${m.seq}: ${r.error.message}`,
          states,
        };
      state = r.state;
      states.push(state);
    }
    const view = game.view(state, table.seat);
    const replayOk =
      log.moves.length === table.seq &&
      sameJson(view, table.view) &&
      sameEnd(game.outcome(state), table);
    return {
      commitmentOk,
      replayOk,
      problem: replayOk ? undefined : "final table differs",
      states,
    };
  } catch (e) {
    return { commitmentOk, replayOk: false, problem: String(e), states };
  }
}

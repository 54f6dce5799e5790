/**
 * The replay's engine work, with no DOM: check a finished game's revealed seed against its
 * commitment, rebuild the state after every move with the shared engine, and make the table of
 * any step for any reader through the engine's own `view`, so a replayed step is the very
 * table the server showed that reader then (docs/decisions.md, "Replays and stepping back").
 * The replay page, the replay embed and the tests all use it.
 */
import * as v from "valibot";
import { sha256Hex } from "../../src/digest";
import type { AnyGame, GameState } from "../../src/engine/core/game";
import { sameJson } from "../../src/engine/core/same-json";
import { sameEnd } from "../final-check";
import type { LogResponse, Table } from "../../src/protocol";

/** The members of a game the replay needs: no bot, so an embed does not carry one. */
export type ReplayEngine = Pick<
  AnyGame,
  "id" | "options" | "setup" | "play" | "view" | "toAct" | "outcome" | "legalMoves"
>;

/** A checked replay: every state, first (the deal) to last, and who made each move. */
export interface Replay {
  ok: true;
  states: GameState[];
  /** movers[k]: the seat whose move made step k (null for step 0). */
  movers: (number | null)[];
  /** times[k]: when step k was made (the game's creation for step 0), ms since the epoch. */
  times: number[];
}

/** Why a replay was refused: the seed does not match, or the moves do not give the table. */
export interface ReplayRefused {
  ok: false;
  commitmentOk: boolean;
  problem: string;
}

/**
 * Rebuilds a finished game from its log: the seed must hash to the commitment the game
 * published at its start (and the table shows), every move must be accepted by the engine,
 * and the last state must give the final spectator table. Anything else refuses the replay.
 */
export async function rebuild(
  engine: ReplayEngine,
  log: LogResponse,
  final: Table,
): Promise<Replay | ReplayRefused> {
  if (!log.seed) return { ok: false, commitmentOk: false, problem: "no seed" };
  const commitmentOk =
    (await sha256Hex(log.seed)) === log.commitment.toLowerCase() &&
    log.commitment === final.commitment;
  if (!commitmentOk) return { ok: false, commitmentOk, problem: "seed" };
  try {
    const options = v.parse(engine.options, log.options ?? {});
    let state = engine.setup({ seats: log.seats, options, seed: log.seed }) as GameState;
    const states: GameState[] = [state];
    const movers: (number | null)[] = [null];
    const times = [final.created];
    for (const m of log.moves) {
      const r = engine.play(state, m.seat, m.move);
      if (!r.ok) return { ok: false, commitmentOk, problem: `move ${m.seq}: ${r.error.message}` };
      state = r.state as GameState;
      states.push(state);
      movers.push(m.seat);
      times.push(m.at);
    }
    const same =
      log.moves.length === final.seq &&
      sameJson(engine.view(state, null), final.view) &&
      sameEnd(engine.outcome(state), final);
    if (!same) return { ok: false, commitmentOk, problem: "final table differs" };
    return { ok: true, states, movers, times };
  } catch (e) {
    return { ok: false, commitmentOk, problem: String(e) };
  }
}

/**
 * The table of step `k` as `reader` (a seat, or null for a spectator) saw it: the final table's
 * players and ids around the engine's view, whose turn it was and the outcome then. `legal` is
 * the reader's legal moves then when asked for (the tests compare it); the page leaves it empty,
 * so no button of a replayed table is live.
 */
export function stepTable(
  engine: ReplayEngine,
  final: Table,
  replay: Replay,
  k: number,
  reader: number | null,
  withLegal = false,
): Table {
  const state = replay.states[k] ?? replay.states[replay.states.length - 1]!;
  const toAct = engine.toAct(state);
  const outcome = engine.outcome(state);
  const table: Table = {
    ...final,
    seq: k,
    seat: reader,
    view: engine.view(state, reader),
    legal:
      withLegal && reader !== null && toAct.includes(reader)
        ? engine.legalMoves(state, reader)
        : [],
    toAct,
    outcome,
    updated: replay.times[k] ?? final.updated,
    replay: true,
  };
  // Before the end, a step is a game in progress: no seed, rematch or ending belongs to it.
  if (outcome === null) {
    delete table.seed;
    delete table.rematch;
    delete table.ending;
    delete table.expiresAt;
  }
  delete table.mail;
  delete table.push;
  delete table.webhook;
  delete table.clock;
  return table;
}

/** A game's part of a replay (web/{game}/replay.ts): its rules, and how its cards are named. */
export interface GameReplay {
  engine: ReplayEngine;
  /** A card's name in the reader's language, for the "every hand" strip. */
  cardName(card: string): string;
}

/**
 * A game's Game object assembled from its folder: every game's rules.ts, view.ts, moves.ts,
 * options.ts and bot-levels.ts export the contract's members under the same names, so one
 * function maps them onto the contract and a game's index.ts says only what is its own.
 */
import type { Game, GameState } from "./game";

/**
 * What a game says of itself besides its modules: its names, seats and state version, and the
 * contract's optional members it has (teams, its real choices, its score, its standing orders,
 * its view's public keys).
 */
export type GameHead<S extends GameState, M, O, V> = Pick<
  Game<S, M, O, V>,
  | "id"
  | "title"
  | "seats"
  | "stateVersion"
  | "migrate"
  | "team"
  | "choices"
  | "score"
  | "hint"
  | "orders"
  | "publicView"
>;

/** A game folder's modules (imported whole), with the members each must export. */
export interface GameModules<S extends GameState, M, O, V> {
  /** rules.ts */
  rules: Pick<Game<S, M, O, V>, "setup" | "toAct" | "legalMoves" | "play" | "outcome">;
  /** view.ts */
  views: Pick<Game<S, M, O, V>, "view" | "moveView">;
  /** moves.ts */
  moves: { moveSchema: Game<S, M, O, V>["move"] };
  /** options.ts */
  options: { optionsSchema: Game<S, M, O, V>["options"]; optionFields: Game["optionFields"] };
  /** bot-levels.ts */
  bots: { botAt: Game<S, M, O, V>["bot"] };
}

/** The Game object of `head` and a game folder's `modules`. */
export function defineGame<S extends GameState, M, O, V>(
  head: GameHead<S, M, O, V>,
  { rules, views, moves, options, bots }: GameModules<S, M, O, V>,
): Game<S, M, O, V> {
  return {
    ...head,
    options: options.optionsSchema,
    optionFields: options.optionFields,
    move: moves.moveSchema,
    setup: rules.setup,
    toAct: rules.toAct,
    legalMoves: rules.legalMoves,
    play: rules.play,
    view: views.view,
    moveView: views.moveView,
    outcome: rules.outcome,
    bot: bots.botAt,
  };
}

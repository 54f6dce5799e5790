/**
 * Mazzo, "Classic" rules for two players: the Game object the registry, server, UI and bots
 * use, and what a UI needs (types, card data, names). Rules: ./README.md; the authority is the
 * specification (rules/mazzo.md).
 */
import type { Game } from "../../core/game";
import { botAt } from "./bot-levels";
import { moveSchema } from "./moves";
import { optionFields, optionsSchema } from "./options";
import { legalMoves, outcome, play, setup, toAct } from "./rules";
import type { MazzoMove, MazzoOptions, MazzoState, MazzoView } from "./types";
import { moveView, view } from "./view";
import { score } from "./score";

/** The Mazzo game. */
export const mazzo: Game<MazzoState, MazzoMove, MazzoOptions, MazzoView> = {
  id: "mazzo",
  title: "Mazzo",
  seats: { min: 2, max: 2, default: 2 },
  options: optionsSchema,
  optionFields,
  move: moveSchema,
  stateVersion: 1,
  setup,
  toAct,
  legalMoves,
  play,
  view,
  moveView,
  score,
  outcome,
  bot: botAt,
};

export type * from "./types";
export {
  ABILITY_NAMES,
  DECKS,
  DECK_IDS,
  HAND_SIZE,
  MAZZIERE,
  abilityName,
  cardName,
  deckProblem,
  has,
  value,
} from "./cards";
export { DEFAULT_OPTIONS } from "./options";
export { MAX_EVENTS, canAttack, clashWinner } from "./rules";

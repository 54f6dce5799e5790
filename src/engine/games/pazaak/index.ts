/**
 * Pazaak, the physical 126-card edition: the Game object the registry, server, UI and bots use.
 * Rules: ./README.md; the authority is the specification (rules/pazaak.md).
 */
import type { Game } from "../../core/game";
import { botAt } from "./bot-levels";
import { moveSchema } from "./moves";
import { optionFields, optionsSchema } from "./options";
import { choices, legalMoves, outcome, play, setup, toAct } from "./rules";
import type { PazaakMove, PazaakOptions, PazaakState, PazaakView } from "./types";
import { moveView, view } from "./view";
import { score } from "./score";

/** The Pazaak game. */
export const pazaak: Game<PazaakState, PazaakMove, PazaakOptions, PazaakView> = {
  id: "pazaak",
  title: "Pazaak",
  seats: { min: 2, max: 2, default: 2 },
  options: optionsSchema,
  optionFields,
  move: moveSchema,
  stateVersion: 1,
  setup,
  toAct,
  legalMoves,
  choices,
  play,
  view,
  moveView,
  score,
  outcome,
  bot: botAt,
};

export type * from "./types";
export { boardTotal } from "./board";
export { cardName, PLAYER_DECK, SIDE_CARD_LIMITS, TABLE_DECK } from "./cards";
export { DEFAULT_OPTIONS } from "./options";
export { PRESET_DECKS, sideDeckProblem } from "./rules";
export { BOT_DECKS } from "./presets";
export { standAdvised } from "./advice";

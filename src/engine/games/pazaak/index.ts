/**
 * Pazaak, the physical 126-card edition: the Game object the registry, server, UI and bots use.
 * Rules: ./README.md; the authority is the specification (rules/pazaak.md).
 */
import { defineGame } from "../../core/define";
import type { Game } from "../../core/game";
import * as bots from "./bot-levels";
import * as moves from "./moves";
import * as options from "./options";
import * as rules from "./rules";
import type { PazaakMove, PazaakOptions, PazaakState, PazaakView } from "./types";
import * as views from "./view";
import { score } from "./score";
import { hint } from "./hint";
import { orders } from "./orders";

/** The Pazaak game. */
export const pazaak: Game<PazaakState, PazaakMove, PazaakOptions, PazaakView> = defineGame(
  {
    id: "pazaak",
    title: "Pazaak",
    seats: { min: 2, max: 2, default: 2 },
    stateVersion: 1,
    choices: rules.choices,
    score,
    hint,
    orders,
    // The same for every reader but a seat's own hand and side deck.
    publicView: {
      phase: true,
      seats: ["hand", "sideDeck"],
      set: true,
      starter: true,
      active: true,
      sidePlayed: true,
      tableDeckCount: true,
      winner: true,
    },
  },
  { rules, views, moves, options, bots },
);

export type * from "./types";
export { boardTotal } from "./board";
export { cardName, PLAYER_DECK, SIDE_CARD_LIMITS, TABLE_DECK } from "./cards";
export { DEFAULT_OPTIONS } from "./options";
export { PRESET_DECKS, sideDeckProblem } from "./rules";
export { BOT_DECKS } from "./presets";
export { standAdvised } from "./advice";

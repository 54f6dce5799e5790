/**
 * Mazzo, "Classic" rules for two players: the Game object the registry, server, UI and bots
 * use, and what a UI needs (types, card data, names). Rules: ./README.md; the authority is the
 * specification (rules/mazzo.md).
 */
import { defineGame } from "../../core/define";
import type { Game } from "../../core/game";
import * as bots from "./bot-levels";
import * as moves from "./moves";
import * as options from "./options";
import * as rules from "./rules";
import type { MazzoMove, MazzoOptions, MazzoState, MazzoView } from "./types";
import * as views from "./view";
import { score } from "./score";
import { orders } from "./orders";
import { hint } from "./hint";

/** The Mazzo game. */
export const mazzo: Game<MazzoState, MazzoMove, MazzoOptions, MazzoView> = defineGame(
  {
    id: "mazzo",
    title: "Mazzo",
    seats: { min: 2, max: 2, default: 2 },
    stateVersion: 1,
    score,
    orders,
    hint,
    // The same for every reader but a seat's own hand and the face-down cards of the table.
    publicView: {
      phase: true,
      turn: true,
      attacker: true,
      defender: true,
      firstAttacker: true,
      toAct: true,
      seats: ["hand"],
      drawPileCount: true,
      discard: true,
      table: ["attackCard", "defenseCard"],
      revealed: true,
      winner: true,
      endReason: true,
    },
  },
  { rules, views, moves, options, bots },
);

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

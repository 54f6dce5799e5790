/**
 * MazzelTof (2 or 4 players in two teams): the Game object the registry, server, UI and bots
 * use. Rules: ./README.md; the authority is the specification (rules/mazzeltof.md).
 */
import type { Game } from "../../core/game";
import { botAt } from "./bot-levels";
import { moveSchema } from "./moves";
import { optionFields, optionsSchema } from "./options";
import { legalMoves, outcome, play, setup, toAct } from "./rules";
import type { MazzelTofMove, MazzelTofOptions, MazzelTofState, MazzelTofView } from "./types";
import { moveView, view } from "./view";
import { score } from "./score";
import { positionsOf, teamOf, teamSeats } from "./table";

/** The MazzelTof game. */
export const mazzeltof: Game<MazzelTofState, MazzelTofMove, MazzelTofOptions, MazzelTofView> = {
  id: "mazzeltof",
  title: "MazzelTof",
  // Two players (one per team) or four (two teams of two), as the rules say (§2).
  seats: { min: 2, max: 4, default: 4, counts: [2, 4] },
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
  // A seat's team is that of its first position (a 3-seat game's lone seat 1 plays two blue ones).
  team: (state, seat) => teamSeats(state, teamOf(positionsOf(state, seat)[0] ?? seat)),
};

export type * from "./types";
export {
  ACE,
  ALL_CARDS,
  BLUE_DECK,
  LOWEST,
  RANK_LABELS,
  RED_DECK,
  SLOTS,
  SUITS,
  TEN,
  cardInfo,
  cardName,
  faceOf,
  isCardId,
  rankName,
  slotName,
} from "./cards";
export type { CardInfo } from "./cards";
export { DEFAULT_OPTIONS } from "./options";
export { colourFits, placement, topRank } from "./piles";
export { DRAW_FIVE, MAX_EVENTS, validStartCard } from "./rules";
export { OPEN_LIMIT, RESERVE, handSizeFor, partnerOf, positionsOf, seatOf, teamOf } from "./table";

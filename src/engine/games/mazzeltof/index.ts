/**
 * MazzelTof (2 or 4 players in two teams): the Game object the registry, server, UI and bots
 * use. Rules: ./README.md; the authority is the specification (rules/mazzeltof.md).
 */
import { defineGame } from "../../core/define";
import type { Game } from "../../core/game";
import * as bots from "./bot-levels";
import * as moves from "./moves";
import * as options from "./options";
import * as rules from "./rules";
import type { MazzelTofMove, MazzelTofOptions, MazzelTofState, MazzelTofView } from "./types";
import * as views from "./view";
import { score } from "./score";
import { orders } from "./orders";
import { hint } from "./hint";
import { positionsOf, teamOf, teamSeats } from "./table";

/** The MazzelTof game. */
export const mazzeltof: Game<MazzelTofState, MazzelTofMove, MazzelTofOptions, MazzelTofView> =
  defineGame(
    {
      id: "mazzeltof",
      title: "MazzelTof",
      // Two players (one per team) or four (two teams of two), as the rules say (§2).
      seats: { min: 2, max: 4, default: 4, counts: [2, 4] },
      stateVersion: 1,
      score,
      orders,
      hint,
      // The same for every reader but the hands and penalty cards a reader sees (its own, and its
      // partner's hand with partnerSeesHand).
      publicView: {
        phase: true,
        seats: true,
        handSize: true,
        positions: ["hand", "penalty"],
        teams: true,
        piles: true,
        removed: true,
        starter: true,
        active: true,
        activeSeat: true,
        turn: true,
        winner: true,
      },
      // A seat's team is that of its first position (a 3-seat game's lone seat 1 plays two blue ones).
      team: (state, seat) => teamSeats(state, teamOf(positionsOf(state, seat)[0] ?? seat)),
    },
    { rules, views, moves, options, bots },
  );

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

/**
 * Mattazza, the Bolognese tarot game where the highest score loses: the Game object the
 * registry, server, UI and bots use, and what a UI needs (types, card data, names).
 * Rules: ./README.md; the authority is the specification (rules/mattazza.md).
 */
import { defineGame } from "../../core/define";
import type { Game } from "../../core/game";
import * as bots from "./bot-levels";
import * as moves from "./moves";
import * as options from "./options";
import * as rules from "./rules";
import type { MattazzaMove, MattazzaOptions, MattazzaState, MattazzaView } from "./types";
import * as views from "./view";
import { score } from "./score";
import { orders } from "./orders";
import { hint } from "./hint";

/** The usual table size, the create form's default (2 is the variant, A1). */
export const DEFAULT_SEATS = 4;

/** The Mattazza game: 3–6 players, or 2 as the variant (A1). */
export const mattazza: Game<MattazzaState, MattazzaMove, MattazzaOptions, MattazzaView> =
  defineGame(
    {
      id: "mattazza",
      title: "Mattazza",
      seats: { min: 2, max: 6, default: DEFAULT_SEATS },
      stateVersion: 1,
      choices: rules.choices,
      score,
      orders,
      hint,
      // The same for every reader but a seat's own hand and its playable cards.
      publicView: {
        phase: true,
        seatCount: true,
        hand: true,
        dealer: true,
        turn: true,
        trick: true,
        tricksPlayed: true,
        lastWinner: true,
        seats: ["hand"],
        setAsideCount: true,
        foolDebt: true,
        result: true,
      },
    },
    { rules, views, moves, options, bots },
  );

export type * from "./types";
export {
  CARDS,
  CONTATORI,
  MOORS,
  NUMBERED_TRUMPS,
  PACK,
  RANKS,
  ROUND_SUITS,
  SUITS,
  SUIT_NAMES,
  TAROCCHI,
  card,
  cardName,
  followSuit,
  isCounting,
  points,
  suitStrength,
  trumpStrength,
} from "./cards";
export { DEFAULT_OPTIONS } from "./options";
export { CRICCHE, cardPoints, findCricche, findSequences, scorePile, trickCombos } from "./scoring";
export { legalCards, ledSuit, trickWinner } from "./trick";
export { giftCandidates, LAST_TRICK_POINTS, TRICKS_PER_HAND } from "./rules";

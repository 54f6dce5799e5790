/**
 * What a replay of Mattazza needs (web/replay/): the engine's members that rebuild and show a game,
 * imported one by one so the replay embed carries no computer player, and each card's name
 * for the "every hand" strip.
 */
import { optionsSchema } from "../../src/engine/games/mattazza/options";
import { legalMoves, outcome, play, setup, toAct } from "../../src/engine/games/mattazza/rules";
import { view } from "../../src/engine/games/mattazza/view";
import type { GameReplay } from "../replay/build";
import { cardName } from "./cards";

/** Mattazza's replay: its rules and its cards' names. */
export const replayGame: GameReplay = {
  engine: { id: "mattazza", options: optionsSchema, setup, play, view, toAct, outcome, legalMoves },
  cardName: (card) => cardName(card as never),
};

/**
 * What a replay of Mazzo needs (web/replay/): the engine's members that rebuild and show a game,
 * imported one by one so the replay embed carries no computer player, and each card's name
 * for the "every hand" strip.
 */
import { optionsSchema } from "../../src/engine/games/mazzo/options";
import { legalMoves, outcome, play, setup, toAct } from "../../src/engine/games/mazzo/rules";
import { view } from "../../src/engine/games/mazzo/view";
import type { GameReplay } from "../replay/build";
import { cName } from "./cards";
import "./all-decks";

/** Mazzo's replay: its rules and its cards' names. */
export const replayGame: GameReplay = {
  engine: { id: "mazzo", options: optionsSchema, setup, play, view, toAct, outcome, legalMoves },
  cardName: (card) => cName(card as never),
};

/**
 * What a replay of Pazaak needs (web/replay/): the engine's members that rebuild and show a game,
 * imported one by one so the replay embed carries no computer player, and each card's name
 * for the "every hand" strip.
 */
import { optionsSchema } from "../../src/engine/games/pazaak/options";
import { legalMoves, outcome, play, setup, toAct } from "../../src/engine/games/pazaak/rules";
import { view } from "../../src/engine/games/pazaak/view";
import type { GameReplay } from "../replay/build";
import { cardName } from "./cards";
// With the faces too, so the cards' names and faces stay one chunk of the app's build (this
// part alone would split them into two files that every table page then downloads).
import "./Card";

/** Pazaak's replay: its rules and its cards' names. */
export const replayGame: GameReplay = {
  engine: { id: "pazaak", options: optionsSchema, setup, play, view, toAct, outcome, legalMoves },
  cardName: (card) => cardName(card as never),
};

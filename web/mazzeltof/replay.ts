/**
 * What a replay of MazzelTof needs (web/replay/): the engine's members that rebuild and show a game,
 * imported one by one so the replay embed carries no computer player, and each card's name
 * for the "every hand" strip.
 */
import { optionsSchema } from "../../src/engine/games/mazzeltof/options";
import { legalMoves, outcome, play, setup, toAct } from "../../src/engine/games/mazzeltof/rules";
import { view } from "../../src/engine/games/mazzeltof/view";
import type { GameReplay } from "../replay/build";
import { cardWords } from "./names";

/** MazzelTof's replay: its rules and its cards' names. */
export const replayGame: GameReplay = {
  engine: {
    id: "mazzeltof",
    options: optionsSchema,
    setup,
    play,
    view,
    toAct,
    outcome,
    legalMoves,
  },
  cardName: (card) => cardWords(card as never),
};

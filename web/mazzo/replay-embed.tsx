/**
 * Entry of Mazzo's replay embed (/embed/replay/{id}, web/replay/embed.tsx), a build of its own:
 * the table, its results, its words and its cards' names (no engine: the server answers each
 * step). The game's end is in the entry, not a chunk as in the spectator embed: a finished
 * game's replay opens at its end, where it is drawn at once; a turn's result, which only an
 * earlier step holds, comes when the reader reaches for the steps (replay/step-part.tsx). A
 * seat's hand part loads when the replay is seen as a seat. memory.ts first, before any
 * preference is read.
 */
import "../embed/memory";
import { useLazy } from "../lazy";
import { withPack } from "../i18n";
import { mazzoTable } from "./Table";
import { cName } from "./cards";
import { loadDecks } from "./deck";
import { tableWords } from "./words/table";
import { seatWords } from "./words/seat";
import { startReplayEmbed } from "../replay/embed";
import { withSeatSheets } from "../replay/seat-part";
import { stepPart } from "../replay/step-part";
import { MatchEnd } from "./MatchEnd";
import css from "./results.css?inline";
import * as ends from "./ends";

/** The results' part (result-part.ts), a turn's result a part of its own. */
const results = {
  MatchEnd,
  css,
  TurnResult: stepPart(() => import("./TurnResult").then((m) => m.TurnResult)),
};

const MazzoTable = mazzoTable(
  // With its own words (words/seat.ts): a replay that opens at the game's end shows no hand.
  (seated) => useLazy(() => withPack(withSeatSheets(import("./seat")), seatWords), seated),
  () => results,
  () => ends,
);

// Every deck's names with the choices, which draw every hand (a table loads its own deck).
startReplayEmbed("mazzo", MazzoTable, tableWords, (card) => cName(card as never), loadDecks);

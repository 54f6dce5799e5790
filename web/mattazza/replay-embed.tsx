/**
 * Entry of Mattazza's replay embed (/embed/replay/{id}, web/replay/embed.tsx), a build of its own:
 * the table, its results, its words and its cards' names (no engine: the server answers each
 * step). The match's end is in the entry, not a chunk as in the spectator embed: a finished
 * game's replay opens at its end, where it is drawn at once; a trick's or a hand's result, which
 * only an earlier step holds, comes when the reader reaches for the steps
 * (replay/step-part.tsx). A seat's hand part loads when the replay is seen as a seat. memory.ts first, before any
 * preference is read.
 */
import "../embed/memory";
import { useLazy } from "../lazy";
import { withPack } from "../i18n";
import { mattazzaTable } from "./Table";
import { cardName } from "./cards";
import { tableWords } from "./words/table";
import { seatWords } from "./words/seat";
import { startReplayEmbed } from "../replay/embed";
import { withSeatSheets } from "../replay/seat-part";
import { stepPart } from "../replay/step-part";
import { HandScores, MatchEnd } from "./Results";
import css from "./results.css?inline";

/** The results' part (result-part.ts), a trick's or a hand's result a part of its own. */
const results = {
  HandScores,
  MatchEnd,
  css,
  EndResult: stepPart(() => import("./EndResult").then((m) => m.EndResult)),
};

const MattazzaTable = mattazzaTable(
  // With its own words (words/seat.ts): a replay that opens at the game's end shows no hand.
  (seated) => useLazy(() => withPack(withSeatSheets(import("./seat")), seatWords), seated),
  () => results,
);

startReplayEmbed("mattazza", MattazzaTable, tableWords, (card) => cardName(card as never));

/**
 * Entry of MazzelTof's replay embed (/embed/replay/{id}, web/replay/embed.tsx), a build of its own:
 * the table, its results, its words and its cards' names (no engine: the server answers each
 * step). The match's end is in the entry, not a chunk as in the spectator embed: a finished
 * game's replay opens at its end, where it is drawn at once; a completed pile's result, which
 * only an earlier step holds, comes when the reader reaches for the steps
 * (replay/step-part.tsx). memory.ts first, before any preference is read.
 */
import "../embed/memory";
import { useLazy } from "../lazy";
import { withPack } from "../i18n";
import { mazzeltofTable } from "./Table";
import { cardWords } from "./names";
import { tableWords } from "./words/table";
import { seatWords } from "./words/seat";
import { startReplayEmbed } from "../replay/embed";
import { withSeatSheets } from "../replay/seat-part";
import { stepPart } from "../replay/step-part";
import { MatchResult } from "../components/MatchResult";
import { resultTitle } from "./result";

/** The results' part (result-part.ts), a pile's result held on screen a part of its own. */
const results = {
  MatchResult,
  resultTitle,
  RoundResult: stepPart(() => import("../components/RoundResult").then((m) => m.RoundResult)),
};

// A replay seen as a seat shows its hand: that part comes then.
const MazzelTofTable = mazzeltofTable(
  // With its own words (words/seat.ts): a replay that opens at the game's end shows no hand.
  (seated) => useLazy(() => withPack(withSeatSheets(import("./seat")), seatWords), seated),
  () => results,
);

startReplayEmbed("mazzeltof", MazzelTofTable, tableWords, (card) => cardWords(card as never));

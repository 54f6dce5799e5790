/**
 * Entry of Pazaak's replay embed (/embed/replay/{id}, web/replay/embed.tsx), a build of its own:
 * the table, its results, its words and its cards' names (no engine: the server answers each
 * step). The match's end is in the entry, not a chunk as in the spectator embed: a finished
 * game's replay opens at its end, where it is drawn at once; a set's result, which only an earlier step holds,
 * comes when the reader reaches for the steps (replay/step-part.tsx). memory.ts first, before
 * any preference is read.
 */
import "../embed/memory";
import { useLazy } from "../lazy";
import { withPack } from "../i18n";
import { pazaakTable } from "./Table";
import { Board } from "./Board";
import { cardName } from "./cards";
import { tableWords } from "./words/table";
import { seatWords } from "./words/seat";
import { startReplayEmbed } from "../replay/embed";
import { withSeatSheets } from "../replay/seat-part";
import { stepPart } from "../replay/step-part";
import { MatchResult } from "../components/MatchResult";

/** The results' part (result-part.ts), a set's result held on screen a part of its own. */
const results = {
  MatchResult,
  SetResult: stepPart(() => import("./SetResult").then((m) => m.SetResult)),
};

/** The boards, drawn at once: the embed's own sheet has their rules (embed/boot.tsx). */
const felt = { Board };

// A spectator embed (a blog's) never loads the hand: only a seat does.
const PazaakTable = pazaakTable(
  // With its own words (words/seat.ts): a replay that opens at the game's end shows no hand.
  (seated) => useLazy(() => withPack(withSeatSheets(import("./seat")), seatWords), seated),
  () => results,
  () => felt,
);

startReplayEmbed("pazaak", PazaakTable, tableWords, (card) => cardName(card as never));

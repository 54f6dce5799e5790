/**
 * Entry of Mattazza's replay embed (/embed/replay/{id}, web/replay/embed.tsx), a build of its own:
 * the table, its results, its words and its cards' names (no engine: the server answers each
 * step). The match's end is in the entry, not a chunk as in the spectator embed: a finished
 * game's replay opens at its end, where it is drawn at once; a trick's or a hand's result, which
 * only an earlier step holds, comes when the reader reaches for the steps
 * (replay/step-part.tsx). The table's sheet is its base (base.css): a match's end draws no
 * card, so the felt's and the cards' rules (felt.css) come for an earlier step. A seat's hand
 * part loads when the replay is seen as a seat. memory.ts first, before any preference is read.
 */
import "../embed/memory";
import { useLazy } from "../lazy";
import type { TableProps } from "../table-props";
import { useStyles } from "../styles/adopt";
import { withPack } from "../i18n";
import { mattazzaTable } from "./Table";
import baseCss from "./base.css?inline";
import { cardName } from "./cards";
import { tableWords } from "./words/table";
import { seatWords } from "./words/seat";
import { startReplayEmbed } from "../replay/embed";
import { withSeatSheets } from "../replay/seat-part";
import { stepPart } from "../replay/step-part";
import { alsoAtReach } from "../replay/near";
import { HandScores, MatchEnd } from "./Results";
import css from "./results.css?inline";

/** The results' part (result-part.ts), a trick's or a hand's result a part of its own. */
const results = {
  HandScores,
  MatchEnd,
  css,
  EndResult: stepPart(() => import("./EndResult").then((m) => m.EndResult)),
};

/** The felt's and the cards' sheet (felt-sheet.ts), which a match's end does not draw. */
let felt: Promise<string> | undefined;
/** …and once it has come: a table drawn again (another step) applies it from its first frame. */
let feltCss: string | undefined;
const loadFelt = () => (felt ??= import("./felt-sheet").then((m) => (feltCss = m.css)));
// An address naming a move (#m=42, ?m=42: replay/address.ts) may open before the end: the sheet
// comes then beside the replay's index and step, before a card is drawn; otherwise once the
// reader reaches for the steps.
if (/(^|[?#&])m=/.test(`${location.search}&${location.hash}`)) void loadFelt();
alsoAtReach(() => void loadFelt());

const MattazzaTable = mattazzaTable(
  baseCss,
  // With its own words (words/seat.ts): a replay that opens at the game's end shows no hand.
  (seated) => useLazy(() => withPack(withSeatSheets(import("./seat")), seatWords), seated),
  () => results,
);

/** The table with the felt's sheet, applied once it is on its way or a step before the end is. */
function ReplayTable(props: TableProps) {
  const css = useLazy(loadFelt, props.table.outcome === null || felt !== undefined);
  useStyles(css ?? feltCss);
  return <MattazzaTable {...props} />;
}

startReplayEmbed("mattazza", ReplayTable, tableWords, (card) => cardName(card as never));

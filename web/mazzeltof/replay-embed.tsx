/**
 * Entry of MazzelTof's replay embed (/embed/replay/{id}, web/replay/embed.tsx), a build of its own:
 * the table, its words and its cards' names (no engine: the server answers each step).
 * memory.ts first, before any preference is read.
 */
import "../embed/memory";
import { useLazy } from "../lazy";
import { mazzeltofTable } from "./Table";
import { cardWords } from "./names";
import { words } from "./words";
import { startReplayEmbed } from "../replay/embed";
// In the entry, not a chunk: a finished game's replay opens at its end, whose results draw at once.
import * as results from "./result-part";

// A replay seen as a seat shows its hand: that part comes then.
const MazzelTofTable = mazzeltofTable(
  (seated) => useLazy(() => import("./seat"), seated),
  () => results,
);

startReplayEmbed("mazzeltof", MazzelTofTable, words, (card) => cardWords(card as never));

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

const MazzelTofTable = mazzeltofTable((near) => useLazy(() => import("./result-part"), near));

startReplayEmbed("mazzeltof", MazzelTofTable, words, (card) => cardWords(card as never));

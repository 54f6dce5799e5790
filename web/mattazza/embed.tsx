/**
 * Entry of Mattazza's spectator embed (/embed/g/{id}, web/embed/start.tsx), a build of its own:
 * the table, imported here so that it is one file with the embed, and its words. It imports
 * nothing of the manifest (index.ts), whose lazy loaders would split the table into chunks of
 * its own. memory.ts first, before any preference is read.
 */
import "../embed/memory";
import { useLazy } from "../lazy";
import { mattazzaTable } from "./Table";
// The table's styles come with its chunk, not with every page's CSS.
import tableCss from "./table.css?inline";
import { words } from "./words";
import { startEmbed } from "../embed/start";

/**
 * A spectator's table: never a seat's part (its hand and choices), so this build holds nothing
 * of it and the embed's sheet and words keep none of its rules and words; the results come when
 * the first is to show.
 */
const MattazzaTable = mattazzaTable(
  tableCss,
  () => null,
  (near) => useLazy(() => import("./result-part"), near),
);

startEmbed("mattazza", () => Promise.resolve(MattazzaTable), words);

/**
 * Entry of Mazzo's embedded pages (web/embed/start.tsx), a build of its own: the table, its
 * words and the try page's seat count. It imports nothing of the manifest (index.ts), whose
 * lazy loaders would split this table into chunks of its own. memory.ts first, before any
 * preference is read.
 */
import "../embed/memory";
import { useLazy } from "../lazy";
import { mazzoTable } from "./Table";
import { words } from "./words";
import { startEmbed } from "../embed/start";

// A spectator embed (a blog's) never loads the hand and its choices: only a seat does; the
// results come when the first is to show.
const MazzoTable = mazzoTable(
  (seated) => useLazy(() => import("./seat"), seated),
  (near) => useLazy(() => import("./result-part"), near),
);

/** A game against the computer on the try page: Mazzo is a duel. */
const trySeats = 2;

startEmbed("mazzo", MazzoTable, words, trySeats);

/**
 * Entry of MazzelTof's embedded pages (web/embed/start.tsx), a build of its own: the table, its
 * words and the try page's seat count. It imports nothing of the manifest (index.ts), whose
 * lazy loaders would split this table into chunks of its own. memory.ts first, before any
 * preference is read.
 */
import "../embed/memory";
import { useLazy } from "../lazy";
import { mazzeltofTable } from "./Table";
import { words } from "./words";
import { startEmbed } from "../embed/start";

// The results come when the first is to show: a blog reader's first visit does without them.
const MazzelTofTable = mazzeltofTable((near) => useLazy(() => import("./result-part"), near));

/** A game against the computer on the try page: the two-player game, the reader against one. */
const trySeats = 2;

startEmbed("mazzeltof", MazzelTofTable, words, trySeats);

/**
 * Entry of MazzelTof's try page (/embed/try/mazzeltof, web/embed/start.tsx), a build of its own: the
 * start screen first, the table (embed-table.tsx) a chunk that comes once the reader deals: a
 * blog page is read by many who never play. memory.ts first, before any preference is read.
 */
import "../embed/memory";
import { words } from "./words";
import { startTry } from "../embed/try-page";

/** A game against the computer on the try page: the two-player game, the reader against one. */
const trySeats = 2;

startTry("mazzeltof", trySeats, words, () => import("./embed-table").then((m) => m.MazzelTofTable));

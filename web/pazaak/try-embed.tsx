/**
 * Entry of Pazaak's try page (/embed/try/pazaak, web/embed/start.tsx), a build of its own: the
 * start screen first, the table (embed-table.tsx) a chunk that comes once the reader deals: a
 * blog page is read by many who never play. memory.ts first, before any preference is read.
 */
import "../embed/memory";
import { words } from "./words";
import { startTry } from "../embed/try-page";

/** A game against the computer on the try page: Pazaak is a duel. */
const trySeats = 2;

startTry("pazaak", trySeats, words, () => import("./embed-table").then((m) => m.PazaakTable));

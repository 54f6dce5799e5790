/**
 * Entry of Pazaak's embedded pages (web/embed/start.tsx), a build of its own: the table, its
 * words and the try page's seat count. It imports nothing of the manifest (index.ts), whose
 * lazy loaders would split this table into chunks of its own. memory.ts first, before any
 * preference is read.
 */
import "../embed/memory";
import { useLazy } from "../lazy";
import { pazaakTable } from "./Table";
import { words } from "./words";
import { startEmbed } from "../embed/start";

// A spectator embed (a blog's) never loads the hand: only a seat does; the results
// come when the first is to show.
const PazaakTable = pazaakTable(
  (seated) => useLazy(() => import("./seat"), seated),
  (near) => useLazy(() => import("./result-part"), near),
);

/** A game against the computer on the try page: Pazaak is a duel. */
const trySeats = 2;

startEmbed("pazaak", PazaakTable, words, trySeats);

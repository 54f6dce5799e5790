/**
 * Entry of Pazaak's try page (/embed/try/pazaak, web/embed/start.tsx), a build of its own: the
 * start screen first, the table (embed-table.tsx) a chunk that comes once the reader deals: a
 * blog page is read by many who never play. memory.ts first, before any preference is read.
 */
import "../embed/memory";
import { joinPacks } from "../i18n/join-packs";
import { words } from "./words";
import { seatWords } from "./words/seat";
import { startTry } from "../embed/try-page";

/** A game against the computer on the try page: Pazaak is a duel. */
const trySeats = 2;

// The reader sits down at once: the seat's words come with the table's, in the first words file.
startTry("pazaak", trySeats, joinPacks(words, seatWords), () =>
  import("./embed-table").then((m) => m.PazaakTable),
);

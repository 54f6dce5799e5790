/**
 * Entry of Mazzo's replay embed (/embed/replay/{id}, web/replay/embed.tsx), a build of its own:
 * the table, its words and its cards' names (no engine: the server answers each step). A
 * seat's hand part loads when the replay is seen as a seat. memory.ts first, before any
 * preference is read.
 */
import "../embed/memory";
import { useLazy } from "../lazy";
import { mazzoTable } from "./Table";
import { cName } from "./cards";
import "./all-decks";
import { words } from "./words";
import { startReplayEmbed } from "../replay/embed";

const MazzoTable = mazzoTable(
  (seated) => useLazy(() => import("./seat"), seated),
  (near) => useLazy(() => import("./result-part"), near),
);

startReplayEmbed("mazzo", MazzoTable, words, (card) => cName(card as never));

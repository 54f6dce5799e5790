/**
 * Entry of Pazaak's replay embed (/embed/replay/{id}, web/replay/embed.tsx), a build of its own:
 * the table, its words and its cards' names (no engine: the server answers each step).
 * memory.ts first, before any preference is read.
 */
import "../embed/memory";
import { PazaakTable } from "./PazaakTable";
import { cardName } from "./cards";
import { words } from "./words";
import { startReplayEmbed } from "../replay/embed";

startReplayEmbed("pazaak", PazaakTable, words, (card) => cardName(card as never));

/** Entry of Pazaak's embedded pages (start.tsx); memory.ts first, before any preference is read. */
import "./memory";
import { PazaakTable } from "../pazaak/PazaakTable";
import { words } from "../pazaak/words";
import { startEmbed } from "./start";

startEmbed("pazaak", PazaakTable, words);

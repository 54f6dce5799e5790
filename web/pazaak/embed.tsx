/** Entry of Pazaak's embedded pages (web/embed/start.tsx); memory.ts first, before any preference is read. */
import "../embed/memory";
import { PazaakTable } from "./PazaakTable";
import { words } from "./words";
import { startEmbed } from "../embed/start";

startEmbed("pazaak", PazaakTable, words);

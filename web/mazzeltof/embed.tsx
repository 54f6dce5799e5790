/** Entry of MazzelTof's embedded pages (web/embed/start.tsx); memory.ts first, before any preference is read. */
import "../embed/memory";
import { MazzelTofTable } from "./MazzelTofTable";
import { words } from "./words";
import { startEmbed } from "../embed/start";

startEmbed("mazzeltof", MazzelTofTable, words);

/** Entry of Mazzo's embedded pages (start.tsx); memory.ts first, before any preference is read. */
import "./memory";
import { MazzoTable } from "../mazzo/MazzoTable";
import { words } from "../mazzo/words";
import { startEmbed } from "./start";

startEmbed("mazzo", MazzoTable, words);

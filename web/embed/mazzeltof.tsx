/** Entry of MazzelTof's embedded pages (start.tsx); memory.ts first, before any preference is read. */
import "./memory";
import { MazzelTofTable } from "../mazzeltof/MazzelTofTable";
import { words } from "../mazzeltof/words";
import { startEmbed } from "./start";

startEmbed("mazzeltof", MazzelTofTable, words);

/** Entry of Mattazza's embedded pages (start.tsx); memory.ts first, before any preference is read. */
import "./memory";
import { MattazzaTable } from "../mattazza/MattazzaTable";
import { words } from "../mattazza/words";
import { startEmbed } from "./start";

startEmbed("mattazza", MattazzaTable, words);

/** Entry of Mattazza's embedded pages (start.tsx); memory.ts first, before any preference is read. */
import "./memory";
import { useLazy } from "../lazy";
import { mattazzaTable } from "../mattazza/Table";
import { words } from "../mattazza/words";
import { startEmbed } from "./start";

// A spectator embed (a blog's) never loads the hand and its choices: only a seat does.
const MattazzaTable = mattazzaTable((seated) => useLazy(() => import("../mattazza/seat"), seated));

startEmbed("mattazza", MattazzaTable, words);

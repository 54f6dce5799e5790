/** Entry of Mazzo's embedded pages (start.tsx); memory.ts first, before any preference is read. */
import "./memory";
import { useLazy } from "../lazy";
import { mazzoTable } from "../mazzo/Table";
import { words } from "../mazzo/words";
import { startEmbed } from "./start";

// A spectator embed (a blog's) never loads the hand and its choices: only a seat does.
const MazzoTable = mazzoTable((seated) => useLazy(() => import("../mazzo/seat"), seated));

startEmbed("mazzo", MazzoTable, words);

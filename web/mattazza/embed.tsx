/** Entry of Mattazza's embedded pages (web/embed/start.tsx); memory.ts first, before any preference is read. */
import "../embed/memory";
import { useLazy } from "../lazy";
import { mattazzaTable } from "./Table";
import { words } from "./words";
import { startEmbed } from "../embed/start";

// A spectator embed (a blog's) never loads the hand and its choices: only a seat does.
const MattazzaTable = mattazzaTable((seated) => useLazy(() => import("./seat"), seated));

startEmbed("mattazza", MattazzaTable, words);

/**
 * Entry of Mattazza's spectator embed (/embed/g/{id}, web/embed/start.tsx), a build of its own:
 * the table, imported here so that it is one file with the embed, and its words. It imports
 * nothing of the manifest (index.ts), whose lazy loaders would split the table into chunks of
 * its own. memory.ts first, before any preference is read.
 */
import "../embed/memory";
import { MattazzaTable } from "./embed-table";
import { words } from "./words";
import { startEmbed } from "../embed/start";

startEmbed("mattazza", () => Promise.resolve(MattazzaTable), words);

/**
 * Mazzo's table as the embeds draw it (web/mazzo/embed.tsx, a spectator's; try-embed.tsx, a
 * reader's against the computer): the table with its later parts as chunks of their own.
 */
import { useLazy } from "../lazy";
import { mazzoTable } from "./Table";

// A spectator embed (a blog's) never loads the hand and its choices: only a seat does; the
// results come when the first is to show.
export const MazzoTable = mazzoTable(
  (seated) => useLazy(() => import("./seat"), seated),
  (near) => useLazy(() => import("./result-part"), near),
  (told) => useLazy(() => import("./ends"), told),
);

/**
 * Mattazza's table as the embeds draw it (web/mattazza/embed.tsx, a spectator's; try-embed.tsx, a
 * reader's against the computer): the table with its later parts as chunks of their own.
 */
import { useLazy } from "../lazy";
import { mattazzaTable } from "./Table";
// The table's styles come with its chunk, not with every page's CSS.
import tableCss from "./table.css?inline";

// A spectator embed (a blog's) never loads the hand and its choices: only a seat does.
export const MattazzaTable = mattazzaTable(
  tableCss,
  (seated) => useLazy(() => import("./seat"), seated),
  (near) => useLazy(() => import("./result-part"), near),
);

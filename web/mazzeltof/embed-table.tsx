/**
 * MazzelTof's table as the embeds draw it (web/mazzeltof/embed.tsx, a spectator's; try-embed.tsx, a
 * reader's against the computer): the table with its later parts as chunks of their own.
 */
import { useLazy } from "../lazy";
import { mazzeltofTable } from "./Table";

// The results come when the first is to show: a blog reader's first visit does without them.
export const MazzelTofTable = mazzeltofTable((near) =>
  useLazy(() => import("./result-part"), near),
);

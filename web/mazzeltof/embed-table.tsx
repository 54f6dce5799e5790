/**
 * MazzelTof's table as the try page draws it (web/mazzeltof/try-embed.tsx, a reader's against the
 * computer): the table with its later parts as chunks of their own. The spectator embed makes
 * its own, without a seat's part (embed.tsx).
 */
import { useLazy } from "../lazy";
import { mazzeltofTable } from "./Table";

// The reader's hand comes for the seat; the results when the first is to show.
export const MazzelTofTable = mazzeltofTable(
  (seated) => useLazy(() => import("./seat"), seated),
  (near) => useLazy(() => import("./result-part"), near),
);

/**
 * The MazzelTof table of the game page: the results come when the first is to show, as in an
 * embed (Table.tsx), so a table link's first visit does not carry them.
 */
import { useLazy } from "../lazy";
import { mazzeltofTable } from "./Table";

/** The whole MazzelTof table for a seat or a spectator. */
export const MazzelTofTable = mazzeltofTable((near) =>
  useLazy(() => import("./result-part"), near),
);

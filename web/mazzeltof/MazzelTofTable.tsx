/**
 * The MazzelTof table of the game page: the seated player's part is bundled with it (Table.tsx);
 * the results come when the first is to show, as in an embed, so a table link's first visit does
 * not carry them.
 */
import { useLazy } from "../lazy";
import * as seat from "./seat";
import { mazzeltofTable } from "./Table";

/** The whole MazzelTof table for a seat or a spectator. */
export const MazzelTofTable = mazzeltofTable(
  () => seat,
  (near) => useLazy(() => import("./result-part"), near),
);

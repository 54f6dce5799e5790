/** The MazzelTof table of the game page: the results are bundled with it (Table.tsx). */
import * as results from "./result-part";
import { mazzeltofTable } from "./Table";

/** The whole MazzelTof table for a seat or a spectator. */
export const MazzelTofTable = mazzeltofTable(() => results);

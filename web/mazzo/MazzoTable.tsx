/** The Mazzo table of the game page: the seated player's part and the results are bundled with it (Table.tsx). */
import * as results from "./result-part";
import * as seat from "./seat";
import { mazzoTable } from "./Table";

/** The whole Mazzo table for a seat or a spectator. */
export const MazzoTable = mazzoTable(
  () => seat,
  () => results,
);

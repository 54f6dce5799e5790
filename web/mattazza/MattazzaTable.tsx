/** The Mattazza table of the game page: the seated player's part and the results are bundled with it (Table.tsx). */
import * as results from "./result-part";
import * as seat from "./seat";
import { mattazzaTable } from "./Table";

/** The whole Mattazza table for a seat or a spectator. */
export const MattazzaTable = mattazzaTable(
  () => seat,
  () => results,
);

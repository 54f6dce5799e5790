/** The Pazaak table of the game page: the seated player's part and the results are bundled with it (Table.tsx). */
import * as results from "./result-part";
import * as seat from "./seat";
import { pazaakTable } from "./Table";

/** The whole Pazaak table for a seat or a spectator. */
export const PazaakTable = pazaakTable(
  () => seat,
  () => results,
);

/**
 * The Mazzo table of the game page: the seated player's part is bundled with it (Table.tsx); the
 * results come when the first is to show, as in an embed, so a table link's first visit does not
 * carry them.
 */
import { useLazy } from "../lazy";
import * as seat from "./seat";
import { mazzoTable } from "./Table";

/** The whole Mazzo table for a seat or a spectator. */
export const MazzoTable = mazzoTable(
  () => seat,
  (near) => useLazy(() => import("./result-part"), near),
  (told) => useLazy(() => import("./ends"), told),
);

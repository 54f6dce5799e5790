/**
 * The Mattazza table of the game page: the seated player's part is bundled with it (Table.tsx); the
 * results come when the first is to show, as in an embed, so a table link's first visit does not
 * carry them.
 */
import { useLazy } from "../lazy";
import * as seat from "./seat";
import { mattazzaTable } from "./Table";
// The table's styles come with its chunk, not with every page's CSS.
import tableCss from "./table.css?inline";

/** The whole Mattazza table for a seat or a spectator. */
export const MattazzaTable = mattazzaTable(
  tableCss,
  () => seat,
  (near) => useLazy(() => import("./result-part"), near),
);

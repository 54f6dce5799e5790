/**
 * The Pazaak table of the game page: the seated player's hand and the boards with the sheet of
 * the table during play (play.ts) come once the reader's side deck is chosen (a spectator's
 * boards once the match is under way), the results when the first is to show (Table.tsx), so a
 * table link's first visit (the side deck builder) carries none of them.
 */
import { useLazy } from "../lazy";
import { pazaakTable } from "./Table";

/** The whole Pazaak table for a seat or a spectator. */
export const PazaakTable = pazaakTable(
  (seated) => useLazy(() => import("./seat"), seated),
  (near) => useLazy(() => import("./result-part"), near),
  (near) => useLazy(() => import("./play"), near),
);

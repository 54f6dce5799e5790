/**
 * The Pazaak table of the game page: the seated player's hand comes once the reader's side deck
 * is chosen, the results when the first is to show (Table.tsx), as in an embed, so a table
 * link's first visit (the side deck builder) carries neither.
 */
import { useLazy } from "../lazy";
import { pazaakTable } from "./Table";

/** The whole Pazaak table for a seat or a spectator. */
export const PazaakTable = pazaakTable(
  (seated) => useLazy(() => import("./seat"), seated),
  (near) => useLazy(() => import("./result-part"), near),
);

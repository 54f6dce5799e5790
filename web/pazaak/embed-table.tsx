/**
 * Pazaak's table as the embeds draw it (web/pazaak/embed.tsx, a spectator's; try-embed.tsx, a
 * reader's against the computer): the table with its later parts as chunks of their own.
 */
import { useLazy } from "../lazy";
import { pazaakTable } from "./Table";
import { Board } from "./Board";

/** The boards, drawn at once: the embed's own sheet has their rules (embed/boot.tsx). */
const felt = { Board };

// A spectator embed (a blog's) never loads the hand: only a seat does; the results
// come when the first is to show.
export const PazaakTable = pazaakTable(
  (seated) => useLazy(() => import("./seat"), seated),
  (near) => useLazy(() => import("./result-part"), near),
  () => felt,
);

/**
 * The Mattazza table's words in Italian, as a table page, a lesson and the try and spectator embeds
 * load them: the words every table draws with (table-it.ts) and a seated player's own
 * (seat-it.ts). A replay embed loads the two apart: the seat's only with the seat's part.
 */
import type { MattazzaWords } from "./en";
import { words as table } from "./table-it";
import { words as seat } from "./seat-it";

export const words: MattazzaWords = { ...table, ...seat };

/**
 * The Mazzo table's words in English, as a table page, a lesson and the try and spectator embeds
 * load them: the words every table draws with (table-en.ts) and a seated player's own
 * (seat-en.ts). A replay embed loads the two apart: the seat's only with the seat's part.
 */
import { words as table } from "./table-en";
import { words as seat } from "./seat-en";

export const words = { ...table, ...seat };

/** The shape of this pack in every language. */
export type MazzoWords = Record<keyof typeof words, string>;

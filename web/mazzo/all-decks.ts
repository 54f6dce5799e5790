/**
 * Every deck here at once (deck.ts loads M28 as a part of its own): for what names cards apart
 * from a table, whose deck it may not have loaded (a replay's "every hand" strip).
 */
import type { CardDef } from "../../src/engine/games/mazzo/types";
import { addDeck } from "./deck";
import { M28 } from "./deck-m28";

addDeck("M28", M28 as CardDef[]);

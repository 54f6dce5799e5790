/**
 * Pazaak's play part on the game page: the boards and the sheet of the table during play
 * (styles/play.css: the felt, the boards; styles/hand.css: the hand and its actions). A table link's first screen
 * is the side deck builder, so the table loads this part once the match is under way or the
 * reader's deck is chosen (PazaakTable.tsx), beside the hand; the embeds draw the boards at once
 * and have the sheet in their own.
 */
import playCss from "../styles/play.css?inline";
import handCss from "../styles/hand.css?inline";
import { adoptStyles } from "../styles/adopt";

// Ranked with the table parts' sheet they come from (styles/adopt.ts).
adoptStyles(playCss, 2);
adoptStyles(handCss, 2);

export { Board } from "./Board";

/**
 * The shared sheets only a seat draws (styles/card-buttons.css, styles/hand.css), applied for
 * good once a replay embed is seen as a seat (seat-part.ts). Every other page has them in its
 * first sheet: a table's (scripts/build-web.mjs APP.tableSheets), a spectator's or try page's
 * embed (embed/start.tsx).
 */
import cardButtonsCss from "../styles/card-buttons.css?inline";
import handCss from "../styles/hand.css?inline";
import { adoptStyles } from "../styles/adopt";

// Ranked with the table parts' sheets they come from (styles/adopt.ts): before a game's sheet
// and its seat's, which refine them.
adoptStyles(cardButtonsCss, 2);
adoptStyles(handCss, 2);

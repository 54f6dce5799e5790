/**
 * The game page's lazy chunk (web/app.tsx loads it for /g/{id}; the Worker's HTML for a game
 * preloads it): the page itself and the game page's layout (game.css: presence, links, folds;
 * the share and join screens and the players panel bring their own sheets); each game's table
 * brings the table parts' styles (cards, the shared table), trimmed to the game
 * (scripts/build-web.mjs, `tableStyles`). The home, create and rules pages never download
 * them; the share page loads this chunk for the same styles, and it is the table's next
 * (docs/decisions.md, "One core chunk, and every page brings its own").
 */
import gameCss from "../styles/game.css?inline";
import { adoptStyles } from "../styles/adopt";

// Before any page's or game's own sheet and the table parts', as in the old main stylesheet.
adoptStyles(gameCss, 1);

// The parts every game's table uses: with these here, they travel in this chunk (every game's
// table modules import it, scripts/page-weight.mjs `oneCore`) instead of small files of their own.
// Not the results' frame (components/RoundResult): each game's results part brings it when the
// first result is to show.
import "../components/MoveLog";
import "../components/CardHelp";
import "../components/LastMove";
import "../components/LazyRematch";
import "../components/ThinkingDots";
import "../components/SeatName";
import "../components/round-timeline";
import "../components/ending";

export { GamePage } from "./GamePage";
// For the replay page (web/app.tsx), which shows a table without the game page.
export { loadTable } from "../tables";

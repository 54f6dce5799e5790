/**
 * What every page that draws a game's table shares, a chunk of its own (web/app.tsx's game page,
 * the lessons, the replays and the share page load it): the game page's layout (game.css:
 * presence, links, folds; the share and join screens and the players panel bring their own
 * sheets), the table parts every game's table uses and the table loader. Each game's table
 * brings the table parts' styles (cards, the shared table), trimmed to the game
 * (scripts/build-web.mjs, `tableStyles`). The home, create and rules pages never download it.
 * Apart from the live game page (game-page.ts: its socket, stream and seat's controls) so that a
 * lesson, which plays in the browser, does not download what only a live game runs
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
// The lesson page uses these as the game page does: here, not a small shared file of their own.
import "../components/focus";
import "../components/coach/why";

// For the pages that show a table without the game page (lessons, replays).
export { loadTable } from "../tables";

/**
 * The game page's lazy chunk (web/app.tsx loads it for /g/{id}; the Worker's HTML for a game
 * preloads it): the live page itself (its socket, the table stream, a seat's controls) on top
 * of what every page with a table shares (table-parts.ts), which a lesson loads without this.
 */
import "./table-parts";

export { GamePage } from "./GamePage";
export { loadTable } from "../tables";

/**
 * The seated player's part of a Pazaak table: the hand and its actions, and the advice that
 * puts "Stand" first. The game page bundles it with the table, an embed loads it only for a
 * seat (Table.tsx `useSeat`).
 */
export { Hand } from "./Hand";
export { standAdvised } from "../../src/engine/games/pazaak/advice";

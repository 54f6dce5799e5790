/**
 * What only a Mazzo table's results draw (a turn's clash or doubt, the game's end), as a module
 * of its own: the game page bundles it with the table, an embed loads it when the first result is
 * to show (Table.tsx `useResults`), so a blog reader's first visit does not carry it.
 */
export { TurnCards, TurnResult } from "./TurnResult";
export { MatchResult } from "../components/RoundResult";
/** The results' own rules (results.css), which the table applies after its sheet. */
export { default as css } from "./results.css?inline";

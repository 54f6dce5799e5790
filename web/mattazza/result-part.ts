/**
 * What only a Mattazza table's results draw (a trick's, a hand's, the match's), as a module of
 * its own: the game page bundles it with the table, an embed loads it once a trick is under way
 * (Table.tsx `useResults`), so a blog reader's first visit does not carry it.
 */
export { EndResult, HandScores } from "./Results";
export { MatchResult } from "../components/RoundResult";
/** The results' own rules (results.css), which the table applies after its sheet. */
export { default as css } from "./results.css?inline";

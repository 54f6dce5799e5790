/**
 * What only a Mattazza table's results draw (a trick's, a hand's, the match's), as a module of
 * its own: the game page and a spectator embed load it when the first result is to show
 * (Table.tsx `useResults`), so neither a table link's first visit nor a blog reader's carries
 * it. A replay embed, which opens at the game's end, has it in its entry (replay-embed.tsx).
 * The table loads its words (words/results.ts) beside it; a replay embed's words hold them.
 */
export { HandScores, MatchEnd } from "./Results";
export { EndResult } from "./EndResult";
/** The results' own rules (results.css), which the table applies after its sheet. */
export { default as css } from "./results.css?inline";

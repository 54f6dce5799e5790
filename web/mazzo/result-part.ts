/**
 * What only a Mazzo table's results draw (a turn's clash or doubt, the game's end), as a module
 * of its own: the game page and a spectator embed load it when the first result is to show
 * (Table.tsx `useResults`), so neither a table link's first visit nor a blog reader's carries
 * it. A replay embed, which opens at the game's end, has it in its entry (replay-embed.tsx).
 */
export { TurnResult } from "./TurnResult";
export { MatchEnd } from "./MatchEnd";
/** The results' own rules (results.css), which the table applies after its sheet. */
export { default as css } from "./results.css?inline";

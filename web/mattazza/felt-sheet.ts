/**
 * The felt's and the cards' sheet (felt.css) as a module of its own, for a replay embed
 * (replay-embed.tsx): it opens at the match's end, where no card is drawn, and loads this for an
 * earlier step, or as soon as the reader reaches for the steps. A table has the sheet at once.
 */
export { default as css } from "./felt.css?inline";

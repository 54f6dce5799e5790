/**
 * What only a seated player's table draws (its hand and choices, the stakes of a doubt, the
 * first-game tips), as a chunk of its own with its styles: a spectator, and the blog's embed,
 * never load it.
 */
export { Hand } from "./Hand";
export { Tip } from "./Tip";
/** The hand's own rules (seat.css), which the table applies after its sheet. */
export { default as css } from "./seat.css?inline";

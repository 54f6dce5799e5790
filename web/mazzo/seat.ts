/**
 * What only a seated player's table draws (its hand and choices, the stakes of a doubt, the
 * first-game tips), as a chunk of its own: a spectator, and the blog's embed, never load it.
 */
export { Hand } from "./Hand";
export { Tip } from "./Tip";

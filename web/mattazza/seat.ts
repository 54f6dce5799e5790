/**
 * What only a seated player's Mattazza table draws (its hand and choices, the Fool's gift), as a
 * module of its own with its styles: the game page bundles it with the table, an embed loads it
 * for a seat only.
 */
export { SeatHand } from "./SeatHand";
/** The hand's own rules (seat.css), which the table applies after its sheet. */
export { default as css } from "./seat.css?inline";

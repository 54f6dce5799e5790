/**
 * Mazzo's turn ends and game end told in words (reason.ts): a clash's or a doubt's result, the
 * game's end and why. A part of its own, which a table loads once its events hold such an end
 * (Table.tsx `useEnds`): a new game's first visit, whose first turn has not ended yet, carries
 * none of it. The results (result-part.ts) and a replay embed, which opens at the game's end,
 * have it with them.
 */
export { endReason, endTitle, turnLine, turnTitle } from "./reason";

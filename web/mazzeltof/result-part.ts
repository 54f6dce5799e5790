/**
 * What only a MazzelTof table's results draw (a pile completed by another player, the match's
 * end and its verdict), as a module of its own: the game page bundles it with the table
 * (MazzelTofTable.tsx), a spectator embed loads it once the first is to show (Table.tsx
 * `useResults`), so a blog reader's first visit does not carry it. A replay embed, which opens
 * at the game's end, has it in its entry (replay-embed.tsx).
 */
export { MatchResult } from "../components/MatchResult";
export { RoundResult } from "../components/RoundResult";
export { resultTitle } from "./result";

/**
 * What only a Pazaak table's results draw (a set's, the match's), as a module of its own: the
 * game page bundles it with the table, a spectator embed loads it when the first result is to
 * show (Table.tsx `useResults`), so a blog reader's first visit does not carry it. A replay
 * embed, which opens at the game's end, has it in its entry (replay-embed.tsx).
 */
export { SetResult } from "./SetResult";
export { MatchResult } from "../components/MatchResult";

/**
 * How a rebuilt game is checked against the final table the server gave: the same view and the
 * same outcome, or, for a game ended outside the rules (a resignation, a game claimed on time:
 * the table's `ending`), a game the rules had not ended whose outcome has the ending's seat
 * among the losers. Shared by the replay (web/replay/build.ts) and the deal check (verify.ts).
 */
import { sameJson } from "../src/engine/core/same-json";
import type { Table } from "../src/protocol";

/**
 * Whether the rules' outcome of the rebuilt last state (`rebuilt`) agrees with the final table's:
 * equal, or, when the game ended outside the rules, none yet and the ending's seat lost.
 */
export function sameEnd(rebuilt: unknown, final: Pick<Table, "outcome" | "ending">): boolean {
  if (!final.ending) return sameJson(rebuilt, final.outcome);
  // Closed by the site's operator: the rules had not ended it, and nobody lost.
  if (final.ending.reason === "closed") return rebuilt === null;
  return rebuilt === null && !!final.outcome?.losers.includes(final.ending.seat);
}

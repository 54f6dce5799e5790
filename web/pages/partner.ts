/**
 * Who is whose partner before the table is open: a four-seat MazzelTof game plays in two teams,
 * partners sitting opposite (positions 0 and 2, 1 and 3), and the creator may have placed a
 * friend's seat at any position (CreateTeams.tsx). The invitation and the share screen read the
 * public view's `positions` to say who is a seat's partner. Every other game has no partners.
 */
import type { Table } from "../../src/protocol";

/** The seat that partners `seat` in `table`, or null (no teams, or a seat not in play). */
export function partnerSeat(table: Table, seat: number): number | null {
  if (table.game !== "mazzeltof") return null;
  const positions = (table.view as { positions?: { seat: number }[] } | null)?.positions;
  if (!positions || positions.length !== 4) return null;
  const pos = positions.findIndex((p) => p.seat === seat);
  if (pos < 0) return null;
  return positions[(pos + 2) % 4]?.seat ?? null;
}

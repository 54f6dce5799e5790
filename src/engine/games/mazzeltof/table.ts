/**
 * Table geometry shared by the rules, the view and the bot: positions, seats, teams, partners,
 * hand size and the reserve (§2, §3.5, §5). Pure helpers on the state; no rules decisions.
 */
import type { Seat } from "../../core/game";
import type { MazzelTofState, TeamId, TeamState } from "./types";

/** The reserve: the bottom six cards of a draw pile, never drawn into hands (§3.5). */
export const RESERVE = 6;
/** Open-card limit per player in MAIN (§5). */
export const OPEN_LIMIT = 5;

/** Playing positions for a seat count: 2 with 2 seats, else 4 (3 seats: seat 1 plays two). */
export function positionCount(seats: number): number {
  return seats === 2 ? 2 : 4;
}

/** The seat that plays position `pos`. With 3 seats the lone blue seat 1 also plays position 3. */
export function seatOf(state: Pick<MazzelTofState, "seats">, pos: number): Seat {
  return state.seats === 3 && pos === 3 ? 1 : pos;
}

/** The positions a seat plays, in turn order. */
export function positionsOf(state: Pick<MazzelTofState, "seats">, seat: Seat): number[] {
  const n = positionCount(state.seats);
  const out: number[] = [];
  for (let p = 0; p < n; p++) if (seatOf(state, p) === seat) out.push(p);
  return out;
}

/** Team of a position: red (0) for R1, R2 at positions 0, 2; blue (1) at 1, 3 (M22). */
export function teamOf(pos: number): TeamId {
  return (pos % 2) as TeamId;
}

/** The partner's position, or null in a 2-player game ("a team of one"). */
export function partnerOf(count: number, pos: number): number | null {
  return count === 4 ? (pos + 2) % 4 : null;
}

/** The next position in turn order. */
export function nextPos(count: number, pos: number): number {
  return (pos + 1) % count;
}

/** Hand size H (§5): 5 with four positions, 7 with two. */
export function handSizeFor(count: number): number {
  return count === 2 ? 7 : 5;
}

/** Cards that can still be drawn into hands: above the reserve in MAIN, none in the ENDGAME. */
export function aboveReserve(team: TeamState): number {
  return team.phase === "main" ? Math.max(0, team.draw.length - RESERVE) : 0;
}

/** The distinct seats of a team's positions, ascending. */
export function teamSeats(state: Pick<MazzelTofState, "seats">, team: TeamId): Seat[] {
  const out = new Set<Seat>();
  for (let p = team; p < positionCount(state.seats); p += 2) out.add(seatOf(state, p));
  return [...out].sort((a, b) => a - b);
}

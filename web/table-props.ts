/** What a game page hands to the table component of a game (Pazaak today, others later). */
import type { Table } from "../src/protocol";

/** Props of a game's table component. */
export interface TableProps {
  table: Table;
  /** The reader's seat token; undefined for spectators. */
  token: string | undefined;
  /** A move is on its way to the server. */
  busy: boolean;
  /** Sends a move; resolves true when accepted (a refusal is shown by the page). */
  play(move: unknown): Promise<boolean>;
  /**
   * The display name of a seat ("Anna", "Computer", or "Seat 2" while unclaimed:
   * web/player-name.ts); a computer's level is shown apart, under its name on the board.
   */
  name(seat: number): string;
}

/** Props of the panels a seat has beside its table (the slow-game panels, the clock's). */
export interface SeatPanelProps {
  id: string;
  /** The reader's seat token; undefined for spectators. */
  token: string | undefined;
  table: Table;
  /** The display name of a seat (TableProps `name`). */
  name: (seat: number) => string;
  /** Takes a table the server answered with (after a change the panel made). */
  accept: (table: Table) => void;
}

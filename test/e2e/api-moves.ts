/**
 * Moves through the API, for browser tests that set a table up or play a game on quickly
 * without clicking. Every move is made against the table as it is once no computer seat is to
 * act: a computer seat's move (its side deck, its turn) is waited for by the table's `seq`
 * instead of raced, so a test's move never meets `room/stale-move` because the computer moved
 * between the test's read and its move.
 */
import type { ClaimSeatResponse, CreateGameResponse, Table } from "../../src/protocol";
import { api } from "./helpers";

/** The seats the computer plays now: its own, and those it stands in for. */
export function computerSeats(table: Table): Set<number> {
  const seats = new Set(table.players.filter((p) => p.computer).map((p) => p.seat));
  for (const c of table.clock?.seats ?? []) if (c.standin) seats.add(c.seat);
  return seats;
}

/** Whether a computer seat is to act on `table` (its move is on its way). */
export const computerToAct = (table: Table): boolean => {
  const computers = computerSeats(table);
  return table.outcome === null && table.toAct.some((s) => computers.has(s));
};

/** The table of `token`'s seat (a spectator's without one). */
export const tableOf = (id: string, token?: string): Promise<Table> =>
  api<Table>("GET", `/api/games/${id}`, undefined, token);

/**
 * The table of `token`'s seat once no computer seat is to act. A computer moves 0.3–0.9 s after
 * its turn begins (src/server/room/bots.ts, BOT_PACE); the table is read again at short
 * intervals until it has moved, for at most `timeoutMs`, then the error says who was awaited.
 */
export async function settledTable(id: string, token?: string, timeoutMs = 30_000): Promise<Table> {
  const deadline = Date.now() + timeoutMs;
  for (let pause = 20; ; pause = Math.min(pause * 2, 200)) {
    const table = await tableOf(id, token);
    if (!computerToAct(table)) return table;
    if (Date.now() > deadline) {
      throw new Error(
        `game ${id}: the computer seats ${table.toAct.join(", ")} did not move after seq ` +
          `${table.seq} within ${timeoutMs} ms`,
      );
    }
    await new Promise((r) => setTimeout(r, pause));
  }
}

let moveIds = 0;

/**
 * A game with every seat taken by a person, through the API: `names[0]` creates it with
 * `request` (the game, its seats and options), each other name takes the next invitation.
 * Answers the game's id and the seats' tokens by seat.
 */
export async function everyoneSeated(
  request: { game: string; seats?: number; options?: Record<string, unknown> },
  names: readonly string[],
): Promise<{ id: string; tokens: string[] }> {
  const created = await api<CreateGameResponse>("POST", "/api/games", {
    ...request,
    name: names[0],
  });
  const tokens = [created.token];
  for (const inv of created.invites) {
    const claim = await api<ClaimSeatResponse>("POST", `/api/games/${created.id}/join`, {
      invite: inv.invite,
      name: names[inv.seat] ?? `P${inv.seat}`,
    });
    tokens[inv.seat] = claim.token;
  }
  return { id: created.id, tokens };
}

/** A move, or how to choose one from the mover's own table. */
export type MoveChoice = unknown | ((table: Table) => unknown);

/**
 * Plays a move for the seat of `token` against its settled table (no computer seat to act):
 * the mover's new table. A refusal throws with the server's code and sentence.
 */
export async function apiMove(id: string, token: string, move: MoveChoice): Promise<Table> {
  const table = await settledTable(id, token);
  const m = typeof move === "function" ? (move as (t: Table) => unknown)(table) : move;
  return api<Table>(
    "POST",
    `/api/games/${id}/moves`,
    { seq: table.seq, moveId: `api${moveIds++}`, move: m },
    token,
  );
}

/** A chooser for `apiMove` and `playOn`: the first legal move whose type is none of `types`. */
export const firstLegalExcept =
  (...types: string[]) =>
  (table: Table): unknown =>
    (table.legal as { type: string }[]).find((m) => !types.includes(m.type));

/** What `playOn` needs: the seats' tokens, how to choose a move and when to stop. */
export interface PlayOn {
  /** Each seat's token, by seat; computer seats have none. */
  tokens: readonly (string | undefined)[];
  /** The move for the seat whose table this is (default: its first legal move). */
  choose?: (table: Table) => unknown;
  /** Stop before the next move once this holds on the spectators' settled table. */
  until: (table: Table) => boolean;
  /** At most this many moves (default 3000): a game that never gets there fails. */
  maxMoves?: number;
}

/**
 * Plays the people's seats through the API, whoever is to act, until `until` holds on the
 * settled table or the game is over; the computer seats play by themselves and are waited for.
 * Each move is read from, and made against, the mover's own settled table. Returns the last
 * settled table (a seat's: the views differ only in what that seat may see).
 */
export async function playOn(id: string, opts: PlayOn): Promise<Table> {
  const choose = opts.choose ?? ((t: Table) => t.legal[0]);
  const max = opts.maxMoves ?? 3000;
  const first = opts.tokens.find((t) => t !== undefined);
  let table = await settledTable(id, first);
  for (let moves = 0; moves <= max; moves++) {
    if (computerToAct(table)) table = await settledTable(id, first);
    if (opts.until(table) || table.outcome !== null) return table;
    const seat = table.toAct.find((s) => opts.tokens[s] !== undefined);
    if (seat === undefined) {
      throw new Error(`game ${id}: seats ${table.toAct.join(", ")} are to act; no token for them`);
    }
    const token = opts.tokens[seat]!;
    const mine = table.seat === seat ? table : await settledTable(id, token);
    table = await api<Table>(
      "POST",
      `/api/games/${id}/moves`,
      { seq: mine.seq, moveId: `api${moveIds++}`, move: choose(mine) },
      token,
    );
  }
  throw new Error(`game ${id}: not there after ${max} moves`);
}

/** A Pazaak game of `name` against the computer, made through the API, past the side decks if `deal`. */
export async function computerPazaak(deal: boolean, name = "Anna"): Promise<CreateGameResponse> {
  const game = await api<CreateGameResponse>("POST", "/api/games", {
    game: "pazaak",
    name,
    computer: [1],
  });
  // The computer chooses its side deck meanwhile: the move waits for it (apiMove).
  if (deal) await apiMove(game.id, game.token, { type: "randomSideDeck" });
  return game;
}

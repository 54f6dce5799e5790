/**
 * The HTTP API client: one function per route of docs/api.md, typed with src/protocol.ts.
 * Every failure becomes an ApiError carrying the server's code and (English) message. The
 * request itself is request.ts (a replay embed reads with it alone, without here.ts).
 */
import type { CreateGameRequest, CreateGameResponse, LogResponse, Table } from "../src/protocol";
import { isHere } from "./here";
import { ApiError, gameApi, request } from "./request";

export { ApiError, gameApi, request };

/** Creates a game; the creator gets seat 0 (or the seat the server chooses). */
export function createGame(req: CreateGameRequest): Promise<CreateGameResponse> {
  return request("POST", "/api/games", req);
}

/**
 * The table as a seat (with a token) or a spectator (without) sees it.
 * @param cached a watching page: read the spectators' short cache instead of the room
 */
export function getTable(id: string, token?: string, cached = false): Promise<Table> {
  // Until a person touches the page (web/here.ts), a seat's read does not count as a look.
  if (token) return request("GET", gameApi(id) + (isHere() ? "" : "?quiet=1"), undefined, token);
  // A watching page (`cached`) reads the short cache (`/watch`): a crowd of readers costs the
  // room one read per couple of seconds, and the live socket brings anything newer at once.
  // Everything else without a token (who joined, for the share page, the join page and the
  // rematch) must see now, not two seconds ago.
  return request("GET", cached ? `${gameApi(id)}/watch` : gameApi(id));
}

/** Whether a game exists at this id (answered 200 either way: no failed request). */
export async function gameExists(id: string): Promise<boolean> {
  return (await request<{ exists: boolean }>("GET", `${gameApi(id)}/exists`)).exists;
}

/** Waits before each resend of a move that met no server (ms). */
const RESEND_AFTER = [500, 1500];

/**
 * Sends one move; `seq` is the last move number this page saw. When the move met no server
 * (offline for a moment, or a 502–504 without the server's own code, as a worker being
 * replaced answers), it goes again with the same id: the room applies an id at most once, and
 * answers a repeat with the table.
 */
export async function sendMove(
  id: string,
  token: string,
  seq: number,
  move: unknown,
): Promise<Table> {
  const body = { seq, moveId: moveId(), move };
  for (let tries = 0; ; tries++) {
    try {
      return await request<Table>("POST", `${gameApi(id)}/moves`, body, token);
    } catch (e) {
      const wait = RESEND_AFTER[tries];
      if (
        wait === undefined ||
        !(e instanceof ApiError) ||
        !/^(net\/offline|http\/50[234])$/.test(e.code)
      )
        throw e;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

/**
 * Sends `move` against the table `cur`, handing every table the server answers to `accept`.
 * When someone else moved first while several seats were to act at once (a simultaneous
 * choice, or the computer), and a move of this kind is still on offer, it is sent once more
 * against the new table; the server checks it as always. In a game of turns (Mattazza) a
 * stale card would land in another trick, so there the refusal stands.
 */
export async function playMove(
  id: string,
  token: string,
  cur: Table,
  move: unknown,
  accept: (table: Table) => void,
): Promise<void> {
  try {
    accept(await sendMove(id, token, cur.seq, move));
  } catch (e) {
    if (!(e instanceof ApiError && e.code === "room/stale-move" && e.table)) throw e;
    accept(e.table);
    const kind = (move as { type?: unknown }).type;
    if (cur.toAct.length < 2 || !e.table.legal.some((m) => (m as { type?: unknown }).type === kind))
      throw e;
    accept(await sendMove(id, token, e.table.seq, move));
  }
}

/** The move log (with the seed once the game is over). */
export function getLog(id: string, token?: string): Promise<LogResponse> {
  return request("GET", `${gameApi(id)}/log`, undefined, token);
}

/** A fresh id per move, so a retried request is not applied twice. */
function moveId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

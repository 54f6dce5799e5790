/** The replay's routes of the API (docs/api.md, "Replays and stepping back"). */
import type { HistoryStep, ReplayIndex, ReplayStep, Table } from "../../src/protocol";
import { gameApi, request } from "../request";

/**
 * A finished game's table as a spectator sees it (the replay embed's; api.ts `getTable` also
 * knows whether a person is at the page, which only a seat's read needs).
 */
export function getFinalTable(id: string): Promise<Table> {
  return request("GET", gameApi(id));
}

/** An earlier step of the game as the holder of `token` (or a spectator) saw it. */
export function getHistory(id: string, seq: number, token?: string): Promise<HistoryStep> {
  return request("GET", `/api/games/${id}/history/${seq}`, undefined, token);
}

/** A finished game's replay index (the replay embed's, which carries no engine). */
export function getReplayIndex(id: string): Promise<ReplayIndex> {
  return request("GET", `/api/games/${id}/replay`);
}

/** One step of a finished game, with the spectator's and every seat's view. */
export function getReplayStep(id: string, seq: number): Promise<ReplayStep> {
  return request("GET", `/api/games/${id}/replay/${seq}`);
}

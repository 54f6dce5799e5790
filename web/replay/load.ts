/**
 * Loading a replay: the finished game's spectator table and its log (seed and every move,
 * public once the game is over), then the check and the rebuild (build.ts). Shared by the
 * replay page and the replay embed.
 */
import type { Table } from "../../src/protocol";
import { getLog, getTable } from "../api";
import { rebuild, type GameReplay, type Replay, type ReplayRefused } from "./build";

/** What a replay address leads to. */
export type Loaded =
  | { kind: "running"; final: Table }
  | { kind: "refused"; final: Table; refused: ReplayRefused }
  | { kind: "ready"; final: Table; replay: Replay };

/** Loads and checks game `id`; `game` gives the game's replay part once its id is known. */
export async function loadReplay(
  id: string,
  game: (id: string) => Promise<GameReplay>,
): Promise<Loaded & { part?: GameReplay }> {
  const final = await getTable(id);
  if (final.outcome === null || !final.seed) return { kind: "running", final };
  const [part, moves] = await Promise.all([game(final.game), getLog(id)]);
  const checked = await rebuild(part.engine, moves, final);
  return checked.ok
    ? { kind: "ready", final, replay: checked, part }
    : { kind: "refused", final, refused: checked, part };
}

/**
 * The room's reading RPCs: the table now, the move log, one reader's table after an earlier
 * move, and a finished game's replay (its index, a step with every seat's view). Who may ask
 * is checked here; the tables are built by view.ts and table.ts, earlier ones rebuilt by
 * history.ts (docs/decisions.md, "Replays and stepping back").
 */
import type { HistoryStep, LogResponse, ReplayIndex, ReplayStep, Table } from "../../protocol";
import { now } from "../clock";
import { fail, ok, type RoomResult } from "../errors";
import { readMoves } from "../kernel/store";
import { forReader } from "./asker";
import { historyStep, replayIndex, replayStep } from "./history";
import { tableText } from "./push";
import { NOT_FOUND, type RoomHost } from "./host";
import { guarded, type Loaded } from "./records";
import { logFor } from "./table";
import { visit } from "./visit";

/** What the reading RPCs need from the room. */
export type ReadingHost = Pick<
  RoomHost,
  "sql" | "alarm" | "env" | "reader" | "load" | "loaded" | "view"
>;

/**
 * The table for the holder of `token` (null: a spectator). A seat reading it has "looked",
 * which is written only while a notice of its turn waits (kernel/looked.ts), and visited
 * (visit.ts).
 */
export function tableOf(host: ReadingHost, token: string | null): Promise<RoomResult<Table>> {
  return forReader(host, "table", token, (reader) => {
    if (reader !== null) visit(host, reader, now());
    return ok(host.view().table(reader));
  });
}

/**
 * `tableOf`'s table as JSON text: the same bytes, written around the engine's encoded view
 * (push.ts) instead of encoding the Table object. A `quiet` read (a page no person has touched
 * yet, perhaps a link scanner's) does not count as the seat having looked.
 */
export function tableTextOf(
  host: ReadingHost,
  token: string | null,
  quiet = false,
): Promise<RoomResult<string>> {
  return forReader(host, "table", token, (reader) => {
    if (reader !== null && !quiet) visit(host, reader, now());
    return ok(tableText(host.view(), reader));
  });
}

/** The move log as the holder of `token` may see it. */
export function logOf(host: ReadingHost, token: string | null): Promise<RoomResult<LogResponse>> {
  return forReader(host, "log", token, (reader) => {
    const { game, meta, snapshot } = host.loaded()!;
    const over = game.outcome(snapshot.state) !== null;
    return ok(logFor(game, meta, over, readMoves(host.sql), reader));
  });
}

/** The table of an earlier step as the holder of `token` saw it. */
export function historyOf(
  host: ReadingHost,
  token: string | null,
  seq: number,
): Promise<RoomResult<HistoryStep>> {
  return forReader(host, "history", token, (reader) => {
    const loaded = host.loaded()!;
    return historyStep(loaded, loaded.meta, readMoves(host.sql), reader, seq);
  });
}

/** A finished game's replay index. */
export function replayIndexOf(host: ReadingHost): Promise<RoomResult<ReplayIndex>> {
  return guarded("replayIndex", async () => {
    const over = finished(host);
    return over.ok ? replayIndex(over.value, over.value.meta, readMoves(host.sql)) : over;
  });
}

/** A step of a finished game with every seat's view. */
export function replayStepOf(host: ReadingHost, seq: number): Promise<RoomResult<ReplayStep>> {
  return guarded("replayStep", async () => {
    const over = finished(host);
    return over.ok ? replayStep(over.value, over.value.meta, readMoves(host.sql), seq) : over;
  });
}

/** The game, once it is over (a replay's condition: its seed is public then). */
function finished(host: ReadingHost): RoomResult<Loaded> {
  const loaded = host.load();
  if (!loaded) return fail("room/not-found", NOT_FOUND);
  if (loaded.game.outcome(loaded.snapshot.state) === null)
    return fail("room/not-over", "The game is not over yet: its replay opens once it ends.");
  return ok(loaded);
}

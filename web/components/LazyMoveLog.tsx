/**
 * The move log with its game's lines (web/{game}/log.ts) as a chunk of their own, loaded once
 * the table is drawn: a table's first file carries none of the sentences that tell its history.
 * Nothing is drawn until they have come, so the log's first render still holds the whole
 * history and its announcer reads none of it out.
 */
import { useLazy } from "../lazy";
import { MoveLog, type LogLine, type MoveLogProps } from "./MoveLog";

/** Props of the lazy log: the part's loader and how its lines are made from it. */
export interface LazyMoveLogProps<M> extends Omit<MoveLogProps, "lines"> {
  /** Loads the game's log part (called once). */
  part: () => Promise<M>;
  /** The lines from the loaded part. */
  lines: (part: M) => LogLine[];
}

/** `MoveLog`, once the game's log part has arrived (nothing before). */
export function LazyMoveLog<M>({ part, lines, you, yourTurn }: LazyMoveLogProps<M>) {
  const mod = useLazy(part);
  return mod ? <MoveLog lines={lines(mod)} you={you} yourTurn={yourTurn} /> : null;
}

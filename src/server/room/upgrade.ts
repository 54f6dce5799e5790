/**
 * Loading a snapshot written by an older engine: the state is brought to the engine's current
 * version (`upgradeState`, src/engine/core/versions.ts) in memory when the room loads it; the
 * next move writes it back at the new version. The move log is never rewritten.
 */
import { upgradeState, type AnyGame } from "../../engine";
import type { Snapshot } from "../kernel/store";

/** `snapshot` with its state at `game.stateVersion` (migrated when older; see upgradeState). */
export function upgradedSnapshot(game: AnyGame, snapshot: Snapshot): Snapshot {
  return { seq: snapshot.seq, state: upgradeState(game, snapshot.state) };
}

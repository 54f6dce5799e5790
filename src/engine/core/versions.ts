/**
 * State versions: every stored state says which version of its engine wrote it (`version`), and
 * `upgradeState` brings a stored state to the version the engine plays now, through the game's
 * `migrate`. The GameRoom calls it when it loads a snapshot, so a game started before an engine
 * change keeps going after it. How to add a version: src/engine/README.md.
 */
import type { AnyGame, GameState } from "./game";

/** A stored state this engine cannot play: a version it does not know, or a broken migration. */
export class StateVersionError extends Error {
  override readonly name = "StateVersionError";
}

/** The version a stored state declares, or null when it has none (not a game state). */
export function stateVersionOf(state: unknown): number | null {
  if (typeof state !== "object" || state === null) return null;
  const version = (state as { version?: unknown }).version;
  return typeof version === "number" && Number.isInteger(version) && version >= 1 ? version : null;
}

/**
 * `state` at `game.stateVersion`: unchanged when it already is, migrated when it is older.
 * Throws StateVersionError for a state without a version, a version newer than this engine
 * (an engine rolled back after games moved on), an older one without `migrate`, or a migration
 * that does not end at the current version. Pure: `state` is not changed.
 */
export function upgradeState<S extends GameState>(game: AnyGame, state: unknown): S {
  const from = stateVersionOf(state);
  if (from === null) throw new StateVersionError(`a ${game.id} state without a version`);
  if (from === game.stateVersion) return state as S;
  if (from > game.stateVersion)
    throw new StateVersionError(
      `a ${game.id} state of version ${from}, newer than this engine's ${game.stateVersion}`,
    );
  if (!game.migrate)
    throw new StateVersionError(`${game.id} cannot migrate a state of version ${from}`);
  // A copy, so a migration that edits in place cannot change the caller's state.
  const copy = JSON.parse(JSON.stringify(state)) as GameState;
  const migrated = game.migrate(copy, from) as S;
  if (stateVersionOf(migrated) !== game.stateVersion)
    throw new StateVersionError(
      `${game.id}'s migration from version ${from} did not reach version ${game.stateVersion}`,
    );
  return migrated;
}

/**
 * "Your games on this device" on the home page, a chunk of its own (MyGames.tsx): a first visit has
 * no games and never downloads it (docs/decisions.md, "One core chunk, and every page brings its own"). The home page's
 * loader (app.tsx) waits for it when the device has games, so the list is there with the page's
 * first frame and nothing below it moves.
 */
import type { ComponentProps } from "preact";
import { useLazy } from "../lazy";
import { savedGames } from "../store";

type Mod = typeof import("./MyGames");
let loaded: Mod | undefined;
let loading: Promise<Mod> | undefined;

/** Loads the list's chunk (once); resolves at once when the device plays no game. */
export function loadMyGames(): Promise<unknown> {
  if (savedGames().length === 0) return Promise.resolve();
  return (loading ??= import("./MyGames").then((m) => (loaded = m)));
}

/** The list, drawn at once when its chunk is already here. */
export function LazyMyGames(props: ComponentProps<Mod["MyGames"]>) {
  const mod = useLazy(() => (loaded ? Promise.resolve(loaded) : loadMyGames()), !loaded);
  const m = loaded ?? (mod as Mod | null);
  return m ? <m.MyGames {...props} /> : null;
}

/**
 * A game page's first table, asked for as soon as the entry runs: the Worker's HTML for a game
 * that exists says so (`<meta name="tavolo-game">`, src/server/embed/preload.ts), so the entry
 * asks for the table while the dictionary and the page's chunks arrive, and the page neither
 * waits for its own code to ask nor first asks whether there is a game (docs/decisions.md,
 * "One core chunk, and every page brings its own").
 */
import type { Table } from "../src/protocol";
import { getTable } from "./api";
import { fragment, loc } from "./router";
import { savedGame } from "./store";

let early: { id: string; token: string | undefined; table: Promise<Table> } | undefined;

/** The game the server said this page shows, when the page is still that game's: its id. */
export function serverGame(id: string): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>("meta[name=tavolo-game]");
  return meta && meta.dataset.id === id ? meta.content : undefined;
}

/** Asks for the table of the game page being opened, if the server said there is a game. */
export function askEarly(): void {
  const id = /^\/g\/([A-Za-z0-9_-]+)$/.exec(loc.value.path)?.[1];
  if (!id || !serverGame(id)) return;
  const seat = fragment("seat");
  // An invitation opens the join form, which asks for nothing of the table yet.
  if (fragment("join") && !seat) return;
  const token = seat ?? savedGame(id)?.token;
  const table = getTable(id, token, true);
  // Whoever takes it handles a failure; unclaimed, it must not be reported as unhandled.
  table.catch(() => undefined);
  early = { id, token, table };
}

/** The table asked for early for this game and token (once), or undefined. */
export function takeEarly(id: string, token: string | undefined): Promise<Table> | undefined {
  if (!early || early.id !== id || early.token !== token) return undefined;
  const { table } = early;
  early = undefined;
  return table;
}

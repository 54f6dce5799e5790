/** Loading the pages' word packs alongside a page's chunk, so no page renders a raw key. */
import { loadPack } from "../../i18n";

/**
 * Loads the pages' word packs (home, create, share, join, invitations); the home page needs
 * only its own (`loadHomeWords`).
 */
export function loadPagesWords(): Promise<void> {
  return import("./index").then((w) =>
    Promise.all([loadPack(w.pagesWords), loadPack(w.homeWords)]).then(() => undefined),
  );
}

/** Loads the home page's words only (docs/decisions.md, "The web side of a game is its folder"). */
export function loadHomeWords(): Promise<void> {
  return import("./index").then((w) => loadPack(w.homeWords));
}

/** `chunk` once both it and the pages' words have arrived. */
export function withPages<T>(chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, loadPagesWords()]).then(([m]) => m);
}

/** `chunk` once both it and the home page's words have arrived. */
export function withHome<T>(chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, loadHomeWords()]).then(([m]) => m);
}

/**
 * `chunk` once both it and the words of a game address's later parts (links, share, join, no
 * game, seat gone: components/links-words) have arrived.
 */
export function withLinks<T>(chunk: Promise<T>): Promise<T> {
  return Promise.all([
    chunk,
    import("../../components/links-words").then((w) => loadPack(w.linksWords)),
  ]).then(([m]) => m);
}

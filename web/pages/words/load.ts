/** Loading the pages' word pack alongside a page's chunk, so no page renders a raw key. */
import { loadPack } from "../../i18n";

/** Loads the pages' word pack (home, create, share, join, invitations). */
export function loadPagesWords(): Promise<void> {
  return import("./index").then((w) => loadPack(w.pagesWords));
}

/** `chunk` once both it and the pages' words have arrived. */
export function withPages<T>(chunk: Promise<T>): Promise<T> {
  return Promise.all([chunk, loadPagesWords()]).then(([m]) => m);
}

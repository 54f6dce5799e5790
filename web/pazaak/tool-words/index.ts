/**
 * The word packs of Pazaak's tools, the side-deck builder, the deal verifier and the hint over
 * 20: one lazy chunk per language each, loaded with the tool's own chunk (`withWords`), never
 * with the table, so a spectator downloads none and a player gets the verifier's words only at
 * the match's end, the hint's only on a turn over 20.
 */
import { loadPack, type WordPack } from "../../i18n";

/** The side-deck builder's words. */
export const builderWords: WordPack = {
  en: () => import("./builder-en").then((m) => m.words),
  it: () => import("./builder-it").then((m) => m.words),
  nl: () => import("./builder-nl").then((m) => m.words),
};

/** The deal verifier's words. */
export const verifyWords: WordPack = {
  en: () => import("./verify-en").then((m) => m.words),
  it: () => import("./verify-it").then((m) => m.words),
  nl: () => import("./verify-nl").then((m) => m.words),
};

/** The hint over 20's words. */
export const bustWords: WordPack = {
  en: () => import("./bust-en").then((m) => m.words),
  it: () => import("./bust-it").then((m) => m.words),
  nl: () => import("./bust-nl").then((m) => m.words),
};

/** A tool's module, once its word pack is in the dictionary too. */
export async function withWords<T>(module: Promise<T>, pack: WordPack): Promise<T> {
  const [m] = await Promise.all([module, loadPack(pack)]);
  return m;
}

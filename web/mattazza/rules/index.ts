/**
 * Mattazza's rules texts for the rules page, one lazy chunk per language. The manifest
 * (../index.ts) loads this small index when a rules page opens, so no other page carries its
 * three chunk names.
 */
import type { Lang } from "../../i18n";
import type { RulesDoc } from "../../rules";

/** Loaders of the rules page's languages. */
export const rules: Record<Lang, () => Promise<RulesDoc>> = {
  en: () => import("./en").then((m) => m.rules),
  it: () => import("./it").then((m) => m.rules),
  nl: () => import("./nl").then((m) => m.rules),
};

/**
 * Translation: the chosen language as a signal, and `t(key, params)` that looks a string up
 * in that language's dictionary. Each dictionary has exactly the keys of English (a missing
 * or extra key is a type error). Server error messages are shown as they come (English).
 */
import { computed, signal } from "@preact/signals";
import { pref, setPref } from "../store";
import { en, type Messages } from "./en";
import { it } from "./it";
import { nl } from "./nl";

/** The languages of the UI (the games' homes). */
export const LANGS = { en: "English", it: "Italiano", nl: "Nederlands" } as const;
export type Lang = keyof typeof LANGS;

const dicts: Record<Lang, Messages> = { en, it, nl };

function initial(): Lang {
  const saved = pref("lang");
  if (saved && saved in dicts) return saved as Lang;
  for (const l of navigator.languages ?? [navigator.language]) {
    const short = l.slice(0, 2).toLowerCase();
    if (short in dicts) return short as Lang;
  }
  return "en";
}

/** The current language; every component that calls `t` re-renders when it changes. */
export const lang = signal<Lang>(initial());
const dict = computed(() => dicts[lang.value]);

/** Switches the language and remembers it. */
export function setLang(l: Lang): void {
  lang.value = l;
  setPref("lang", l);
  document.documentElement.lang = l;
}

/** A message key. */
export type Key = keyof Messages;

/** The string for `key`, with `{name}` placeholders filled from `params`. */
export function t(key: Key, params?: Record<string, string | number>): string {
  const s = dict.value[key];
  return params ? s.replace(/\{(\w+)\}/g, (m, k: string) => String(params[k] ?? m)) : s;
}

/** Like `t`, for keys built at run time (option names): falls back to `fallback`. */
export function tMaybe(key: string, fallback: string): string {
  return (dict.value as Record<string, string | undefined>)[key] ?? fallback;
}

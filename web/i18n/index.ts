/**
 * Translation: the chosen language as a signal, and `t(key, params)` that looks a string up
 * in that language's dictionary; a page's root calls `useWords` to be drawn again, with
 * everything under it, when the language or its words change. Each dictionary has exactly the keys of English (a missing
 * or extra key is a type error). Server error messages are shown as they come (English).
 *
 * Only the active language's dictionary is downloaded: each is its own lazy chunk, loaded
 * before the first render (main.tsx) and on a switch, so a first visit carries one of three.
 *
 * Word packs hold the strings only some parts need (a game's table, the slow-game panel): one
 * lazy chunk per language, merged in by `loadPack` when that part loads, so one game's words
 * never weigh on another game's page. A language switch reloads every pack loaded so far.
 */
import { fillSentence } from "../../src/sentence-names";
import { signal, useValue } from "../signal";
import { pref, setPref } from "../store";
import type { Messages } from "./en";
import type { PackKey } from "./pack-keys";

/** The languages of the UI (the games' homes). */
export const LANGS = { en: "English", it: "Italiano", nl: "Nederlands" } as const;
export type Lang = keyof typeof LANGS;

const loaders: Record<Lang, () => Promise<Messages>> = {
  en: () => import("./en").then((m) => m.en),
  it: () => import("./it").then((m) => m.it),
  nl: () => import("./nl").then((m) => m.nl),
};

function initial(): Lang {
  const saved = pref("lang");
  if (saved && saved in loaders) return saved as Lang;
  for (const l of navigator.languages ?? [navigator.language]) {
    const short = l.slice(0, 2).toLowerCase();
    if (short in loaders) return short as Lang;
  }
  return "en";
}

/** The current language (a page's root draws again when it changes: `useWords`). */
export const lang = signal<Lang>(initial());
/** The loaded dictionary of `lang` with its loaded packs (empty until `loadLang` resolves). */
const dict = signal<Record<string, string>>({});

/**
 * Draws the calling component again when the language changes or a word pack arrives: a page's
 * root calls it, and every `t` under it then reads the new words (a language switch changes
 * nearly every part of a page).
 */
export function useWords(): void {
  useValue(dict);
  useValue(lang);
}

/** A word pack: for each language, a loader of its strings (a lazy chunk). */
export type WordPack = Record<Lang, () => Promise<Record<string, string>>>;
/** Every pack loaded so far, reloaded in the new language on a switch. */
const packs = new Set<WordPack>();

/** The language last asked for (a switch may still be loading), and which request that was. */
let wanted: Lang = lang.value;
let generation = 0;

/**
 * Downloads a language's dictionary (and the loaded packs) and makes it the current one. When
 * switches overlap, the last one asked for wins, whatever order the downloads finish in; a
 * pack that arrives while the language loads is loaded in it too before anything shows.
 */
export async function loadLang(l: Lang): Promise<void> {
  wanted = l;
  const gen = ++generation;
  for (;;) {
    const list = [...packs];
    const [messages, ...extra] = await Promise.all([loaders[l](), ...list.map((p) => p[l]())]);
    if (gen !== generation) return; // a later switch won
    if (packs.size !== list.length) continue; // a pack arrived meanwhile: load it in `l` too
    // All at once, so no render sees a language with another language's words.
    dict.value = Object.assign({}, messages, ...extra) as Record<string, string>;
    lang.value = l;
    document.documentElement.lang = l;
    return;
  }
}

/** Each pack's first load: every later caller waits for the same words. */
const packLoads = new Map<WordPack, Promise<void>>();

/**
 * Merges a word pack into the current dictionary (once; a language switch reloads it). Every
 * caller's promise settles once the words are in: two parts of a page that ask for the same
 * pack at once both draw with its words, never with a key in their place.
 */
export function loadPack(pack: WordPack): Promise<void> {
  let load = packLoads.get(pack);
  if (!load) packLoads.set(pack, (load = mergePack(pack)));
  return load;
}

/** A part's module once its word pack is in the dictionary too (both download at once). */
export async function withPack<T>(module: Promise<T>, pack: WordPack): Promise<T> {
  const [m] = await Promise.all([module, loadPack(pack)]);
  return m;
}

async function mergePack(pack: WordPack): Promise<void> {
  packs.add(pack);
  const l = wanted;
  const gen = generation;
  const words = await pack[l]();
  // A language load in flight (or started since) reads `packs` again and brings these words.
  if (gen === generation && lang.value === l) dict.value = { ...dict.value, ...words };
}

/** Switches the language and remembers it. */
export async function setLang(l: Lang): Promise<void> {
  setPref("lang", l);
  await loadLang(l);
}

/** A message key: of the main dictionaries or of a word pack (pack-keys.ts). */
export type Key = (keyof Messages | PackKey) & string;

/**
 * Fills `{name}` placeholders from `params`, as every sentence of the site says a name ("the
 * computer", Italian's "ad Anna": src/sentence-names.ts).
 */
function fill(s: string, params?: Record<string, string | number>): string {
  return params ? fillSentence(lang.value, s, params) : s;
}

/** The string for `key`, with `{name}` placeholders filled from `params`. */
export function t(key: Key, params?: Record<string, string | number>): string {
  return fill(dict.value[key] ?? key, params);
}

/** Like `t`, for keys built at run time (option names): falls back to `fallback`. */
export function tMaybe(key: string, fallback: string): string {
  return dict.value[key] ?? fallback;
}

/**
 * A count in words with the right plural form of the current language (Intl.PluralRules):
 * `key` holds the general ("other") form, `key_one`, `key_few`… the forms a language needs.
 * `{n}` is the count, formatted for the language.
 */
export function tn(key: Key, n: number, params?: Record<string, string | number>): string {
  const form = new Intl.PluralRules(lang.value).select(n);
  const forms: Record<string, string | undefined> = dict.value;
  const s = forms[`${key}_${form}`] ?? forms[key] ?? key;
  return fill(s, { ...params, n: n.toLocaleString(lang.value) });
}

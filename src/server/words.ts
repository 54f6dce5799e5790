/**
 * The server's words: the languages it writes in (the site's three: en, it, nl) and the one
 * dictionary helper every set of words uses (emails, reply answers, push notifications, chat
 * posts, the pages behind email links). A dictionary is a table of words per language; its
 * `say` picks the language (English for any other) and fills `{name}` placeholders as the site's
 * pages do (src/sentence-names.ts: "the computer", "ad Anna").
 */
import { fillSentence } from "../sentence-names";

/** The languages the server writes in. */
export const LANGS = ["en", "it", "nl"] as const;
/** One of them. */
export type Lang = (typeof LANGS)[number];

/** A supported language from what a page sent (English otherwise). */
export function langOf(lang: string | undefined): Lang {
  return (LANGS as readonly string[]).includes(lang ?? "") ? (lang as Lang) : "en";
}

/** Says one word of a dictionary: `key` in `lang`, placeholders filled from `params`. */
export type Say<K extends string> = (
  lang: string,
  key: K,
  params?: Record<string, string | number>,
) => string;

/** The keys of a dictionary's `say`. */
export type SayKey<S> = S extends Say<infer K> ? K : never;

/**
 * The `say` of a dictionary written as `{ en: {…}, it: {…}, nl: {…} }`: its keys are English's,
 * and the other languages must have exactly those.
 */
export function dictionary<K extends string>(
  words: { en: Record<K, string> } & Record<Exclude<Lang, "en">, Record<NoInfer<K>, string>>,
): Say<K> {
  return (lang, key, params = {}) => {
    const l = langOf(lang);
    return fillSentence(l, words[l][key], params);
  };
}

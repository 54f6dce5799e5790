/**
 * Names in sentences: how a template's `{name}` placeholders are filled, the one rule the web's
 * words (web/i18n) and the server's (emails, push, chat posts: src/server/words.ts) share, so a
 * table and its emails say a name the same way. Two names change with the sentence around them:
 *
 * - The computer. A table's only computer seat is named "Computer": its label on the board, with
 *   its level on a line of its own. In a sentence it is "the computer", with the language's
 *   article ("The computer wins set 4: the computer reaches 20", "Il computer vince…", "De
 *   computer wint…"), and in Italian the preposition before it joins the article ("al
 *   computer", "del computer", never "a il computer"). Several computer seats keep their own
 *   names ("Computer 1", "Computer 2"): those tell them apart. A template that starts with a lone
 *   name and a colon or a bracket ("{name}: {text}", "{name} ({level})") is a label, and keeps
 *   the name.
 * - Italian's euphonic "ad": "dà ad Anna", not "dà a Anna" (the modern rule of the Accademia
 *   della Crusca: "ad" before a word that begins with "a", plain "a" before the other vowels).
 */

/** The name of a table's only computer seat (several are "Computer 1", "Computer 2"…). */
export const COMPUTER_NAME = "Computer";

/** The computer in a sentence, per language (English for any other). */
const THE_COMPUTER: Readonly<Record<string, string>> = {
  en: "the computer",
  it: "il computer",
  nl: "de computer",
};

/** What joins names in a list, per language: "Anna, Bruno and Computer". */
const LIST = /(, | (?:and|e|en) )/;

/** Italian prepositions that join the article "il": "a il" is "al". */
const ITALIAN_JOINED: Readonly<Record<string, string>> = {
  a: "al",
  di: "del",
  da: "dal",
  su: "sul",
  in: "nel",
};

/** A placeholder with the word before it, if any, when that word stands on its own. */
const PLACEHOLDER = /(?:(?<![\p{L}\p{N}'’])(\p{L}+) )?\{(\w+)\}/gu;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** Whether text placed after `before` begins a sentence. */
function startsSentence(before: string): boolean {
  return /(^|[.!?…]\s+|\n)$/.test(before);
}

/**
 * `template` in `lang` with each `{key}` filled from `params` (left as it is when not given),
 * the computer and Italian's "ad" said as the sentence around them needs.
 */
export function fillSentence(
  lang: string,
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const phrase = THE_COMPUTER[lang] ?? THE_COMPUTER.en!;
  return template.replace(
    PLACEHOLDER,
    (whole, word: string | undefined, key: string, at: number) => {
      const given = params[key];
      if (given === undefined) return whole;
      let value = String(given);
      const atStart = word === undefined && startsSentence(template.slice(0, at));
      const label = at === 0 && /^\{\w+\}(?::| \()/.test(template);
      // A list of names ("Anna, Bruno and Computer") says the computer in its place; the
      // separators stay at the odd indexes.
      const names = value.split(LIST);
      const lone = names.length === 1;
      if (!(label && lone) && names.some((n, i) => i % 2 === 0 && n === COMPUTER_NAME)) {
        value = names.map((n, i) => (i % 2 === 0 && n === COMPUTER_NAME ? phrase : n)).join("");
        const joined = ITALIAN_JOINED[word?.toLowerCase() ?? ""];
        if (lang === "it" && word !== undefined && joined && names[0] === COMPUTER_NAME)
          // "a il computer" is "al computer": the preposition takes the article's place.
          return (word === word.toLowerCase() ? joined : capital(joined)) + value.slice(2);
        if (atStart) value = capital(value);
      } else if (!atStart && value.startsWith(capital(phrase))) {
        // A sentence said inside another ("{title}: {reason}") goes on in lower case.
        value = lower(value);
      }
      if (word === undefined) return value;
      if (lang === "it" && word.toLowerCase() === "a" && /^[aàáâ]/i.test(value))
        return `${word}d ${value}`;
      return `${word} ${value}`;
    },
  );
}

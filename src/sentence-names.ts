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
const THE_COMPUTER: Readonly<Record<string, string>> = { it: "il computer", nl: "de computer" };

/**
 * `template` in `lang` with each `{key}` filled from `params` (left as it is when not given),
 * the computer and Italian's "ad" said as the sentence around them needs. Kept small: every
 * page and embed carries it.
 */
export function fillSentence(
  lang: string,
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const the = THE_COMPUTER[lang] ?? "the computer";
  const it = lang === "it";
  // A placeholder, with the word before it (matched from the word's first letter, "alla" whole).
  return template.replace(/(?:(\p{L}+) )?\{(\w+)\}/gu, (whole, word = "", key: string, at) => {
    let value = params[key];
    if (value === undefined) return whole;
    // The computer as a name of its own (COMPUTER_NAME), alone or in a list ("Anna, Bruno and
    // Computer"; "Computer 2" is another name), but for a lone name that starts a label
    // ("{name}: {text}", "{name} ({level})").
    value = `${value}`;
    if (at || value !== COMPUTER_NAME || !/^\{\w+\}(:| \()/.test(template))
      value = value.replace(/(^|, | and | en? )Computer(?=$|,| and | en? )/g, "$1" + the);
    if (value.toLowerCase().startsWith(the)) {
      // Italian's preposition takes the article: "a il" is "al", "di il" "del", "in il" "nel".
      if (it && /^(a|d[ai]|su|in)$/i.test(word))
        return word.replace(/^(d)i$|^i(n)$/i, "$1$2e") + "l" + value.slice(2);
      // Capital where a sentence starts, lower case inside one ("{title}: {reason}").
      value =
        value[0]![
          !word && /(^|[.!?] )$/.test(template.slice(0, at)) ? "toUpperCase" : "toLowerCase"
        ]() + value.slice(1);
    }
    // Italian's euphonic "ad" before a name that begins with an "a".
    return (
      (word && `${word}${it && /^a$/i.test(word) && /^[aàáâ]/i.test(value) ? "d" : ""} `) + value
    );
  });
}

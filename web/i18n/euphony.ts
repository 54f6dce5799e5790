/**
 * Italian's euphonic "ad": "dà ad Anna", not "dà a Anna". Word packs write "a {name}" once, and
 * the name is only known when the line is said, so the "d" is added as the placeholder is
 * filled. The rule followed is the modern one (Accademia della Crusca): "ad" before a word that
 * begins with "a" ("ad Anna", "ad Alberto"), plain "a" before the other vowels ("a Elena").
 */

/** "a {x}" / "A {x}" as a word of its own, not the end of another word ("la {x}"). */
const PREPOSITION = /(?<![\p{L}\p{N}'’])([aA]) \{(\w+)\}/gu;

/**
 * `template` with "a {key}" made "ad {key}" where `params[key]` begins with an "a" (any case,
 * with or without an accent). Only for Italian: other languages' templates come back as they are.
 */
export function euphonic(
  lang: string,
  template: string,
  params: Record<string, string | number>,
): string {
  if (lang !== "it") return template;
  return template.replace(PREPOSITION, (m, a: string, key: string) =>
    /^[aàáâ]/i.test(String(params[key] ?? "")) ? `${a}d {${key}}` : m,
  );
}

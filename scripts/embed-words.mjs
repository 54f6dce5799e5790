// An embed's word chunks keep only the words its scripts can ask for (buildEmbedEntries in
// table-entries.mjs): the dictionary and a game's words serve every page (the home page, the
// create form, the table's menus), and a blog reader's first visit fetched them all. A key
// stays when a string of the embed's scripts (the entry and every chunk it may load) names it,
// starts it (`game_${id}`, `em_level_${l}`: a template's head) or is it without a plural suffix
// (`tn("ma_cards")` reads `ma_cards_one`). `t` takes only typed keys (i18n/index.ts `Key`), so
// a key the code asks for is written in it somewhere (docs/decisions.md, "Word packs").
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAst } from "rolldown/parseAst";

/**
 * The string literals and template parts of a script (oxc's parser, from rolldown).
 * @param {string} code a script
 * @returns {string[]}
 */
export function stringsOf(code) {
  const out = [];
  const walk = (n) => {
    if (!n || typeof n !== "object") return;
    if (Array.isArray(n)) return n.forEach(walk);
    if (n.type === "Literal" && typeof n.value === "string") out.push(n.value);
    if (n.type === "TemplateElement") out.push(n.value.cooked ?? n.value.raw);
    for (const k in n) walk(n[k]);
  };
  walk(parseAst(code));
  return out;
}

/**
 * Whether a word key may be asked for by scripts holding `strings`.
 * @param {Set<string>} strings the strings of the scripts (stringsOf)
 * @param {string[]} heads those of them that end in `_` (a built key's start)
 * @returns {(key: string) => boolean}
 */
export function keyKept(strings, heads) {
  return (key) =>
    strings.has(key) ||
    heads.some((h) => key.startsWith(h)) ||
    strings.has(key.replace(/_(?:zero|one|two|few|many|other)$/, ""));
}

/**
 * The output files a script may run: `entry` and everything it imports, statically or
 * dynamically, as esbuild's metafile says (an empty set for no entry).
 * @param {Record<string, any>} outputs esbuild's metafile outputs
 * @param {string | undefined} entry an output path
 * @returns {Set<string>}
 */
export function reachable(outputs, entry) {
  const reach = new Set();
  const visit = (f) => {
    if (!f || reach.has(f)) return;
    reach.add(f);
    for (const i of outputs[f]?.imports ?? []) if (!i.external) visit(i.path);
  };
  visit(entry);
  return reach;
}

/**
 * The strings of the scripts `main` may run (its imports, static and dynamic), words aside.
 * @param {string} root the project folder
 * @param {Record<string, any>} outputs esbuild's metafile outputs
 * @param {string} main the entry's output path
 * @param {(file: string) => boolean} isWords a word chunk (its strings are sentences)
 * @returns {(key: string) => boolean} whether a key stays
 */
export function wordsKept(root, outputs, main, isWords) {
  const strings = new Set(
    [...reachable(outputs, main)]
      .filter((f) => f.endsWith(".js") && !isWords(f))
      .flatMap((f) => stringsOf(readFileSync(join(root, f), "utf8"))),
  );
  const heads = [...strings].filter((s) => s.length > 2 && s.endsWith("_"));
  return keyKept(strings, heads);
}

/**
 * A word chunk without the words `kept` refuses: every object literal whose values are all
 * strings (a dictionary) loses its other properties.
 * @param {string} code the chunk (esbuild's output)
 * @param {(key: string) => boolean} kept
 * @returns {string}
 */
export function trimWords(code, kept) {
  const cuts = [];
  const walk = (n) => {
    if (!n || typeof n !== "object") return;
    if (Array.isArray(n)) return n.forEach(walk);
    if (n.type === "ObjectExpression" && n.properties.length > 0) {
      const props = n.properties;
      const words = props.every(
        (p) =>
          p.type === "Property" &&
          !p.computed &&
          ((p.value.type === "Literal" && typeof p.value.value === "string") ||
            (p.value.type === "TemplateLiteral" && p.value.expressions.length === 0)),
      );
      if (words) {
        const name = (p) => (p.key.type === "Identifier" ? p.key.name : String(p.key.value));
        const keep = props.filter((p) => kept(name(p)));
        if (keep.length < props.length)
          cuts.push([n.start, n.end, `{${keep.map((p) => code.slice(p.start, p.end)).join(",")}}`]);
        return;
      }
    }
    for (const k in n) walk(n[k]);
  };
  walk(parseAst(code));
  let out = code;
  for (const [s, e, text] of cuts.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, s) + text + out.slice(e);
  return out;
}

// An embed's stylesheet travels inside its entry script (scripts/table-entries.mjs,
// buildEmbedEntries): a small module, run before the embed's own code, adopts the trimmed sheet
// (trimEmbedCss in build-web.mjs) as a constructed stylesheet. An embed draws nothing before its
// script runs (no server-rendered markup), so a separate <link> bought no earlier paint; inside
// the script the sheet shares one gzip stream with the code, whose tables carry their own rules
// as strings already (0.5 KB less on Mazzo's embed), and the page fetches one file fewer
// (docs/decisions.md, "One file per table, one file per embed").
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Writes the modules that adopt `cssFile` for the embed `part` into dist/embed-css/{part}/ and
 * answers the one the entry imports first.
 *
 * The sheet's text is read as a namespace object (`adopt(sheet)`), on purpose: building that
 * object needs rolldown's small runtime helper in the entry, which the word chunks need as
 * well to build theirs. Otherwise rolldown puts the helper (0.2 KB) in a file of its own, which
 * the words import: one more file, fetched in a third round trip after the entry and the words.
 * @param {string} root the project folder
 * @param {string} part the embed part (`embed-pazaak`, `embed-replay-mazzo`)
 * @param {string} cssFile the part's stylesheet as esbuild wrote it and trimEmbedCss trimmed it
 * @returns {string} the absolute path of the module to import first
 */
export function embedStylesModule(root, part, cssFile) {
  const dir = join(root, "dist/embed-css", part);
  mkdirSync(dir, { recursive: true });
  const css = readFileSync(cssFile, "utf8").trim();
  writeFileSync(join(dir, "sheet.js"), `export const css = ${JSON.stringify(css)};\n`);
  const adopt = join(dir, "adopt.js");
  writeFileSync(
    adopt,
    [
      `import * as sheet from "./sheet.js";`,
      // First among the adopted sheets: a table's own sheet (web/styles/adopt.ts, unranked)
      // comes after it and refines it, as it refined the <link>ed sheet before.
      `const adopt = (m) => {`,
      `  const s = new CSSStyleSheet();`,
      `  s.replaceSync(m.css);`,
      `  document.adoptedStyleSheets = [s, ...document.adoptedStyleSheets];`,
      `};`,
      `adopt(sheet);`,
      ``,
    ].join("\n"),
  );
  return adopt;
}

/**
 * The preload hints of a game page (/g/{id}): the build lists, in /preload.json
 * (scripts/build-web.mjs `preloads`), the chunks of the game page, of each game's table and of each
 * language's words; the Worker adds `<link rel="modulepreload">` for the ones this game and the
 * reader's language need, and says which game the page is (`<meta name="tavolo-game">`), so the
 * browser fetches the table's scripts at once, beside the entry, and the page asks for the table
 * without first asking whether there is a game (docs/decisions.md, "One core chunk, and every page brings its own").
 */
import type { Env } from "../env";
import { escapeHtml } from "./share-tags";

/** A game's table page entry (scripts/build-web.mjs `tableEntries`): file names in /assets/. */
interface TableEntry {
  entry: string;
  shell: string[];
  dict: Record<string, string[]>;
  words: Record<string, string[]>;
}

/** The build's lists (chunk names in /assets/). */
interface Preloads {
  page: string[];
  dict: Record<string, string[]>;
  games: Record<string, { table: string[]; words: Record<string, string[]> }>;
  /** The app's entry and the chunks index.html preloads with it. */
  main?: string;
  shell?: string[];
  tables?: Record<string, TableEntry>;
}

const FILE = /^[\w.-]+\.js$/;

/**
 * The app's shell (index.html) for a game page of `game`: its table entry (one file holding the
 * app, the game page and that game's table) in place of the app's entry and the chunks it
 * preloads, so a first visit fetches a few big files, not a dozen small ones (docs/decisions.md,
 * "One core chunk, and every page brings its own"). The shell as it is when the build has no such entry.
 */
export function tableShell(html: string, lists: Preloads | null, game: string): string {
  const table = lists?.tables?.[game];
  const main = lists?.main;
  if (!table || !main || !FILE.test(main) || !FILE.test(table.entry)) return html;
  const script = `<script type="module" src="/assets/${main}"></script>`;
  if (!html.includes(script)) return html;
  let out = html.replace(script, `<script type="module" src="/assets/${table.entry}"></script>`);
  for (const f of lists.shell ?? [])
    out = out.replace(`<link rel="modulepreload" href="/assets/${f}">\n`, "");
  return out;
}

const LANGS = ["en", "it", "nl"];

/** The page's language as the browser will choose it with nothing remembered (web/i18n). */
export function pageLang(acceptLanguage: string | undefined): string {
  for (const part of (acceptLanguage ?? "").split(",")) {
    const short = part.trim().slice(0, 2).toLowerCase();
    if (LANGS.includes(short)) return short;
  }
  return "en";
}

/** The build's preload lists, or null (a build without them, or a broken file). */
export async function readPreloads(env: Env, url: string): Promise<Preloads | null> {
  try {
    const res = await env.ASSETS.fetch(new Request(new URL("/preload.json", url)));
    return res.ok ? ((await res.json()) as Preloads) : null;
  } catch {
    return null;
  }
}

/** The `<head>` tags of the game page of `game` (id `id`) for a reader of `lang`. */
export function preloadTags(
  lists: Preloads | null,
  id: string,
  game: string,
  lang: string,
): string {
  const tags = [
    `<meta name="tavolo-game" content="${escapeHtml(game)}" data-id="${escapeHtml(id)}">`,
  ];
  const entry = lists?.tables?.[game];
  const ofGame = lists?.games[game];
  if (entry && lists?.main) {
    const files = new Set([
      ...entry.shell,
      ...(entry.dict[lang] ?? []),
      ...(entry.words[lang] ?? []),
    ]);
    for (const f of files)
      if (FILE.test(f)) tags.push(`<link rel="modulepreload" href="/assets/${f}">`);
  } else if (lists && ofGame) {
    const files = new Set([
      ...lists.page,
      ...ofGame.table,
      ...(lists.dict[lang] ?? []),
      ...(ofGame.words[lang] ?? []),
    ]);
    for (const f of files)
      if (FILE.test(f)) tags.push(`<link rel="modulepreload" href="/assets/${f}">`);
  }
  return tags.join("\n");
}

/**
 * The preload hints of a game page (/g/{id}): the build lists, in /preload.json
 * (scripts/build-web.mjs `preloads`), the chunks of the game page, of each game's table and of
 * each language's words; the Worker adds `<link rel="modulepreload">` for the ones this game and
 * the reader's language need, and says which game the page is (`<meta name="tavolo-game">`), so
 * the browser fetches the table's scripts at once, beside the entry, and the page asks for the
 * table without first asking whether there is a game (docs/decisions.md, "Page weight: every
 * page brings its own").
 */
import type { Env } from "../env";
import { escapeHtml } from "./share-tags";

/** The build's lists (chunk names in /assets/). */
interface Preloads {
  page: string[];
  dict: Record<string, string[]>;
  games: Record<string, { table: string[]; words: Record<string, string[]> }>;
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
  const ofGame = lists?.games[game];
  if (lists && ofGame) {
    const files = new Set([
      ...lists.page,
      ...ofGame.table,
      ...(lists.dict[lang] ?? []),
      ...(ofGame.words[lang] ?? []),
    ]);
    for (const f of files)
      if (/^[\w.-]+\.js$/.test(f)) tags.push(`<link rel="modulepreload" href="/assets/${f}">`);
  }
  return tags.join("\n");
}

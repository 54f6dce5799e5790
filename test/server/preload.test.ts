/**
 * The game page's preload hints (src/server/embed/preload.ts): the Worker's HTML of an existing
 * game names the game and preloads the chunks the build lists for it (/preload.json) in
 * the reader's language; an unknown game gets none of it, and nothing in the hints is a secret.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CreateGameResponse } from "../../src/protocol";
import { pageLang, preloadTags, tableShell } from "../../src/server/embed/preload";
import { call, fetchWorker, ORIGIN } from "./helpers";

const get = (path: string, headers: Record<string, string> = {}) =>
  fetchWorker(new Request(`${ORIGIN}${path}`, { headers }));

const LISTS = {
  page: ["chunk-PAGE.js"],
  dict: { en: ["chunk-EN.js"], it: ["chunk-IT.js"], nl: ["chunk-NL.js"] },
  games: {
    pazaak: {
      table: ["chunk-PZ.js", "chunk-PAGE.js"],
      words: { en: ["chunk-PZEN.js"], it: ["chunk-PZIT.js"], nl: ["chunk-PZNL.js"] },
    },
  },
};

describe("the reader's language", () => {
  it("is the first of en, it and nl the browser asks for, else English", () => {
    expect(pageLang("it-IT,it;q=0.9,en;q=0.8")).toBe("it");
    expect(pageLang("de-DE, nl;q=0.7")).toBe("nl");
    expect(pageLang("fr")).toBe("en");
    expect(pageLang(undefined)).toBe("en");
  });
});

describe("preload tags", () => {
  it("name the game and preload its page, table, words and dictionary once each", () => {
    const tags = preloadTags(LISTS, "abcdefghijk", "pazaak", "it");
    expect(tags).toContain('<meta name="tavolo-game" content="pazaak" data-id="abcdefghijk">');
    const hrefs = [...tags.matchAll(/modulepreload" href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(["chunk-PAGE.js", "chunk-PZ.js", "chunk-IT.js", "chunk-PZIT.js"]);
  });

  it("preload nothing without the build's lists or for a game they do not know", () => {
    expect(preloadTags(null, "abcdefghijk", "pazaak", "en")).not.toContain("modulepreload");
    expect(preloadTags(LISTS, "abcdefghijk", "mazzo", "en")).not.toContain("modulepreload");
  });
});

/** The build's lists with each game's table entry (scripts/build-web.mjs `tableEntries`). */
const WITH_ENTRIES = {
  ...LISTS,
  main: "main-M.js",
  shell: ["chunk-CORE.js"],
  tables: {
    pazaak: {
      entry: "table-pazaak-T.js",
      shell: [],
      dict: { en: ["pazaak-EN.js"], it: ["pazaak-IT.js"], nl: ["pazaak-NL.js"] },
      words: { en: ["pazaak-EN.js"], it: ["pazaak-IT.js"], nl: ["pazaak-NL.js"] },
    },
  },
};

const SHELL = `<head>
<script type="module" src="/assets/main-M.js"></script>
<link rel="modulepreload" href="/assets/chunk-CORE.js">
</head>`;

describe("a table page's own entry", () => {
  it("replaces the app's entry and its chunks in the shell, for its game only", () => {
    const html = tableShell(SHELL, WITH_ENTRIES, "pazaak");
    expect(html).toContain('<script type="module" src="/assets/table-pazaak-T.js"></script>');
    expect(html).not.toContain("main-M.js");
    expect(html).not.toContain("chunk-CORE.js");
    expect(tableShell(SHELL, WITH_ENTRIES, "mazzo")).toBe(SHELL);
    expect(tableShell(SHELL, LISTS, "pazaak")).toBe(SHELL);
    expect(tableShell(SHELL, null, "pazaak")).toBe(SHELL);
  });

  it("is preloaded with its words in the reader's language, once each", () => {
    const tags = preloadTags(WITH_ENTRIES, "abcdefghijk", "pazaak", "nl");
    const hrefs = [...tags.matchAll(/modulepreload" href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(["pazaak-NL.js"]);
  });
});

describe("the game page", () => {
  it("of a game names it and preloads the build's chunks for it; no token, no invitation", async () => {
    const r = await call<CreateGameResponse>("POST", "/api/games", {
      body: { game: "pazaak", name: "Anna" },
    });
    const g = r.body;
    const html = await (await get(`/g/${g.id}`, { "accept-language": "nl-NL,nl" })).text();
    expect(html).toContain(`<meta name="tavolo-game" content="pazaak" data-id="${g.id}">`);
    const lists = (await (
      await env.ASSETS.fetch(new Request(`${ORIGIN}/preload.json`))
    ).json()) as typeof WITH_ENTRIES;
    // The game's own table entry in place of the app's, with its words in the reader's language.
    const own = lists.tables.pazaak;
    expect(html).toContain(`<script type="module" src="/assets/${own.entry}"></script>`);
    expect(html).not.toContain(`/assets/${lists.main}`);
    expect(own.dict.nl.length).toBeGreaterThan(0);
    for (const f of [...own.shell, ...own.dict.nl, ...own.words.nl])
      expect(html).toContain(`<link rel="modulepreload" href="/assets/${f}">`);
    expect(html).not.toContain(g.token);
    for (const link of Object.values(g.links)) {
      const secret = /#(?:seat|join)=(.+)$/.exec(String(link))?.[1];
      if (secret) expect(html).not.toContain(secret);
    }
  });

  it("of an unknown game names none and preloads nothing beyond the shell", async () => {
    const html = await (await get("/g/AAAAAAAAAAAAAAAAAAAAAA")).text();
    expect(html).not.toContain("tavolo-game");
    const shell = await (await get("/")).text();
    const count = (s: string) => s.split("modulepreload").length;
    expect(count(html)).toBe(count(shell));
  });
});

/**
 * The weight ceilings of a first visit, measured in Chromium: each playable game's table page
 * at or under 40 KB of gzipped JS and CSS together, the home page at or under 33 KB (the
 * embeds' 30 KB: embed.test.ts). These are the older budgets, kept as ceilings that never
 * flake; the budgets the pages are built to (32, 20 and 24 KB, README "Page budgets") are
 * printed by `npm run bench:web`. Each game's table (with its words and styles) is a lazy chunk
 * of its own, and only one language's words are loaded; the build's metafile shows that. Some
 * parts a first visit does not draw stay out of it: a Pazaak table's boards, a Mazzo turn end's
 * words, a MazzelTof spectator's card help.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { GAMES } from "../../web/games";
import { computerPazaak, playOn } from "./api-moves";
import { againstComputers } from "./api-games";
import { DESKTOP, people, PHONE, screenshot } from "./helpers";
import { kb, weighDownloads } from "./weigh";

const root = resolve(import.meta.dirname, "../..");
const BUDGET = 40 * 1024;
/** The home page's ceiling: its weight before the pages were cut (32.8 KB), rounded up. */
const HOME_BUDGET = 33 * 1024;

interface Meta {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

const person = people();

/**
 * What a browser really downloads on a first visit to a table page, as the creator of a game
 * against the computer (the table chunk, its words and styles, every panel the page loads by
 * itself): each script and stylesheet fetched until the page is idle, gzipped as a CDN would.
 */
async function measuredVisit(game: string | null): Promise<{ js: number; css: number }> {
  const created = game ? await againstComputers(game) : null;
  const { page } = await person({ viewport: PHONE });
  const weighed = weighDownloads(page);
  if (created) {
    await page.goto(`/g/${created.id}#seat=${created.token}`);
    await page.locator(".game-page").waitFor();
  } else {
    await page.goto("/");
    await page.locator(".game-tile").first().waitFor();
  }
  await page.waitForLoadState("networkidle");
  return weighed();
}

describe("a table page's weight", () => {
  it("a first visit to a table page downloads at most 40 KB of gzipped JS and CSS, measured in the browser", async () => {
    for (const game of GAMES.filter((g) => g.playable).map((g) => g.id)) {
      const w = await measuredVisit(game);
      console.log(`weight: a ${game} table page loads ${kb(w.js)} KB JS + ${kb(w.css)} KB CSS`);
      expect
        .soft(w.js + w.css, `${game}: ${kb(w.js)} KB JS + ${kb(w.css)} KB CSS`)
        .toBeLessThanOrEqual(BUDGET);
    }
  });

  it("a first visit to the home page downloads at most 33 KB of gzipped JS and CSS", async () => {
    const w = await measuredVisit(null);
    console.log(`weight: the home page loads ${kb(w.js)} KB JS + ${kb(w.css)} KB CSS`);
    expect(w.js + w.css, `home: ${kb(w.js)} KB JS + ${kb(w.css)} KB CSS`).toBeLessThanOrEqual(
      HOME_BUDGET,
    );
  });

  it("loads no game's table or parts, no rules text and no dictionary with the entry", () => {
    const meta = JSON.parse(readFileSync(join(root, "dist/web-meta.json"), "utf8")) as Meta;
    const { outputs } = meta;
    const entry = Object.keys(outputs).find((p) => outputs[p]!.entryPoint === "web/main.tsx")!;
    const first = new Set<string>();
    const visit = (f: string) => {
      if (first.has(f)) return;
      first.add(f);
      for (const i of outputs[f]?.imports ?? []) if (i.kind === "import-statement") visit(i.path);
    };
    visit(entry);
    // Every game's table (its `<Name>Table.tsx`), its rules text and its parts' loaders (its
    // manifest loads them; a table page's own entry holds only its own game's).
    const perGame = GAMES.flatMap(({ id }) => [
      `web/${id}/${readdirSync(join(root, "web", id)).find((f) => /^\w+Table\.tsx$/.test(f) && f !== "Table.tsx")}`,
      `web/${id}/rules/en.ts`,
      `web/${id}/parts.ts`,
    ]);
    const lazy = [
      ...perGame,
      "web/i18n/en.ts",
      "web/i18n/it.ts",
      "web/i18n/nl.ts",
      "web/pages/RulesPage.tsx",
      // A card help's bubble, the rematch's, the presence lines' and the links' words.
      "web/components/card-tips.ts",
      "web/components/rematch-words/en.ts",
      "web/components/presence-words/en.ts",
      "web/components/links-words/en.ts",
    ];
    for (const module of lazy) {
      const chunk = Object.keys(outputs).find((p) => outputs[p]!.entryPoint === module);
      expect(chunk, `${module} is a chunk of its own`).toBeDefined();
      expect(first.has(chunk!), `${module} is not in the first download`).toBe(false);
    }
  });

  it("a Pazaak table link's first visit carries no rules of the boards: they come with the match and draw the felt", async () => {
    const game = await computerPazaak(false);
    const { page } = await person({ viewport: PHONE });
    const scripts: Promise<string>[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(res.text().catch(() => ""));
    });
    await page.goto(`/g/${game.id}#seat=${game.token}`);
    await page.locator("[data-action=random-deck]").waitFor();
    await page.waitForLoadState("networkidle");
    const boardsRule = /\.boards\{/;
    const first = await Promise.all(scripts);
    expect(first.filter((s) => boardsRule.test(s))).toEqual([]);
    // The deck chosen, the boards come with their sheet: the felt is painted, not a bare grid.
    await page.locator("[data-action=random-deck]").click();
    await page.locator("[data-action=use-deck]").click();
    const felt = page.locator(".pazaak .boards").first();
    await felt.waitFor();
    expect(await felt.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("gradient");
    await page.locator(".pazaak .hand-area").waitFor();
    await screenshot(page, "weight-pazaak-table");
    await page.setViewportSize(DESKTOP);
    // On a desktop the log is the second column beside the boards: the sheet keeps the rules of
    // a class made in a template (`phase-${view.phase}`).
    const boards = (await felt.boundingBox())!;
    const log = (await page.locator(".pazaak .log").first().boundingBox())!;
    expect(log.x).toBeGreaterThanOrEqual(boards.x + boards.width);
    await screenshot(page, "weight-pazaak-table");
  });

  it("a new Mazzo game's first visit carries no words of a turn's end: they come with the first, and its log tells it", async () => {
    const game = await againstComputers("mazzo");
    const { page, errors } = await person({ viewport: PHONE });
    const scripts: Promise<string>[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(res.text().catch(() => ""));
    });
    await page.goto(`/g/${game.id}#seat=${game.token}`);
    await page.locator(".mazzo .turn-banner").waitFor();
    await page.waitForLoadState("networkidle");
    // web/mazzo/reason.ts names a clash's reason as a string in code (a word pack: as a key).
    const told = /[`"']mz_reason_higher[`"']/;
    const first = await Promise.all(scripts);
    expect(first.filter((s) => told.test(s)).length, "scripts telling a turn's end").toBe(0);
    // The reader's moves until a turn has ended: its words come, and the log tells it.
    const isEnd = (e: { type: string }) => e.type === "clash" || e.type === "doubtResult";
    const table = await playOn(game.id, {
      tokens: [game.token],
      until: (t) => (t.view as { events: { type: string }[] }).events.some(isEnd),
    });
    await page.locator(`.game-page[data-seq="${table.seq}"]`).waitFor();
    const line = page.locator("[data-testid=move-log] li.result").first();
    await line.waitFor();
    expect(await line.textContent()).toMatch(/clash|bluff|truth|keeps/i);
    expect((await Promise.all(scripts)).some((s) => told.test(s))).toBe(true);
    await page.locator("html:not([data-parts])").waitFor();
    await screenshot(page, "weight-mazzo-table");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "weight-mazzo-table");
    expect(errors).toEqual([]);
  });

  it("a MazzelTof spectator's embed draws the cards still and carries no card's help", async () => {
    const game = await againstComputers("mazzeltof");
    const { page, errors } = await person({ viewport: PHONE });
    const scripts: Promise<string>[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.push(res.text().catch(() => ""));
    });
    await page.goto(`/embed/g/${game.id}`);
    await page.locator(".embed-game[data-seat=spectator] [data-testid=piles]").waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.locator(".embed-game .card-btn").count()).toBe(0);
    // A card's help (components/CardHelp.tsx) listens for these: only a seat's part has it.
    const first = await Promise.all(scripts);
    expect(first.filter((s) => s.includes("pointercancel")).length, "scripts with card help").toBe(
      0,
    );
    await screenshot(page, "weight-mazzeltof-embed");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "weight-mazzeltof-embed");
    expect(errors).toEqual([]);
  });
});

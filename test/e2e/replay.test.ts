/**
 * Replays in Chromium: a finished game's replay page checks the deal (✓) and steps through the
 * game with the buttons, the keyboard (arrows, Home, End, Space), a swipe and the scrubber; the seat view
 * switch shows one seat's hand and hides the others'; "copy link to this move" and a shared
 * `#m=` link open on that move; a tampered seed or move list shows ✗ and no table; the replay
 * embed steps inside a blog's sandboxed frame on another origin within the 30 KB budget, and a
 * resigned game's opens on its verdict in words from two files (its entry and its words); every
 * game's replayed round result has no button to dismiss it and gives way when the replay steps
 * on; and a player steps back through their own earlier tables during a game. Screenshots of the page
 * and the embed at phone and desktop sizes, for every game.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findGame, games } from "../../src/engine";
import type { LogResponse } from "../../src/protocol";
import { everyoneSeated, playOn } from "./api-moves";
import { api, baseURL, DESKTOP, expectAccessible, people, PHONE, screenshot } from "./helpers";

const person = people();

/** Seats and options that make a short whole game, where a game's fewest seats do not. */
const SETUPS: Record<string, { seats: number; options?: Record<string, unknown> }> = {
  mattazza: { seats: 3, options: { matchMode: "elimination", eliminationTarget: 2 } },
};
/** The setup of a short whole game of `game`: its own above, else its fewest seats. */
const setupOf = (game: string) => SETUPS[game] ?? { seats: findGame(game)!.seats.min };

/** A game of `game` played to its end through the API by people: its id, tokens and last table. */
async function finishedGame(game: string, stopAt = Infinity) {
  const { id, tokens } = await everyoneSeated({ game, ...setupOf(game) }, [
    "Anna",
    "Bruno",
    "Carla",
    "Dario",
  ]);
  // The same moves in every run: a fixed sequence of picks among the legal moves.
  let n = 1;
  const table = await playOn(id, {
    tokens,
    until: (t) => t.seq >= stopAt,
    choose: (mine) => {
      n = (n * 1103515245 + 12345) % 2147483648;
      return mine.legal[n % mine.legal.length];
    },
  });
  return { id, tokens, table };
}

/** The step the player shows. */
async function stepOf(where: Page | Frame): Promise<number> {
  return Number(await where.getByTestId("rp-step").getAttribute("data-step"));
}

/** Waits until the player shows step `n`. */
async function atStep(where: Page | Frame, n: number): Promise<void> {
  await expect.poll(() => stepOf(where)).toBe(n);
}

/** The whole games of this file, one per game, played once and shared (a game over never changes). */
const whole = new Map<string, ReturnType<typeof finishedGame>>();
/** The whole game of `game`, played on first use. */
function wholeGame(game: string): ReturnType<typeof finishedGame> {
  if (!whole.has(game)) whole.set(game, finishedGame(game));
  return whole.get(game)!;
}

let pazaak: Awaited<ReturnType<typeof finishedGame>>;
beforeAll(async () => {
  pazaak = await wholeGame("pazaak");
});

/**
 * Starts counting, in the page, the round results the replayed table draws and the buttons to
 * dismiss one it ever draws: an observer, so a result that moves on by itself (a spectator's
 * timer) is counted all the same.
 */
async function watchResults(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { results: 0, buttons: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const count = () => {
      const table = document.querySelector('[data-testid="rp-table"]');
      if (!table) return;
      const results = table.querySelectorAll('[data-testid="round-result"]');
      if (results.length) seen.results++;
      results.forEach((r) => (seen.buttons += r.querySelectorAll(".round-next button").length));
      seen.buttons += table.querySelectorAll('[data-action="next-round"]').length;
    };
    new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
    count();
  });
}

/** What watchResults counted so far. */
function seenResults(page: Page): Promise<{ results: number; buttons: number }> {
  return page.evaluate(
    () => (window as unknown as { seen: { results: number; buttons: number } }).seen,
  );
}

describe("the replay page", () => {
  it("checks the deal, then steps with buttons, keys and the scrubber; the view switch; copy link", async () => {
    const { page, errors } = await person({ viewport: PHONE, clipboard: true });
    const { id, table } = pazaak;
    const last = table.seq;
    await page.goto(`${baseURL()}/g/${id}/replay`);
    await expect.poll(() => page.getByTestId("rp-verdict").getAttribute("data-ok")).toBe("true");
    await atStep(page, last);
    await page.getByTestId("rp-first").click();
    await atStep(page, 0);
    await page.getByTestId("rp-forward").click();
    await atStep(page, 1);
    // The caption names the move's player and says what happened, from the table's own log.
    await expect.poll(() => page.getByTestId("rp-caption").textContent()).toMatch(/Anna|Bruno/);
    await page.keyboard.press("ArrowRight");
    await atStep(page, 2);
    await page.keyboard.press("ArrowLeft");
    await atStep(page, 1);
    await page.keyboard.press("End");
    await atStep(page, last);
    await page.keyboard.press("Home");
    await atStep(page, 0);
    // Space plays (one step after another) and pauses.
    await page.keyboard.press("Space");
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await page.keyboard.press("Space");
    const paused = await stepOf(page);
    await expect.poll(() => page.getByTestId("rp-play").getAttribute("aria-label")).toBe("Play");
    expect(await stepOf(page)).toBeLessThanOrEqual(paused + 1);
    // A swipe across the table (a touch pointer, right to left) steps forward, and back.
    const swipe = (dx: number) =>
      page.getByTestId("rp-table").evaluate((el, dx) => {
        const at = (type: string, x: number) =>
          el.dispatchEvent(
            new PointerEvent(type, {
              bubbles: true,
              pointerType: "touch",
              clientX: x,
              clientY: 300,
            }),
          );
        at("pointerdown", 200);
        at("pointerup", 200 + dx);
      }, dx);
    const before = await stepOf(page);
    await swipe(-120);
    await atStep(page, before + 1);
    await swipe(120);
    await atStep(page, before);
    await page.getByTestId("rp-scrub").fill(String(Math.floor(last / 2)));
    await atStep(page, Math.floor(last / 2));
    expect(page.url()).toContain(`#m=${Math.floor(last / 2)}`);
    // The jump list goes to a set's first step.
    const jumps = await page.getByTestId("rp-jump").locator("option").count();
    expect(jumps).toBeGreaterThan(1);
    await page.getByTestId("rp-jump").selectOption({ index: 1 });
    await expect.poll(() => stepOf(page)).toBeGreaterThan(0);

    // Every hand face up, then as Bruno saw it: his hand on the table, nobody else's.
    await page.getByTestId("rp-scrub").fill("6");
    await atStep(page, 6);
    await expect.poll(() => page.getByTestId("rp-hands").locator("li").count()).toBe(2);
    await page.getByTestId("rp-seen").selectOption("1");
    await expect.poll(() => page.getByTestId("rp-hands").count()).toBe(0);
    await expect.poll(() => page.getByTestId("rp-table").getAttribute("data-seen")).toBe("1");
    expect(page.url()).toContain("#m=6&as=1");
    await screenshot(page, "replay-pazaak-seat");

    await page.getByTestId("rp-copy").click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL()}/g/${id}/replay?m=6&as=1`);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it("a shared link opens on its move and view; the ?m= of a copied link too", async () => {
    const { page, errors } = await person({ viewport: DESKTOP });
    const { id } = pazaak;
    await page.goto(`${baseURL()}/g/${id}/replay#m=5&as=0`);
    await atStep(page, 5);
    expect(await page.getByTestId("rp-seen").inputValue()).toBe("0");
    await page.goto(`${baseURL()}/g/${id}/replay?m=3`);
    await atStep(page, 3);
    expect(await page.getByTestId("rp-seen").inputValue()).toBe("all");
    expect(errors).toEqual([]);
  });

  it("says when a move was played, never a live game's 'last move … ago'", async () => {
    const { page, errors } = await person({ viewport: PHONE });
    const { id } = pazaak;
    await page.goto(`${baseURL()}/g/${id}/replay#m=5&as=0`);
    await atStep(page, 5);
    const when = page.getByTestId("rp-table").getByTestId("last-move");
    await expect.poll(() => when.textContent()).toMatch(/^played /);
    const text = (await when.textContent())!;
    expect(text).not.toMatch(/ago|just now|last move/);
    // The date itself: this year's, whatever the clock says now.
    expect(text).toContain(String(new Date().getFullYear()));
    await when.evaluate((e) => e.scrollIntoView({ block: "center" }));
    await screenshot(page, "replay-played-when");
    // At the start of the replay: when the game began.
    await page.goto(`${baseURL()}/g/${id}/replay?m=0&as=0`);
    await atStep(page, 0);
    await expect.poll(() => when.textContent()).toMatch(/^started /);
    expect(errors).toEqual([]);
  });

  it("a resigned game checks ✓ and replays to the resignation", async () => {
    const running = await finishedGame("pazaak", 6);
    await api("POST", `/api/games/${running.id}/resign`, {}, running.tokens[1]);
    const { page, errors } = await person({ viewport: PHONE });
    await page.goto(`${baseURL()}/g/${running.id}/replay#m=0`);
    await page.getByTestId("rp-verdict").waitFor();
    await expect
      .poll(async () => {
        const verdict = page.getByTestId("rp-verdict");
        return `${await verdict.getAttribute("data-ok")} ${await verdict.textContent()}`;
      })
      .toMatch(/^true /);
    await page.getByTestId("rp-last").click();
    await atStep(page, running.table.seq);
    expect(errors).toEqual([]);
  });

  it("a tampered seed or move list shows ✗ and no replay", async () => {
    const { id } = pazaak;
    for (const tamper of ["seed", "moves"] as const) {
      const { page } = await person({ viewport: PHONE });
      await page.route(`**/api/games/${id}/log`, async (route) => {
        const res = await route.fetch();
        const log = (await res.json()) as LogResponse;
        if (tamper === "seed")
          log.seed = `${log.seed!.slice(0, -1)}${log.seed!.endsWith("0") ? "1" : "0"}`;
        else log.moves.splice(3, 1);
        await route.fulfill({ response: res, json: log });
      });
      await page.goto(`${baseURL()}/g/${id}/replay`);
      await expect.poll(() => page.getByTestId("rp-verdict").getAttribute("data-ok")).toBe("false");
      expect(await page.getByTestId("rp-verdict").textContent()).toContain("✗");
      expect(await page.getByTestId("rp-table").count()).toBe(0);
      if (tamper === "seed") await screenshot(page, "replay-tampered");
    }
  });

  it("the finished table links to its replay; a running game's replay says it is not over", async () => {
    const { page } = await person({ viewport: PHONE });
    const { id, tokens } = pazaak;
    await page.goto(`${baseURL()}/g/${id}#seat=${tokens[0]}`);
    await page.getByTestId("replay-link").click();
    await expect.poll(() => page.getByTestId("rp-verdict").getAttribute("data-ok")).toBe("true");
    const running = await finishedGame("pazaak", 4);
    await page.goto(`${baseURL()}/g/${running.id}/replay`);
    await page.getByText("This game is not over yet").waitFor();
  });
});

describe("every game's replay", () => {
  for (const game of Object.keys(games)) {
    it(`${game}: the page and the embed replay the whole game; screenshots`, async () => {
      const done = await wholeGame(game);
      for (const viewport of [PHONE, DESKTOP]) {
        const { page, errors } = await person({ viewport });
        await page.goto(`${baseURL()}/g/${done.id}/replay#m=${Math.floor(done.table.seq / 3)}`);
        await expect
          .poll(() => page.getByTestId("rp-verdict").getAttribute("data-ok"))
          .toBe("true");
        await atStep(page, Math.floor(done.table.seq / 3));
        await screenshot(page, `replay-${game}`);
        await page.goto(`${baseURL()}/embed/replay/${done.id}#m=${Math.floor(done.table.seq / 2)}`);
        await atStep(page, Math.floor(done.table.seq / 2));
        await page.getByTestId("rp-forward").click();
        await atStep(page, Math.floor(done.table.seq / 2) + 1);
        await screenshot(page, `replay-embed-${game}`);
        expect(errors).toEqual([]);
      }
    });
  }
});

describe("a replayed Mazzo turn", () => {
  it("is named as the table names it, and its caption tells the move, not the refill", async () => {
    const done = await wholeGame("mazzo");
    const { page, errors } = await person({ viewport: PHONE });
    await page.goto(`${baseURL()}/g/${done.id}/replay#m=1`);
    await expect.poll(() => page.getByTestId("rp-verdict").getAttribute("data-ok")).toBe("true");
    await atStep(page, 1);
    const rp = page.getByTestId("rp-table");
    const newest = rp.locator("[data-testid=move-log] li").first();
    // Step on to the first turn that ends in a refill: the table holds that turn's result.
    for (let step = 1; !((await newest.textContent()) ?? "").startsWith("Refill"); step++) {
      await page.getByTestId("rp-forward").click();
      await atStep(page, step + 1);
    }
    const turn = /^Turn (\d+)\//.exec((await rp.getByTestId("turn-no").textContent()) ?? "")?.[1];
    expect(turn).toBeDefined();
    // The chapter is the table's turn, in the table's word ("Round 2" over "Turn 1" before).
    const jump = page.getByTestId("rp-jump");
    const chosen = jump.locator(`option[value="${await jump.inputValue()}"]`);
    expect(await chosen.textContent()).toBe(`Turn ${turn}`);
    // The caption is the turn's result, the line before the refill, also once the words of a
    // turn's end (a part of their own) have come and the table has told it again.
    await page.waitForFunction(() => !document.documentElement.dataset["parts"]);
    const result = rp.locator("[data-testid=move-log] li").nth(1);
    await expect
      .poll(async () => [
        await page.getByTestId("rp-line").textContent(),
        await result.textContent(),
      ])
      .toSatisfy(([line, told]) => line === told && !/^Refill/.test(line ?? ""));
    await screenshot(page, "replay-mazzo-turn");
    expect(errors).toEqual([]);
  });
});

describe("a replayed round's result", () => {
  for (const game of Object.keys(games)) {
    it(`${game}: drawn without the button that dismisses it; stepping on moves past it`, async () => {
      const done = await wholeGame(game);
      const { page, errors } = await person({ viewport: PHONE });
      // As the first seat saw it: a seat's result waits for its reader (no timer).
      await page.goto(`${baseURL()}/g/${done.id}/replay#m=0&as=0`);
      await expect.poll(() => page.getByTestId("rp-verdict").getAttribute("data-ok")).toBe("true");
      await atStep(page, 0);
      await watchResults(page);
      // A chapter's first step is the move that ended the one before: stepped into from the
      // step before it (a table that stays mounted), it draws that round's result.
      const jumps = page.getByTestId("rp-jump").locator("option");
      const chapters = await jumps.count();
      for (let i = 1; i < chapters && (await seenResults(page)).results === 0; i++) {
        const step = Number(await jumps.nth(i).getAttribute("value"));
        await page.getByTestId("rp-scrub").fill(String(step - 1));
        await atStep(page, step - 1);
        await page.getByTestId("rp-forward").click();
        await atStep(page, step);
        // The result is drawn by a part that may still be on its way (web/lazy.ts): count
        // only once the page says every part is in.
        await page.waitForFunction(() => !document.documentElement.dataset["parts"]);
      }
      const result = page.getByTestId("rp-table").getByTestId("round-result");
      expect(
        (await seenResults(page)).results,
        `${game}: no step drew a round's result`,
      ).toBeGreaterThan(0);
      expect((await seenResults(page)).buttons).toBe(0);
      if (game === "pazaak") {
        // Pazaak's seat results have no timer: still there, until the reader steps on.
        await result.waitFor();
        expect(await page.locator('[data-action="next-round"]').count()).toBe(0);
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await result.locator(".round-next").scrollIntoViewIfNeeded();
          await screenshot(page, "replay-pazaak-set-result");
        }
        const at = await stepOf(page);
        await page.getByTestId("rp-forward").click();
        await atStep(page, at + 1);
        await expect.poll(() => result.count()).toBe(0);
        await expect.poll(() => page.locator(".pazaak .boards:not(.final)").count()).toBe(1);
      }
      expect(errors).toEqual([]);
    });
  }
});

let blog: Server;
let blogOrigin = "";
beforeAll(async () => {
  blog = createServer((req, res) => {
    const src = new URL(req.url ?? "/", "http://blog").searchParams.get("src") ?? "";
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title></head>
<body><h1>How the match turned</h1><p>Here is the moment the match turned:</p>
<iframe id="game" src="${src.replace(/"/g, "&quot;")}" width="640" height="720" style="border:0;max-width:100%" title="A replay" sandbox="allow-scripts allow-popups"></iframe></body></html>`);
  });
  await new Promise<void>((ok) => blog.listen(0, "127.0.0.1", ok));
  blogOrigin = `http://localhost:${(blog.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((ok) => blog.close(ok));
});

describe("the replay embed", () => {
  it("steps by keys inside a sandboxed frame on another origin and keeps its height", async () => {
    const { page, errors } = await person({ viewport: DESKTOP });
    const { id, table } = pazaak;
    await page.goto(
      `${blogOrigin}/?src=${encodeURIComponent(`${baseURL()}/embed/replay/${id}#m=4`)}`,
    );
    const frame = (await (await page.locator("#game").elementHandle())!.contentFrame())!;
    await atStep(frame, 4);
    const height = () =>
      frame.evaluate(() => document.querySelector(".embed")!.getBoundingClientRect().height);
    const before = await height();
    await frame.getByTestId("rp-forward").focus();
    await page.keyboard.press("ArrowRight");
    await atStep(frame, 5);
    await page.keyboard.press("End");
    await atStep(frame, table.seq);
    await frame.getByTestId("rp-seen").selectOption("0");
    await expect.poll(() => frame.getByTestId("rp-table").getAttribute("data-seen")).toBe("0");
    expect(await height()).toBe(before);
    expect(await frame.getByTestId("embed-open").getAttribute("href")).toBe(
      `${baseURL()}/g/${id}/replay?m=${table.seq}&as=0`,
    );
    await screenshot(page, "replay-embed-blog");
    expect(errors).toEqual([]);
  });

  for (const game of Object.keys(games))
    it(`${game}: in the README's 640×720 frame and in 390×720 and 1280×720 ones, the board comes first and whole, the step controls under it`, async () => {
      const done = await wholeGame(game);
      // The README's frame in a post on a phone and a desktop, and the embed as a whole page of
      // a phone's and a desktop's frame size (a frame as wide as a post's column).
      const sizes = [
        { viewport: PHONE, framed: true },
        { viewport: DESKTOP, framed: true },
        { viewport: { width: 390, height: 720 }, framed: false },
        { viewport: { width: 1280, height: 720 }, framed: false },
      ];
      for (const { viewport, framed } of sizes) {
        const { page, errors } = await person({ viewport });
        // The middle and the end with every hand face up, and the deal as the first seat saw it
        // (a link copied there: Pazaak's seat was drawn as nothing before its side deck); and
        // the end as the first seat saw it, where a board can be too tall for the frame even
        // at half size (MazzelTof's open cards on a desktop): it scrolls under the controls.
        const places = [
          { at: Math.floor(done.table.seq / 2), as: "", whole: true },
          { at: done.table.seq, as: "", whole: true },
          { at: 0, as: "&as=0", whole: true },
          { at: done.table.seq, as: "&as=0", whole: false },
        ];
        for (const { at, as, whole } of places) {
          const embed = `${baseURL()}/embed/replay/${done.id}#m=${at}${as}`;
          // A fresh load each time (only the fragment changes between two places).
          await page.goto("about:blank");
          await page.goto(framed ? `${blogOrigin}/?src=${encodeURIComponent(embed)}` : embed);
          const frame = framed
            ? (await (await page.locator("#game").elementHandle())!.contentFrame())!
            : page.mainFrame();
          await atStep(frame, at);
          // The board is fitted whenever its size changes (web/replay/fit.ts): once the step's
          // effects have run and asked for their parts, and the parts are in (web/lazy.ts
          // announces them), two frames later the fit has run; then read where the board and
          // the buttons are, unscrolled.
          const frames = () =>
            frame.evaluate(
              () => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))),
            );
          await frames();
          await frame.waitForFunction(() => !document.documentElement.dataset["parts"]);
          await frames();
          const seen = await frame.evaluate(() => {
            const box = (id: string) =>
              document.querySelector(`[data-testid=${id}]`)!.getBoundingClientRect();
            const board = box("rp-table");
            const zoom = document.querySelector<HTMLElement>("[data-testid=rp-table]")!.style.zoom;
            return {
              height: innerHeight,
              board: { top: board.top, bottom: board.bottom, tall: board.height },
              zoom: Number(zoom || 1),
              buttons: box("rp-forward").bottom,
            };
          });
          const shot = `${framed ? "frame" : viewport.height}-${at === 0 ? "deal" : as ? "seat" : "end"}`;
          if (at === 0 || at === done.table.seq)
            await screenshot(page, `replay-embed-${shot}-${game}`);
          const where = `${game} at ${viewport.width}×${viewport.height}${framed ? " in the frame" : ""}, step ${at}${as}: ${JSON.stringify(seen)}`;
          expect(seen.board.tall, where).toBeGreaterThan(150);
          expect(seen.board.top, where).toBeGreaterThanOrEqual(0);
          // The step controls are always in the frame.
          expect(seen.buttons, where).toBeLessThanOrEqual(seen.height);
          // The board is whole above them, or zoomed to half size and scrolled under them.
          if (whole || seen.zoom > 0.5) {
            expect(seen.board.bottom, where).toBeLessThanOrEqual(seen.height);
            expect(seen.buttons, where).toBeGreaterThan(seen.board.bottom);
          }
        }
        expect(errors).toEqual([]);
      }
    });

  it("a board too tall for the frame even at half size scrolls under the step controls, which stay in view", async () => {
    const { page, errors } = await person({ viewport: { width: 390, height: 720 } });
    await page.goto(`${baseURL()}/embed/replay/${pazaak.id}#m=4`);
    await atStep(page, 4);
    // A board three frames tall (as a long game's open cards can be on a narrow frame).
    await page.addStyleTag({ content: "[data-testid=rp-table] .pazaak { min-height: 2160px }" });
    await expect
      .poll(() => page.getByTestId("rp-table").evaluate((el) => (el as HTMLElement).style.zoom))
      .toBe("0.5");
    const bottom = (id: string) =>
      page.getByTestId(id).evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await bottom("rp-forward")).toBeLessThanOrEqual(720);
    expect(await bottom("rp-scrub")).toBeLessThanOrEqual(720);
    // Scrolled to its end, the board's foot is there, and the controls under it.
    await page.getByTestId("embed-body").evaluate((el) => el.scrollTo(0, el.scrollHeight));
    expect(await bottom("rp-table")).toBeLessThan(
      await page.getByTestId("rp-forward").evaluate((el) => el.getBoundingClientRect().top),
    );
    await page.getByTestId("rp-forward").click();
    await atStep(page, 5);
    expect(errors).toEqual([]);
  });

  it("a replay embed downloads at most 30 KB of gzipped JS and CSS, for every game", async () => {
    const kb = (n: number) => (n / 1024).toFixed(1);
    for (const game of Object.keys(games)) {
      const done = await wholeGame(game);
      const { page } = await person({ viewport: PHONE });
      const sizes = { js: 0, css: 0 };
      const bodies: Promise<void>[] = [];
      page.on("response", (res) => {
        const type = res.request().resourceType();
        if ((type !== "script" && type !== "stylesheet") || !res.url().startsWith(baseURL()))
          return;
        bodies.push(
          res.body().then((b) => {
            sizes[type === "script" ? "js" : "css"] += gzipSync(b).length;
            if (process.env.WEIGHT_FILES) console.log(`weight: ${gzipSync(b).length} ${res.url()}`);
          }),
        );
      });
      await page.goto(
        `${blogOrigin}/?src=${encodeURIComponent(`${baseURL()}/embed/replay/${done.id}`)}`,
      );
      const frame = (await (await page.locator("#game").elementHandle())!.contentFrame())!;
      await atStep(frame, done.table.seq);
      await page.waitForLoadState("networkidle");
      await Promise.all(bodies);
      console.log(
        `weight: a ${game} replay embed loads ${kb(sizes.js)} KB JS + ${kb(sizes.css)} KB CSS`,
      );
      expect.soft(sizes.js + sizes.css, game).toBeLessThanOrEqual(30 * 1024);
    }
  });

  it("a resigned game's replay embed opens on its verdict, in words, from its first two files; its choices come when reached for", async () => {
    // It opens at the game's end: the results and the verdict's words come with its entry and
    // its words file (scripts/build-web.mjs `replayFirst`, `replayWords`), not as later chunks.
    for (const game of Object.keys(games)) {
      const { id, tokens } = await everyoneSeated({ game, ...setupOf(game) }, [
        "Anna",
        "Bruno",
        "Carla",
      ]);
      await api("POST", `/api/games/${id}/resign`, {}, tokens[0]);
      const { page, errors } = await person({ viewport: PHONE });
      const files: string[] = [];
      page.on("response", (res) => {
        const type = res.request().resourceType();
        if (type === "script" || type === "stylesheet") files.push(res.url());
      });
      await page.goto(`${baseURL()}/embed/replay/${id}`);
      await expect
        .poll(() => page.getByTestId("match-reason").textContent())
        .toBe("Anna resigned.");
      await page.waitForLoadState("networkidle");
      expect.soft(files, game).toHaveLength(2);
      // The choices under the step controls (web/replay/More.tsx) come, with their words, once
      // the reader reaches for the embed: here a mouse moved over it.
      expect(await page.getByTestId("rp-seen").count()).toBe(0);
      await page.mouse.move(100, 100);
      await page.mouse.move(120, 140);
      await expect
        .poll(() => page.getByTestId("rp-seen").locator("option").first().textContent())
        .toBe("Every hand face up");
      expect(errors).toEqual([]);
    }
  });
});

describe("stepping back during a game", () => {
  it("a player sees their own earlier tables, nothing on them live, then comes back to now", async () => {
    const running = await finishedGame("pazaak", 8);
    const { page, errors } = await person({ viewport: PHONE });
    await page.goto(`${baseURL()}/g/${running.id}#seat=${running.tokens[0]}`);
    await page.getByTestId("step-back-open").click();
    const at = page.getByTestId("step-back-at");
    await expect.poll(() => at.getAttribute("data-step")).toBe(String(running.table.seq - 1));
    await expect
      .poll(() => page.locator(".game-page").getAttribute("data-seq"))
      .toBe(String(running.table.seq));
    await page.getByTestId("step-back-prev").click();
    await expect.poll(() => at.getAttribute("data-step")).toBe(String(running.table.seq - 2));
    await page.getByText("as you saw it then").waitFor();
    await screenshot(page, "step-back");
    await page.getByTestId("step-back-now").click();
    await expect.poll(() => page.getByTestId("step-back").count()).toBe(0);
    await page.getByTestId("step-back-open").waitFor();
    expect(errors).toEqual([]);
  });
});

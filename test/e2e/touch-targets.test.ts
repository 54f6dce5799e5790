/**
 * Touch targets on every game's table, at 390 px and 1280 px: every interactive element a
 * person can see is at least 24×24 CSS px, or has the room of WCAG 2.5.8's spacing exception
 * (a 24 px circle on its centre meets no other target nor another small target's circle). A
 * link inside a sentence is exempt, as WCAG exempts it. Each table is measured on the person's
 * turn, as a seat against the computer, and in Pazaak and MazzelTof again with a card's choices
 * open.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CreateGameResponse } from "../../src/protocol";
import { apiMove, firstLegalExcept, playOn, settledTable } from "./api-moves";
import { DESKTOP, PHONE, api, people } from "./helpers";

const person = people();

/** What a person can press, tap or focus. */
const INTERACTIVE =
  "a[href], button, input, select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=switch], [role=tab], [tabindex]:not([tabindex='-1'])";

/** The targets counted, and those smaller than 24×24 px that lack the spacing exception. */
async function tooSmall(page: Page): Promise<{ count: number; bad: string[] }> {
  return page.evaluate((selector) => {
    const MIN = 24;
    const els = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return false;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      // Nested targets (a card button inside a help wrapper) count once, as the outer box.
      if (el.parentElement?.closest(selector)) return false;
      // WCAG's inline exception: a link within a sentence.
      if (el.tagName === "A" && getComputedStyle(el).display === "inline") {
        const text = el.parentElement?.textContent ?? "";
        if (text.trim().length > (el.textContent ?? "").trim().length) return false;
      }
      return true;
    });
    const boxes = els.map((el) => ({ el, r: el.getBoundingClientRect() }));
    const small = boxes.filter(({ r }) => r.width < MIN || r.height < MIN);
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    /** Distance from a point to a rectangle (0 inside). */
    const toRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(
        Math.max(r.left - p.x, 0, p.x - r.right),
        Math.max(r.top - p.y, 0, p.y - r.bottom),
      );
    const bad: string[] = [];
    for (const s of small) {
      const c = centre(s.r);
      const clash = boxes.some(
        (o) =>
          o !== s &&
          (toRect(c, o.r) < MIN / 2 ||
            (small.includes(o) && Math.hypot(c.x - centre(o.r).x, c.y - centre(o.r).y) < MIN)),
      );
      if (clash) {
        const name =
          s.el.getAttribute("aria-label") ??
          s.el.getAttribute("data-testid") ??
          (s.el.textContent ?? "").trim().slice(0, 30);
        bad.push(
          `${s.el.tagName.toLowerCase()}.${s.el.className} "${name}" ${Math.round(s.r.width)}×${Math.round(s.r.height)}`,
        );
      }
    }
    return { count: boxes.length, bad };
  }, INTERACTIVE);
}

/** A game against the computer at seat 0, settled on the person's turn: its table page. */
async function table(game: string, computer: number[]): Promise<string> {
  const created = await api<CreateGameResponse>("POST", "/api/games", {
    game,
    name: "Anna",
    computer,
  });
  if (game === "pazaak") await apiMove(created.id, created.token, { type: "randomSideDeck" });
  // A game whose cards open their choices is played on to a turn of the person's with a card to
  // pick: a MazzelTof deal may open on a skip to accept or five cards to draw.
  if (PICK[game]) {
    await playOn(created.id, {
      tokens: [created.token],
      choose: firstLegalExcept("resign", "callForHelp"),
      until: (t) =>
        t.toAct.includes(0) && (t.legal as { card?: string }[]).some((m) => m.card !== undefined),
    });
  }
  await settledTable(created.id, created.token);
  return `/g/${created.id}#seat=${created.token}`;
}

const GAMES: [string, number[]][] = [
  ["pazaak", [1]],
  ["mazzo", [1]],
  ["mattazza", [1, 2, 3]],
  ["mazzeltof", [1, 2, 3]],
];

/** A card that opens its choices when picked, where the game has them. */
const PICK: Record<string, string> = {
  pazaak: ".pazaak [data-testid=own-hand] .card-btn:not([aria-disabled=true])",
  mazzeltof: ".mazzeltof [data-testid=own-hand] .mz-btn:not([aria-disabled=true])",
};

describe("touch targets are at least 24×24 px on every table", () => {
  for (const [game, computer] of GAMES)
    it(`${game}, at 390 px and 1280 px`, async () => {
      const { page } = await person({ viewport: PHONE });
      await page.goto(await table(game, computer));
      await page.locator(".turn-banner.yours").waitFor();
      // The turn as it rests, then with a card picked (its choices open) where a pick opens them.
      const pick = PICK[game];
      for (const picked of pick ? [false, true] : [false]) {
        if (picked && pick) {
          await page.setViewportSize(PHONE);
          await page.locator(pick).first().click();
          await page.locator(".choice").waitFor();
        }
        for (const size of [PHONE, DESKTOP]) {
          await page.setViewportSize(size);
          const { count, bad } = await tooSmall(page);
          expect(count).toBeGreaterThan(5);
          expect(bad, `${game} at ${size.width} px${picked ? ", a card picked" : ""}`).toEqual([]);
        }
      }
    });
});

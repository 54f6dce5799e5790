/**
 * The table's "More" fold (components/Fold.tsx) in Chromium: opened the moment it is on the
 * page (while the table may still be drawing for the first time), it stays open through the
 * first draws and through the redraws pushed tables bring, and the element is never replaced; drawn anew
 * when the reader comes back to the table, it is as the reader left it.
 */
import { describe, expect, it } from "vitest";
import { apiMove } from "./api-moves";
import { openMore, people, PHONE, seqOf, waitSeqAfter } from "./helpers";
import { pazaakForTwo } from "./api-games";

const person = people();

/** What the page's observer saw of the fold (installed before any of the page's code runs). */
interface FoldLog {
  /** The fold was clicked (as soon as it was on the page). */
  clicked: boolean;
  /** Times the fold's element left the page, and times its `open` attribute went away. */
  removed: number;
  closed: number;
}

describe("the More fold", () => {
  it("opened the moment it is on the page, stays open through the first draws and later pushes", async () => {
    const { id, tokens } = await pazaakForTwo();
    const { page, errors } = await person({ viewport: PHONE });
    // The earliest click there is: in the page, as soon as the fold is inserted.
    await page.addInitScript(() => {
      const log: FoldLog = { clicked: false, removed: 0, closed: 0 };
      (window as unknown as { foldLog: FoldLog }).foldLog = log;
      const isFold = (n: Node) =>
        n instanceof Element &&
        (n.matches("[data-testid=more]") || !!n.querySelector("[data-testid=more]"));
      new MutationObserver((records) => {
        for (const r of records) {
          if (r.type === "attributes" && !(r.target as Element).hasAttribute("open")) log.closed++;
          for (const n of Array.from(r.removedNodes)) if (isFold(n)) log.removed++;
        }
        const summary = document.querySelector<HTMLElement>("[data-testid=more] > summary");
        // Whether the table's own code is drawn yet depends on what came first, its code or
        // its data (components/GameTable.tsx): the click is the earliest either way.
        if (summary && !log.clicked) {
          log.clicked = true;
          summary.click();
        }
      }).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ["open"],
      });
    });
    await page.goto(`/g/${id}#seat=${tokens[0]}`);
    const more = page.getByTestId("more");
    const isOpen = () => more.evaluate((d) => (d as HTMLDetailsElement).open);
    const log = () => page.evaluate(() => (window as unknown as { foldLog: FoldLog }).foldLog);

    // The table has drawn (its first legal move is there) and the fold's panels are in it.
    await page.locator("[data-action=random-deck]").waitFor();
    await more.locator(".fold-body").waitFor();
    expect((await log()).clicked).toBe(true);
    expect(await isOpen()).toBe(true);

    // The other seat moves: the pushed table redraws the page; the fold stays as it was.
    const before = await seqOf(page);
    await apiMove(id, tokens[1], { type: "randomSideDeck" });
    await waitSeqAfter(page, before);
    expect(await isOpen()).toBe(true);
    expect(await log()).toEqual({ clicked: true, removed: 0, closed: 0 });
    expect(errors).toEqual([]);
  });

  it("drawn anew when the reader comes back to the table, is as the reader left it", async () => {
    const { id, tokens } = await pazaakForTwo();
    const { page, errors } = await person({ viewport: PHONE });
    await page.goto(`/g/${id}#seat=${tokens[0]}`);
    const more = page.getByTestId("more");
    const isOpen = () => more.evaluate((d) => (d as HTMLDetailsElement).open);
    await openMore(page);
    await more.locator(".fold-body").waitFor();

    // To the rules and back, inside the app: the game page is drawn anew, its fold still open.
    const away = async () => {
      await page.getByTestId("rules-link").click();
      await page.waitForURL(/\/rules\/pazaak$/);
      await page.goBack();
      await page.locator("[data-action=random-deck]").waitFor();
    };
    await away();
    expect(await isOpen()).toBe(true);
    await more.locator(".fold-body").waitFor();

    // Closed by the reader, it comes back closed.
    await more.locator("summary").click();
    await expect.poll(isOpen).toBe(false);
    await away();
    expect(await isOpen()).toBe(false);
    expect(errors).toEqual([]);
  });
});

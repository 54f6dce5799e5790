/**
 * "Download this game" under the table (components/DownloadGame.tsx): a seat's click saves a
 * JSON file holding every step of the game as that seat saw it (its own hand, never the other
 * seat's), named after the game; the panel at phone and desktop widths, in screenshots.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { SeatDownload, Table } from "../../src/protocol";
import { apiMove } from "./api-moves";
import { DESKTOP, expectAccessible, openMore, people, PHONE, screenshot, seqOf } from "./helpers";
import { pazaakForTwo } from "./api-games";

const person = people();

describe("download this game", () => {
  for (const viewport of [PHONE, DESKTOP])
    it(`saves the seat's own copy of every step (${viewport.width} px)`, async () => {
      const { id, tokens } = await pazaakForTwo();
      // Both side decks chosen: the deal is done and each seat holds a hand of its own.
      for (const token of tokens) await apiMove(id, token, (t: Table) => t.legal[0]);
      const { page, errors } = await person({ viewport });
      await page.goto(`/g/${id}#seat=${tokens[1]}`);
      await page.locator(`.game-page[data-seq="2"]`).waitFor();
      await openMore(page);
      const button = page.locator("[data-action=download-game]");
      await button.scrollIntoViewIfNeeded();
      await screenshot(page, "download");
      await expectAccessible(page);

      const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
      expect(download.suggestedFilename()).toBe(`tavolo-pazaak-${id}.json`);
      const copy = JSON.parse(await readFile((await download.path())!, "utf8")) as SeatDownload;
      expect(copy.seat).toBe(1);
      expect(copy.names).toEqual(["Anna", "Bob"]);
      expect(copy.steps).toHaveLength((await seqOf(page)) + 1);
      expect(copy).not.toHaveProperty("seed");
      // Seat 1's own hand is in its copy; seat 0's never is, at any step.
      for (const step of copy.steps) {
        const seats = (step.view as { seats: Record<string, unknown>[] }).seats;
        expect(seats[0]).not.toHaveProperty("hand");
      }
      expect(copy.steps.at(-1)!.view).toHaveProperty("seats.1.hand");
      expect(await page.getByTestId("download-error").count()).toBe(0);
      expect(errors).toEqual([]);
    });
});

/**
 * The computer in sentences, on screen: a Pazaak game against one computer tells who starts
 * with "the computer" in English, "il computer" in Italian and "de computer" in Dutch, while
 * the label over the computer's board stays its name, "Computer", with its level under it.
 * Screenshots of the log at 390 and 1280 px go to screenshots/.
 */
import { describe, expect, it } from "vitest";
import { computerPazaak } from "./api-moves";
import { DESKTOP, people, PHONE, screenshot } from "./helpers";

const person = people();

/** The first log line in each language: who starts, the computer said with its article. */
const WHO_STARTS = {
  en: /Who starts: (Bruno drew \d+, the computer|the computer drew \d+, Bruno) \d+/,
  it: /Chi inizia: (Bruno pesca \d+, il computer|il computer pesca \d+, Bruno) \d+/,
  nl: /Wie begint: (Bruno trok \d+, de computer|de computer trok \d+, Bruno) \d+/,
} as const;

describe("the computer in sentences", () => {
  it("says 'the computer' in the log in en, it and nl; the board keeps its name", async () => {
    const game = await computerPazaak(true, "Bruno");
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors } = await person({ viewport });
      await page.goto(`/g/${game.id}#seat=${game.token}`);
      await page.locator(".boards").waitFor();
      const log = page.getByTestId("move-log");
      for (const lang of ["en", "it", "nl"] as const) {
        await page.locator("#lang-select").selectOption(lang);
        await expect.poll(() => log.textContent()).toMatch(WHO_STARTS[lang]);
        // "Computer" is the board's label, never a sentence's word.
        expect(await log.textContent()).not.toMatch(/Computer/);
      }
      expect(await page.locator(".board-panel:not(.you) .pname").textContent()).toContain(
        "Computer",
      );
      await log.scrollIntoViewIfNeeded();
      await screenshot(page, "computer-words-nl");
      expect(errors).toEqual([]);
    }
  });
});

// Mazzo's last log line, which is also the replay's last caption (web/mazzo/log.ts): the end of
// the game in one readable line, in en, it and nl. It read "Anna wins the game: 8 cards each:
// Anna holds the Mazziere" (a colon inside a colon), and the cards left in hand ran on without
// a stop ("… lost the Mazziere Cards left in hand are discarded: …").
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MazzoEvent } from "../../src/engine/games/mazzo/types";

// The page's modules read the browser's languages, its stored choice and its root element.
vi.stubGlobal("navigator", { languages: ["en-US"], language: "en-US" });
vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {}, removeItem: () => {} });
vi.stubGlobal("document", { documentElement: {} });
const { loadLang, loadPack } = await import("../../web/i18n");
const { words } = await import("../../web/mazzo/words");
const { logLines } = await import("../../web/mazzo/log");
const ends = await import("../../web/mazzo/ends");

const name = (seat: number) => (seat === 0 ? "Anna" : "Bruno");

/** The log's line for a game's end in `lang`. */
async function endLine(lang: "en" | "it" | "nl", end: MazzoEvent): Promise<string> {
  await loadLang(lang);
  await loadPack(words);
  const lines = logLines([end], name, ends);
  expect(lines).toHaveLength(1);
  return lines[0]!.text;
}

const tieBreak: MazzoEvent = {
  type: "gameEnd",
  winner: 0,
  reason: "mazziereTieBreak",
  loot: [8, 8],
  leftover: [[], []],
  leftoverTo: "holder",
};

const lostWithCardsLeft: MazzoEvent = {
  type: "gameEnd",
  winner: 1,
  reason: "mazziereLost",
  loot: [2, 3],
  leftover: [["B02"], ["B03"]],
  leftoverTo: "discard",
};

describe("Mazzo's line for the end of the game", () => {
  beforeAll(() => loadLang("en"));
  afterAll(async () => {
    await loadLang("en");
    vi.unstubAllGlobals();
  });

  it("says a tie broken by the Mazziere with one colon", async () => {
    expect(await endLine("en", tieBreak)).toBe(
      "Anna wins the game: 8 cards each, and Anna holds the Mazziere",
    );
    for (const lang of ["it", "nl"] as const) {
      const line = await endLine(lang, tieBreak);
      expect(line.split(":")).toHaveLength(2);
      expect(line).toContain("Anna");
    }
  });

  it("ends a sentence before the cards left in hand", async () => {
    const en = await endLine("en", lostWithCardsLeft);
    expect(en).toMatch(/^Bruno wins the game: Anna lost the Mazziere\. Cards left in hand are /);
    for (const lang of ["it", "nl"] as const) {
      // The sentence on the cards left in hand follows a stop.
      expect(await endLine(lang, lostWithCardsLeft)).toMatch(/\. \p{Lu}[^.]*: [^:]+$/u);
    }
  });
});

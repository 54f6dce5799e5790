// Word packs (web/i18n/index.ts `loadPack`): two parts of a page that ask for the same pack at
// once both wait for its words. The second caller used to return at once, while the first
// caller's download was still on its way, and drew a key ("talk_said") in place of a sentence.
import { describe, expect, it, vi } from "vitest";
import type { Key, WordPack } from "../../web/i18n";

// The page's module reads the browser's languages and its stored choice when it loads.
vi.stubGlobal("navigator", { languages: ["en-US"], language: "en-US" });
vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {}, removeItem: () => {} });
const { loadPack, t } = await import("../../web/i18n");
vi.unstubAllGlobals();

describe("a word pack asked for twice at once", () => {
  it("settles both callers only once its words are in", async () => {
    let arrive = (_: Record<string, string>) => {};
    const words = new Promise<Record<string, string>>((ok) => (arrive = ok));
    const pack: WordPack = { en: () => words, it: () => words, nl: () => words };
    const key = "talk_said" as Key;
    const seen: string[] = [];
    const first = loadPack(pack).then(() => seen.push(`first: ${t(key)}`));
    const second = loadPack(pack).then(() => seen.push(`second: ${t(key)}`));
    await Promise.resolve();
    expect(seen).toEqual([]);
    arrive({ talk_said: "{name}: {text}" });
    await Promise.all([first, second]);
    expect(seen.sort()).toEqual(["first: {name}: {text}", "second: {name}: {text}"]);
  });
});

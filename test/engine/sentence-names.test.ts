// The computer in sentences (src/sentence-names.ts), in en, it and nl: "The computer wins set
// 4: the computer reaches 20", Italian's "al computer" / "del computer", several computers by
// their own names, a label keeping the name; and the same rule in the table's words (a Pazaak
// set's log line, a Mattazza banner) through the page's `t`.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PazaakEvent } from "../../src/engine/games/pazaak/types";
import { fillSentence } from "../../src/sentence-names";

// The page's modules read the browser's languages, its stored choice and its root element.
vi.stubGlobal("navigator", { languages: ["en-US"], language: "en-US" });
vi.stubGlobal("localStorage", { getItem: () => null, setItem: () => {}, removeItem: () => {} });
vi.stubGlobal("document", { documentElement: {} });
const { loadLang, loadPack, t } = await import("../../web/i18n");
const pazaakWords = (await import("../../web/pazaak/words")).words;
const mattazzaWords = (await import("../../web/mattazza/words")).words;
const { setResult } = await import("../../web/pazaak/reason");

describe("fillSentence: the computer in a sentence", () => {
  it("says 'the computer' with the language's article, capitalised where a sentence starts", () => {
    expect(fillSentence("en", "{name} wins set {set}", { name: "Computer", set: 4 })).toBe(
      "The computer wins set 4",
    );
    expect(fillSentence("en", "{name}'s turn", { name: "Computer" })).toBe("The computer's turn");
    expect(fillSentence("en", "Remind {name}", { name: "Computer" })).toBe("Remind the computer");
    expect(fillSentence("it", "Vince {name}", { name: "Computer" })).toBe("Vince il computer");
    expect(fillSentence("it", "{name} vince il set {set}", { name: "Computer", set: 4 })).toBe(
      "Il computer vince il set 4",
    );
    expect(fillSentence("nl", "{name} wint set {set}", { name: "Computer", set: 4 })).toBe(
      "De computer wint set 4",
    );
    expect(fillSentence("nl", "Bord van {name}", { name: "Computer" })).toBe(
      "Bord van de computer",
    );
    expect(
      fillSentence("en", "{deck}. {name} attacks first", { deck: "Dark", name: "Computer" }),
    ).toBe("Dark. The computer attacks first");
  });

  it("joins Italian's prepositions with the article: al, del, dal, sul, nel", () => {
    const it_ = (s: string) => fillSentence("it", s, { name: "Computer" });
    expect(it_("Tocca a {name}")).toBe("Tocca al computer");
    expect(it_("Dai a {name} una carta")).toBe("Dai al computer una carta");
    expect(it_("Tavolo di {name}")).toBe("Tavolo del computer");
    expect(it_("un promemoria da {name}")).toBe("un promemoria dal computer");
    expect(it_("A {name} il primo turno")).toBe("Al computer il primo turno");
    expect(it_("Contro {name}")).toBe("Contro il computer");
    expect(it_("Tu e {name} avete vinto")).toBe("Tu e il computer avete vinto");
    // The end of another word is no preposition ("la", "alla").
    expect(fillSentence("it", "la {name}", { name: "Anna" })).toBe("la Anna");
  });

  it("goes on in lower case when a sentence is said inside another", () => {
    const reason = fillSentence("en", "{name} reaches {total}", { name: "Computer", total: 20 });
    const title = fillSentence("en", "{name} wins set {set}", { name: "Computer", set: 4 });
    expect(fillSentence("en", "{title}: {reason}", { title, reason })).toBe(
      "The computer wins set 4: the computer reaches 20",
    );
    expect(fillSentence("en", "Who starts: {name} draws {n}", { name: "Computer", n: 7 })).toBe(
      "Who starts: the computer draws 7",
    );
  });

  it("keeps the names of several computers, and a person's name, as they are", () => {
    expect(fillSentence("en", "{name} wins", { name: "Computer 2" })).toBe("Computer 2 wins");
    expect(fillSentence("it", "Tocca a {name}", { name: "Computer 1" })).toBe("Tocca a Computer 1");
    expect(fillSentence("it", "Tocca a {name}", { name: "Anna" })).toBe("Tocca ad Anna");
    expect(fillSentence("it", "Tocca a {name}", { name: "Elena" })).toBe("Tocca a Elena");
    expect(fillSentence("en", "{name} wins {x}", { name: "Bruno" })).toBe("Bruno wins {x}");
  });

  it("says the computer in a list of names", () => {
    expect(fillSentence("en", "Pazaak with {others}", { others: "Computer" })).toBe(
      "Pazaak with the computer",
    );
    expect(fillSentence("it", "Mattazza con {others}", { others: "Anna, Computer" })).toBe(
      "Mattazza con Anna, il computer",
    );
    expect(fillSentence("en", "{names} lose", { names: "Anna and Computer" })).toBe(
      "Anna and the computer lose",
    );
    expect(fillSentence("nl", "{names} verliezen", { names: "Computer en Anna" })).toBe(
      "De computer en Anna verliezen",
    );
  });

  it("keeps the name where a template is a label: '{name}: …', '{name} (…)'", () => {
    expect(fillSentence("en", "{name} ({level})", { name: "Computer", level: "strong" })).toBe(
      "Computer (strong)",
    );
    expect(fillSentence("it", "{name}: {what}", { name: "Computer", what: "gioca 7" })).toBe(
      "Computer: gioca 7",
    );
  });
});

describe("the table's words say the computer", () => {
  const setEnd: Extract<PazaakEvent, { type: "setEnd" }> = {
    type: "setEnd",
    set: 4,
    winner: 1,
    totals: [18, 20],
    reason: "higher",
    boards: [[], [{ card: "P1", value: 1 }]],
  };
  const name = (seat: number) => (seat === 0 ? "Anna" : "Computer");

  beforeAll(async () => {
    await loadPack(pazaakWords);
    await loadPack(mattazzaWords);
  });
  afterAll(async () => {
    await loadLang("en");
    vi.unstubAllGlobals();
  });

  it.each([
    ["en", "The computer wins set 4: the computer reaches 20 with +1", "Give the computer a card"],
    [
      "it",
      "Il computer vince il set 4: il computer arriva a 20 con +1",
      "Dai al computer una carta",
    ],
    ["nl", "De computer wint set 4: de computer komt op 20 met +1", "Geef de computer een kaart"],
  ] as const)("in %s", async (lang, line, give) => {
    await loadLang(lang);
    expect(setResult(setEnd, name)).toBe(line);
    expect(t("ma_banner_give", { name: "Computer" })).toContain(give);
  });
});

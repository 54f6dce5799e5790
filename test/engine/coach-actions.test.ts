/**
 * "Why not?" on actions and the hints' reasons, per game: the action a table shows refused has
 * the engine's reason (Pazaak's deck short of ten, Mazzo's face-up answer without the ability,
 * Mattazza's second call for help, MazzelTof's cancel without a joker); a refusal that names a
 * card carries its id, and every refusal and hint reason met is worded in en, it and nl with
 * what it names; every hint of Mazzo, Mattazza and MazzelTof says why, as its seat's view shows.
 */
import { describe, expect, it } from "vitest";
import { games, hintFor, whyNot, type AnyGame } from "../../src/engine";
import { DECKS, has } from "../../src/engine/games/mazzo/cards";
import type { MazzoState } from "../../src/engine/games/mazzo";
import type { CardId, MattazzaState } from "../../src/engine/games/mattazza";
import { trickWinner } from "../../src/engine/games/mattazza/trick";
import { cardInfo } from "../../src/engine/games/mazzeltof/cards";
import type { MazzelTofState } from "../../src/engine/games/mazzeltof";
import { words as en } from "../../web/components/coach/words/en";
import { words as it_ } from "../../web/components/coach/words/it";
import { words as nl } from "../../web/components/coach/words/nl";
import { botRun } from "./kit";

const LANGS = { en, it: it_, nl } as Record<string, Record<string, string>>;

/** The states of a few bot games of `game`. */
function statesOf(game: AnyGame, seeds = 3, cap = 400): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < seeds; i++)
    out.push(...botRun(game, game.seats.default, `actions-${game.id}-${i}`, { cap }).states);
  return out;
}

/** The words of a refusal in `lang`, as the bubble looks them up. */
function refusalWords(lang: string, game: string, code: string): string | undefined {
  const key = code.replace(/[^a-z]+/g, "_");
  return LANGS[lang]![`why_${game}_${key}`] ?? LANGS[lang]![`why_${key}`];
}

/** The placeholders of a sentence: `{card}` → card. */
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

describe("the actions a table shows refused have the engine's reason", () => {
  it("pazaak: a side deck short of ten cards", () => {
    const game = games["pazaak"]!;
    const s = statesOf(game, 1, 2)[0];
    const why = whyNot(game, s, 0, { type: "sideDeck", cards: ["P1", "P2", "M3"] });
    expect(why?.code).toBe("rule/invalid-side-deck");
    expect(why?.message).toMatch(/exactly 10 cards/);
  });

  it("mazzo: answering face up with a card that lacks the ability names both", () => {
    const game = games["mazzo"]!;
    let met = 0;
    for (const s of statesOf(game) as MazzoState[]) {
      if (s.phase !== "respond" || !s.table.ability) continue;
      const seat = game.toAct(s)[0] as 0 | 1;
      const deck = DECKS[s.options.deck];
      for (const card of s.hands[seat]) {
        const lacks = !has(deck.byId.get(card)!, s.table.ability, s.options.mazziereHasNoAbilities);
        const why = whyNot(game, s, seat, { type: "faceUp", card });
        if (!lacks) continue;
        expect(why?.code).toBe("rule/illegal-card");
        expect(why?.values).toEqual({ card, ability: s.table.ability });
        expect(why?.message).toContain(deck.byId.get(card)!.name);
        met++;
      }
    }
    expect(met).toBeGreaterThan(3);
  });

  it("mattazza: a second call for help in the same hand", () => {
    const game = games["mattazza"]!;
    let met = 0;
    for (const s of statesOf(game) as MattazzaState[]) {
      if (s.phase !== "play") continue;
      const seat = game.toAct(s)[0]!;
      const target = (seat + 1) % s.seatCount;
      const called = game.play(s, seat, { type: "callForHelp", target });
      if (!called.ok) continue;
      const why = whyNot(game, called.state, seat, { type: "callForHelp", target });
      expect(why?.code).toBe("rule/already-called");
      met++;
    }
    expect(met).toBeGreaterThan(10);
  });

  it("mazzeltof: cancelling the red pawn without a joker in the hand", () => {
    const game = games["mazzeltof"]!;
    let met = 0;
    for (const s of statesOf(game, 6) as MazzelTofState[]) {
      if (s.phase !== "skipDecision") continue;
      const seat = game.toAct(s)[0]!;
      const joker = s.positions[s.active]!.hand.some((c) => cardInfo(c).joker);
      const why = whyNot(game, s, seat, { type: "cancelSkip" });
      expect(why?.code ?? null).toBe(joker ? null : "rule/no-joker");
      met++;
    }
    expect(met).toBeGreaterThan(3);
  });
});

describe.each(Object.values(games).map((g) => [g.id, g] as const))("%s's words", (id, game) => {
  it("every refusal met is worded in en, it and nl, naming what it names", () => {
    const pool = new Map<string, unknown>();
    const seen = new Map<string, Record<string, string> | undefined>();
    for (const s of statesOf(game, 2, 300)) {
      const n = game.seats.default;
      for (let seat = 0; seat < n; seat++)
        for (const m of game.legalMoves(s, seat)) pool.set(JSON.stringify(m), m);
      for (let seat = 0; seat < n; seat++)
        for (const m of [...pool.values()].slice(-80)) {
          const why = whyNot(game, s, seat, m);
          if (!why || why.code.startsWith("input/")) continue;
          // A sentence that names a card says so in `values` (the page names it itself).
          const card = (m as { card?: string }).card;
          if (card && why.message.includes(card)) expect(why.values?.card, why.message).toBe(card);
          seen.set(`${why.code}|${JSON.stringify(why.values ?? {})}`, { ...why.values });
        }
    }
    expect(seen.size).toBeGreaterThan(2);
    for (const [key, values] of seen) {
      const code = key.split("|")[0]!;
      for (const lang of ["en", "it", "nl"]) {
        const w = refusalWords(lang, id, code);
        expect(w, `${lang}: no words for ${code}`).toBeDefined();
        for (const kind of placeholders(w!))
          expect(
            values?.[kind] ?? LANGS[lang]![`why_the_${kind}`],
            `${lang} ${code}: {${kind}}`,
          ).toBeDefined();
      }
      // Italian and Dutch name the card whenever the English sentence does.
      if (values?.["card"])
        for (const lang of ["it", "nl"])
          expect(refusalWords(lang, id, code), `${lang} ${code}`).toContain("{card}");
    }
  });

  it("every hint says why, worded in en, it and nl", () => {
    const codes = new Set<string>();
    for (const s of statesOf(game, 3, 300))
      for (const seat of game.toAct(s)) {
        const h = hintFor(game, s, seat)!;
        expect(h.reason, JSON.stringify(h.move)).toBeDefined();
        expect(h.reason!.code.startsWith(`${id}/`)).toBe(true);
        expect(h.reason!.message).toMatch(/\.$/);
        codes.add(h.reason!.code);
      }
    for (const code of codes)
      for (const lang of ["en", "it", "nl"])
        expect(
          LANGS[lang]![`hint_${code.replace(/[^a-z]+/g, "_")}`],
          `${lang} ${code}`,
        ).toBeDefined();
  });
});

describe("hints' reasons follow the seat's view", () => {
  it("mattazza: a trickless seat is told to take the trick its card takes, else to keep", () => {
    const game = games["mattazza"]!;
    const seen = new Set<string>();
    for (const s of statesOf(game) as MattazzaState[]) {
      const seat = game.toAct(s)[0];
      if (seat === undefined || s.phase !== "play") continue;
      const h = hintFor(game, s, seat)!;
      seen.add(h.reason!.code);
      const m = h.move as { type: string; card: CardId };
      if (h.reason!.code === "mattazza/need-trick" || h.reason!.code === "mattazza/keep-strong") {
        expect(s.tricksWon[seat]).toBe(0);
        const wins =
          trickWinner([...s.trick, { seat, card: m.card }], s.options.simplifiedRanks).index ===
          s.trick.length;
        expect(wins).toBe(h.reason!.code === "mattazza/need-trick");
      }
      if (h.reason!.code === "mattazza/lead")
        expect(s.trick.every((p) => p.card === "MATTO")).toBe(true);
    }
    expect([...seen]).toEqual(
      expect.arrayContaining(["mattazza/need-trick", "mattazza/lead", "mattazza/duck"]),
    );
  });

  it("mazzo: a denial is a bluff exactly when the hand holds the ability", () => {
    const game = games["mazzo"]!;
    const seen = new Set<string>();
    for (const s of statesOf(game, 8) as MazzoState[]) {
      const seat = game.toAct(s)[0] as 0 | 1 | undefined;
      if (seat === undefined) continue;
      const h = hintFor(game, s, seat)!;
      seen.add(h.reason!.code);
      if (h.reason!.code !== "mazzo/deny" && h.reason!.code !== "mazzo/bluff") continue;
      const deck = DECKS[s.options.deck];
      const holds = s.hands[seat].some((c) =>
        has(deck.byId.get(c)!, s.table.ability!, s.options.mazziereHasNoAbilities),
      );
      expect(h.reason!.code).toBe(holds ? "mazzo/bluff" : "mazzo/deny");
    }
    expect([...seen]).toEqual(expect.arrayContaining(["mazzo/attack", "mazzo/face-up"]));
  });

  it("mazzeltof: the red pawn is cancelled exactly when the hand holds a joker", () => {
    const game = games["mazzeltof"]!;
    let met = 0;
    for (const s of statesOf(game, 6) as MazzelTofState[]) {
      if (s.phase !== "skipDecision") continue;
      const h = hintFor(game, s, game.toAct(s)[0]!)!;
      const joker = s.positions[s.active]!.hand.some((c) => cardInfo(c).joker);
      expect(h.reason!.code).toBe(joker ? "mazzeltof/cancel" : "mazzeltof/accept");
      met++;
    }
    expect(met).toBeGreaterThan(3);
  });
});

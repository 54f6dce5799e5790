// Every registered game has its words for emails (src/server/notify/phrases/index.ts): a game
// added to the engine's registry without its entry in the phrases map fails here, by name, and
// so does one whose namings leave a legal move of its first position without a label in every
// language or without a phrase a player could write.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { games } from "../../src/engine";
import { LANGS } from "../../src/server/words";
import { PHRASES, namedMoves } from "../../src/server/notify/phrases";
import { phrasesOf } from "../../src/server/notify/phrases/core";
import { pazaakRecent } from "../../src/server/notify/phrases/pazaak-recent";

describe("phrases of every game", () => {
  it("the phrases map has every registered game, and nothing else", () => {
    for (const id of Object.keys(games))
      expect(Object.hasOwn(PHRASES, id), `${id} has no phrases in notify/phrases/index.ts`).toBe(
        true,
      );
    for (const id of Object.keys(PHRASES))
      expect(Object.hasOwn(games, id), `${id} has phrases but is no registered game`).toBe(true);
  });

  it("names every legal move of a game's first position in every language", () => {
    for (const game of Object.values(games)) {
      const seats = game.seats.default;
      const options = v.parse(game.options, {}) as Record<string, unknown>;
      const state = game.setup({ seats, options, seed: "phrases" });
      for (const seat of game.toAct(state)) {
        const named = namedMoves(game, state, seat, (s) => `Player ${s + 1}`);
        expect(named.length, `${game.id}: seat ${seat} has legal moves in words`).toBe(
          game.legalMoves(state, seat).length,
        );
        for (const { naming } of named) {
          for (const lang of LANGS)
            expect(naming.label[lang], `${game.id}: a label in ${lang}`).toBeTruthy();
          expect(
            phrasesOf(naming).size,
            `${game.id}: phrases of ${naming.label.en}`,
          ).toBeGreaterThan(0);
        }
      }
    }
  });

  it("a Pazaak email tells the last moves in the table's words", () => {
    // Bruno (seat 1) reads: Anna drew, played and stood; then Bruno's own card was drawn.
    const view = {
      events: [
        { type: "draw", seat: 1, card: "T4", total: 4 },
        { type: "endTurn", seat: 1, total: 4 },
        { type: "draw", seat: 0, card: "T5", total: 5 },
        { type: "endTurn", seat: 0, total: 5 },
        { type: "draw", seat: 0, card: "T10", total: 15 },
        { type: "play", seat: 0, card: "P3", value: 3, total: 18 },
        { type: "stand", seat: 0, total: 18, auto: false },
        { type: "draw", seat: 1, card: "T7", total: 11 },
      ],
    };
    const name = (s: number) => ["Anna", "Bruno"][s]!;
    // The table's log (web/pazaak/log.ts) says exactly these lines, in each language.
    expect(pazaakRecent(view, 1, name, "en")).toEqual([
      "Anna drew 5 (total 5)",
      "Anna drew 10 (total 15)",
      "Anna played +3 (total 18), stands",
      "Bruno drew 7 (total 11)",
    ]);
    expect(pazaakRecent(view, 1, name, "it")).toContain("Anna gioca +3 (totale 18), sta");
    expect(pazaakRecent(view, 1, name, "nl")).toContain("Anna trok 5 (totaal 5)");
  });
});

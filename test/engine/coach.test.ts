/**
 * "Why not?" and learning games' hints on every registered game: a refused move's reason is the
 * refusal `play` gives (each game's main refusal codes are met over a game), an accepted move
 * has none, and a hint is a move `play` accepts, with Pazaak's reasons in words.
 */
import { describe, expect, it } from "vitest";
import { games, hintFor, whyNot, type AnyGame } from "../../src/engine";
import { pazaak, type PazaakState } from "../../src/engine/games/pazaak";
import { botRun } from "./kit";

/** The main refusals a player meets, per game (README's refusal codes). */
const MAIN: Record<string, string[]> = {
  pazaak: ["rule/not-your-turn", "rule/not-in-hand", "rule/side-card-already-played"],
  mazzo: ["rule/not-your-turn", "rule/wrong-step", "rule/not-in-hand"],
  mattazza: ["rule/not-your-turn", "rule/illegal-card", "rule/not-in-hand", "rule/give-first"],
  mazzeltof: [
    "rule/not-your-turn",
    "rule/card-not-available",
    "rule/illegal-card",
    "rule/wrong-colour",
  ],
};

/** MazzelTof's piles, for moves that name one. */
const SLOTS = ["red", "mix", "black"];

/** Every reason `whyNot` gives over a bot game, asking about every move met so far. */
function reasonsOver(game: AnyGame, seed: string): Map<string, string> {
  const n = game.seats.default;
  const pool = new Map<string, unknown>();
  const codes = new Map<string, string>();
  for (const s of botRun(game, n, seed, { cap: 300 }).states) {
    for (let seat = 0; seat < n; seat++)
      for (const m of game.legalMoves(s, seat)) {
        pool.set(JSON.stringify(m), m);
        // A card on each pile (MazzelTof), not only the piles that take it.
        for (const slot of SLOTS)
          if (typeof m === "object" && m && "slot" in m) {
            const other = { ...m, slot };
            pool.set(JSON.stringify(other), other);
          }
      }
    for (let seat = 0; seat < n; seat++) {
      for (const m of [...pool.values()].slice(-120)) {
        const why = whyNot(game, s, seat, m);
        const played = game.play(s, seat, m);
        // The reason is exactly the refusal of the real move, and only a refused move has one.
        expect(JSON.stringify(why)).toBe(JSON.stringify(played.ok ? null : played.error));
        if (why && !codes.has(why.code)) codes.set(why.code, why.message);
      }
    }
  }
  return codes;
}

describe.each(Object.values(games).map((g) => [g.id, g] as const))("%s", (id, game) => {
  it("says why a move cannot be played, in the rule's own code and words", () => {
    const codes = reasonsOver(game, `why-${id}`);
    for (const code of MAIN[id] ?? []) {
      expect(codes.has(code), `${id} never said ${code}`).toBe(true);
      expect(codes.get(code)).toMatch(/\S.*[.!]$/);
    }
  });

  it("hints a move the rules accept, and only to a seat that is to act", () => {
    const n = game.seats.default;
    const run = botRun(game, n, `hint-${id}`, { cap: 200 });
    for (const s of run.states) {
      for (let seat = 0; seat < n; seat++) {
        const hint = hintFor(game, s, seat);
        if (!game.toAct(s).includes(seat)) {
          expect(hint).toBeNull();
          continue;
        }
        expect(hint).not.toBeNull();
        expect(game.play(s, seat, hint!.move).ok).toBe(true);
      }
    }
  });
});

describe("pazaak's hints say why", () => {
  it("proposes the flexible deck first, then a turn's move with its reason", () => {
    const run = botRun(pazaak, 2, "hint-reasons", { cap: 120 });
    const first = hintFor(pazaak, run.states[0], 0)!;
    expect(first.move).toMatchObject({ type: "sideDeck" });
    expect(first.reason?.code).toBe("pazaak/flexible-deck");
    const seen = new Set<string>();
    for (const s of run.states as PazaakState[]) {
      for (const seat of pazaak.toAct(s)) {
        const h = hintFor(pazaak, s, seat)!;
        expect(h.reason?.message).toMatch(/\.$/);
        seen.add(h.reason!.code);
        if (h.reason!.code === "pazaak/stand")
          expect(h.reason!.values?.total).toBe(pazaak.view(s, seat).seats[seat as 0 | 1].total);
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(["pazaak/stand", "pazaak/draw"]));
  });
});

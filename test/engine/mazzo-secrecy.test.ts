/**
 * Hidden information in Mazzo (§4 information model, C3): the defender's hand reaches the
 * attacker only after a Doubt; face-down cards stay hidden until revealed; the secret ability of
 * the one-card clash is never shown before its reveal; and non-interference: changing any card a
 * reader cannot see leaves that reader's view (and the log as it sees it) byte-identical.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { mazzo } from "../../src/engine/games/mazzo";
import type { MazzoMove, MazzoOptions, MazzoState } from "../../src/engine/games/mazzo/types";
import { hiddenLocs, idsIn, makeState, must, opening, playAll, swapped } from "./mazzo-helpers";
import { TestRng, lastEvent } from "./kit";

const READERS = [0, 1, null] as const;
const json = (x: unknown): string => JSON.stringify(x);

describe("Mazzo hidden information", () => {
  it("the defender's hand is shown to the attacker only after a Doubt, and only while the attacker chooses", () => {
    let s = opening();
    const trail: MazzoState[] = [];
    for (const m of [
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B04" },
    ] as MazzoMove[]) {
      s = must(s, mazzo.toAct(s)[0]!, m);
      trail.push(s);
    }
    for (const t of trail) {
      for (const r of [0, null] as const) {
        const view = mazzo.view(t, r);
        expect(view.seats[1].hand).toBeUndefined();
        expect(view.revealed).toBeNull();
        expect(view.seats[1].handCount).toBe(t.hands[1].length);
      }
    }
    s = must(s, 0, { type: "doubt" });
    for (const r of READERS) {
      expect(mazzo.view(s, r).revealed).toEqual(["B04", "B05", "B07"]);
    }
    s = must(s, 0, { type: "take", cards: ["B07", "B05"] });
    const after = mazzo.view(s, 0);
    expect(after.revealed).toBeNull();
    expect(after.seats[1].hand).toBeUndefined();
    expect(after.seats[1].handCount).toBe(3);
  });

  it("the attack card stays face down for the defender and spectators until a clash or a Doubt reveals it", () => {
    const s = must(opening(), 0, { type: "attack", card: "B01", ability: "Forza" });
    const own = mazzo.view(s, 0);
    expect(own.table).toEqual({
      attackDown: true,
      attackCard: "B01",
      ability: "Forza",
      defense: null,
    });
    for (const r of [1, null] as const) {
      const view = mazzo.view(s, r);
      expect(view.table).toEqual({ attackDown: true, ability: "Forza", defense: null });
      expect(idsIn(json(view)).has("B01")).toBe(false);
    }
    const clash = must(s, 1, { type: "faceUp", card: "B07" });
    expect(idsIn(json(mazzo.view(clash, 1))).has("B01")).toBe(true);
  });

  it("the denied card stays face down for the attacker and spectators; a Doubt never tells which card it was", () => {
    const s = playAll(
      opening(),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B04" },
    );
    expect(mazzo.view(s, 1).table).toMatchObject({ defense: "faceDown", defenseCard: "B04" });
    for (const r of [0, null] as const) {
      const view = mazzo.view(s, r);
      expect(view.table.defense).toBe("faceDown");
      expect(view.table.defenseCard).toBeUndefined();
      expect(idsIn(json(view)).has("B04")).toBe(false);
    }
    // Believed: the clash reveals it. Doubted: only the sorted hand is shown.
    const believed = must(s, 0, { type: "believe" });
    expect(lastEvent(believed, "clash")?.defenseCard).toBe("B04");
    const other = playAll(
      opening(),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B05" },
      { type: "doubt" },
    );
    const doubted = must(s, 0, { type: "doubt" });
    for (const r of READERS) {
      expect(json(mazzo.view(doubted, r))).toBe(json(mazzo.view(other, r)));
    }
  });

  it("the declared ability of the secret one-card clash is never shown before its reveal (A6)", () => {
    const s = makeState({ hands: [["B13"], ["B07"]] });
    const after = must(s, 0, { type: "attack", card: "B13", ability: "Magia" });
    const attackEvent = lastEvent(after, "attack")!;
    expect(attackEvent).toEqual({ type: "attack", turn: 1, seat: 0, ability: null, secret: true });
    // The ability only appears in the clash that reveals it, in the same transition.
    const clash = lastEvent(after, "clash")!;
    expect(clash).toMatchObject({ ability: "Magia", secret: true, attackCard: "B13" });
    expect(after.events.indexOf(attackEvent)).toBeLessThan(after.events.indexOf(clash));
    // Two different secret abilities give the same attack event.
    const other = must(s, 0, { type: "attack", card: "B13", ability: "Forza" });
    expect(lastEvent(other, "attack")).toEqual(attackEvent);
  });

  it("moveView hides the attack card and the denied card from everyone but their owner", () => {
    const a: MazzoMove = { type: "attack", card: "B01", ability: "Forza" };
    const b: MazzoMove = { type: "attack", card: "B07", ability: "Forza" };
    expect(mazzo.moveView(a, 0, 0)).toEqual(a);
    for (const r of [1, null] as const) {
      expect(json(mazzo.moveView(a, 0, r))).toBe(json(mazzo.moveView(b, 0, r)));
      expect(mazzo.moveView(a, 0, r)).toEqual({ type: "attack", ability: "Forza" });
      const deniedBy = r === 1 ? 0 : 1;
      expect(json(mazzo.moveView({ type: "deny", card: "B04" }, deniedBy, r))).toBe(
        json(mazzo.moveView({ type: "deny", card: "MZ" }, deniedBy, r)),
      );
      expect(mazzo.moveView({ type: "deny", card: "B04" }, deniedBy, r)).toEqual({ type: "deny" });
    }
    expect(mazzo.moveView({ type: "deny", card: "B04" }, 1, 1)).toEqual({
      type: "deny",
      card: "B04",
    });
    for (const m of [
      { type: "faceUp", card: "B04" },
      { type: "believe" },
      { type: "doubt" },
      { type: "take", cards: ["B04", "B05"] },
    ] as MazzoMove[]) {
      for (const r of READERS) expect(mazzo.moveView(m, 0, r)).toEqual(m);
    }
  });

  it("the seed and the generator never appear in a view", () => {
    const s = mazzo.setup({ seats: 2, seed: "secret-seed", options: v.parse(mazzo.options, {}) });
    for (const r of READERS) {
      const text = json(mazzo.view(s, r));
      expect(text).not.toContain("secret-seed");
      expect(text).not.toContain('"rng"');
      for (const n of s.rng) expect(text).not.toContain(String(n));
    }
  });
});

/** Seeded random games over option variants; calls `visit` on every state reached. */
function randomStates(
  games: number,
  label: string,
  visit: (s: MazzoState, moves: MazzoMove[]) => void,
) {
  const variants: Partial<MazzoOptions>[] = [
    {},
    { deck: "M28" },
    { mazziereHasNoAbilities: true },
    { leftoverCards: "discard", lootTieBreak: "draw" },
  ];
  const rng = new TestRng(label);
  for (let g = 0; g < games; g++) {
    const options = v.parse(mazzo.options, variants[g % variants.length]);
    let s = mazzo.setup({ seats: 2, seed: `${label}-${g}`, options });
    const moves: MazzoMove[] = [];
    visit(s, moves);
    while (mazzo.toAct(s).length > 0) {
      const seat = mazzo.toAct(s)[0]!;
      const m = rng.pick(mazzo.legalMoves(s, seat));
      s = must(s, seat, m);
      moves.push(m);
      visit(s, moves);
    }
  }
}

describe("Mazzo non-interference", () => {
  it("changing any card a reader cannot see (another hand, the pile order, a face-down card) leaves its view byte-identical, for both seats and spectators", () => {
    const rng = new TestRng("swaps");
    let checks = 0;
    randomStates(200, "nonint", (s) => {
      for (const r of READERS) {
        const locs = hiddenLocs(s, r);
        if (locs.length < 2) continue;
        const before = json(mazzo.view(s, r));
        for (let n = 0; n < 3; n++) {
          const a = rng.pick(locs);
          const b = rng.pick(locs);
          const t = swapped(s, a, b);
          expect(json(mazzo.view(t, r))).toBe(before);
          checks++;
        }
      }
    });
    expect(checks).toBeGreaterThan(10000);
  });

  it("views never name a card hidden from the reader, except as public history (shown by a Doubt)", () => {
    randomStates(200, "noleak", (s) => {
      for (const r of READERS) {
        const view = mazzo.view(s, r);
        const { events, ...rest } = view;
        const hidden = new Set(hiddenLocs(s, r).map((l) => swappedId(s, l)));
        for (const id of idsIn(json(rest))) expect(hidden.has(id)).toBe(false);
        // Events name a hidden card only where a Doubt showed it to everyone.
        const shown = new Set<string>();
        for (const e of events) {
          if (e.type === "doubt") {
            shown.add(e.attackCard);
            for (const id of e.revealedHand) shown.add(id);
          }
        }
        for (const id of idsIn(json(events))) if (hidden.has(id)) expect(shown.has(id)).toBe(true);
      }
    });
  });

  it("the move log as a reader sees it is the same whichever hidden card was played", () => {
    randomStates(100, "log", (s, moves) => {
      if (s.phase !== "over") return;
      for (const r of READERS) {
        for (let i = 0; i < moves.length; i++) {
          const m = moves[i]!;
          if (m.type !== "attack" && m.type !== "deny") continue;
          // The actor of an attack or deny; any other seat sees no card.
          for (const actor of [0, 1] as const) {
            if (actor === r) continue;
            const seen = json(mazzo.moveView(m, actor, r));
            const changed = { ...m, card: m.card === "MZ" ? "B01" : "MZ" };
            expect(json(mazzo.moveView(changed, actor, r))).toBe(seen);
            expect(idsIn(seen).size).toBe(0);
          }
        }
      }
    });
  });
});

function swappedId(s: MazzoState, l: ReturnType<typeof hiddenLocs>[number]): string {
  if (l.kind === "hand") return s.hands[l.seat][l.i]!;
  if (l.kind === "pile") return s.drawPile[l.i]!;
  return (l.kind === "attack" ? s.table.attack : s.table.defense)!;
}

/**
 * Mazzo thresholds (spec §3, §4, §6, A6, A8–A11, C8): every number and end condition of the
 * specification pinned at its boundary — hands of 3, the game end with 2, 1 or 0 cards left in
 * the pile, loot won by one card, min(2, |hand|) after a caught bluff, the two-card penalty of a
 * failed Doubt, the one-card clash. The README's "Thresholds and their tests" lists which test
 * pins each (with the deck and option tests of mazzo-rules.test.ts and mazzo-examples.test.ts).
 */
import { describe, expect, it } from "vitest";
import { mazzo } from "../../src/engine/games/mazzo";
import { DECKS, HAND_SIZE } from "../../src/engine/games/mazzo/cards";
import { DEFAULT_OPTIONS } from "../../src/engine/games/mazzo/options";
import type { CardId } from "../../src/engine/games/mazzo/types";
import { makeState, must, opening, playAll, refused, withHands } from "./mazzo-helpers";
import { lastEvent } from "./kit";

/** B01 (Forza 5) attacks B13 (Forza 3) face up: the attacker wins the clash. */
const CLASH = [
  { type: "attack", card: "B01", ability: "Forza" },
  { type: "faceUp", card: "B13" },
] as const;

describe("§3, A8 hands of three", () => {
  it("§3 deal 3 each: M16 leaves 10 in the pile, M28 22", () => {
    expect(HAND_SIZE).toBe(3);
    for (const [deck, pile] of [
      ["M16", 10],
      ["M28", 22],
    ] as const) {
      const s = mazzo.setup({ seats: 2, seed: "deal", options: { ...DEFAULT_OPTIONS, deck } });
      expect(s.hands.map((h) => h.length)).toEqual([3, 3]);
      expect(s.drawPile).toHaveLength(pile);
      expect(DECKS[deck].cards).toHaveLength(pile + 6);
    }
  });
  it("A8 refill to 3: two hands of 2 get one card each and the rest stays in the pile", () => {
    const s = playAll(
      withHands(["B01", "B02", "B03"], ["B13", "B04", "B05"], {
        pile: ["B10", "B11", "B12", "B14", "B15"],
      }),
      ...CLASH,
    );
    expect(s.hands.map((h) => h.length)).toEqual([3, 3]);
    expect(s.drawPile).toHaveLength(3);
    expect(lastEvent(s, "refill")).toMatchObject({ cards: [1, 1], drawPile: 3 });
  });
  it("A8: after a caught bluff a hand of 1 is refilled by 2 to reach 3, the full hand gets none", () => {
    const s = playAll(
      opening(),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B04" },
      { type: "doubt" },
      { type: "take", cards: ["B04", "B07"] },
    );
    expect(lastEvent(s, "refill")).toMatchObject({ cards: [0, 2], drawPile: 2 });
    expect(s.hands.map((h) => h.length)).toEqual([3, 3]);
  });
});

describe("§6 the game end (A9)", () => {
  /** Hands of one each and `pile` cards left: a clash, the refill, then the end check. */
  const lastClash = (pile: CardId[]) =>
    playAll(withHands(["B01"], ["B13"], { pile }), {
      type: "attack",
      card: "B01",
      ability: "Forza",
    });
  it("§6 normal end: with 2 cards left both get one and play goes on; with 1 or 0 a hand stays empty and the game ends", () => {
    const two = lastClash(["B10", "B11"]);
    expect(two.phase).toBe("attack");
    expect(two.hands.map((h) => h.length)).toEqual([1, 1]);
    const one = lastClash(["B10"]);
    expect(one.phase).toBe("over");
    // The single card went to the seat that would defend next (seat 0), scored as leftover.
    expect(lastEvent(one, "gameEnd")).toMatchObject({ leftover: [["B10"], []], loot: [3, 0] });
    const none = lastClash([]);
    expect(none.phase).toBe("over");
    expect(lastEvent(none, "gameEnd")).toMatchObject({ loot: [2, 0] });
  });
  it("§6 winner: one card more in the loot wins outright (no tie-break); equal counts go to the tie-break", () => {
    const byOne = must(withHands(["B01"], ["B13"], { loot: [["B05"], ["MZ", "B08"]] }), 0, {
      type: "attack",
      card: "B01",
      ability: "Forza",
    });
    expect(lastEvent(byOne, "gameEnd")).toMatchObject({ winner: 0, reason: "loot", loot: [3, 2] });
    const equal = must(withHands(["B01"], ["B13"], { loot: [["B05"], ["MZ", "B08", "B09"]] }), 0, {
      type: "attack",
      card: "B01",
      ability: "Forza",
    });
    expect(lastEvent(equal, "gameEnd")).toMatchObject({
      winner: 1,
      reason: "mazziereTieBreak",
      loot: [3, 3],
    });
  });
});

describe("§4 DOUBT penalties (A7, A11, C8)", () => {
  it("A11 caught bluff takes min(2, |hand|): with 3 revealed the attacker must take exactly 2", () => {
    const s = playAll(
      withHands(["B01", "B02", "B03"], ["B07", "B04", "B05"], { pile: [] }),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B04" },
      { type: "doubt" },
    );
    expect(s.phase).toBe("take");
    refused(s, 0, { type: "take", cards: ["B04"] }, "input/invalid-move");
    refused(s, 0, { type: "take", cards: ["B04", "B05", "B07"] }, "input/invalid-move");
    refused(s, 0, { type: "take", cards: ["B04", "B04"] }, "rule/same-card-twice");
    const t = must(s, 0, { type: "take", cards: ["B04", "B07"] });
    expect(t.loot[0]).toHaveLength(2);
    expect(t.hands[1]).toEqual(["B05"]);
  });
  it("A11, C8: with 2 revealed both are taken, with 1 the one", () => {
    const two = playAll(
      withHands(["B01", "B02", "B03"], ["B07", "B04"], { pile: ["B10", "B11", "B12", "B14"] }),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B04" },
      { type: "doubt" },
    );
    expect(lastEvent(two, "doubtResult")!.gains).toEqual([{ seat: 0, cards: ["B04", "B07"] }]);
    const one = playAll(
      withHands(["B01", "B02", "B03"], ["B07"], { pile: ["B10", "B11", "B12"] }),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B07" },
      { type: "doubt" },
    );
    expect(lastEvent(one, "doubtResult")!.gains).toEqual([{ seat: 0, cards: ["B07"] }]);
  });
  it("A7 failed Doubt: the defender gains 2 cards when the attacker holds another, 1 when not", () => {
    const gains = (attackerHand: CardId[]) =>
      lastEvent(
        playAll(
          makeState({ hands: [attackerHand, ["B02", "B03", "B04"]], pile: ["B10", "B11", "B12"] }),
          { type: "attack", card: "B01", ability: "Forza" },
          { type: "deny", card: "B02" },
          { type: "doubt" },
        ),
        "doubtResult",
      )!.gains;
    expect(gains(["B01", "B05"])[0]!.cards).toHaveLength(2);
    expect(gains(["B01", "B05", "B06"])[0]!.cards).toHaveLength(2);
    expect(gains(["B01"])[0]!.cards).toEqual(["B01"]);
  });
});

describe("§4, A6 the one-card clash", () => {
  it("A6: one card each is the secret clash (no Deny asked); one against two is the normal procedure", () => {
    const oneOne = must(withHands(["B01"], ["B13"], { pile: ["B10", "B11"] }), 0, {
      type: "attack",
      card: "B01",
      ability: "Forza",
    });
    expect(lastEvent(oneOne, "clash")).toBeDefined();
    expect(oneOne.phase).toBe("attack");
    const oneTwo = must(withHands(["B01"], ["B13", "B04"], { pile: ["B10", "B11"] }), 0, {
      type: "attack",
      card: "B01",
      ability: "Forza",
    });
    expect(oneTwo.phase).toBe("respond");
    expect(lastEvent(oneTwo, "clash")).toBeUndefined();
  });
});

/**
 * Mattazza thresholds (spec §3, §6.4, §7, §8, C6, C7): every number and end condition of the
 * specification pinned at its boundary — one mark below the limit the match goes on, at the
 * limit it ends — and, for the options that move a boundary, at each allowed value. The
 * scoring thresholds (three of a group, the criccone, three sequences) are pinned in
 * mattazza-scoring.test.ts; the README's "Thresholds and their tests" lists both.
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { mattazza } from "../../src/engine/games/mattazza";
import { DEFAULT_OPTIONS, optionsSchema } from "../../src/engine/games/mattazza/options";
import type { CardId, MattazzaOptions, MattazzaState } from "../../src/engine/games/mattazza/types";
import { makeState, playCards } from "./mattazza-helpers";
import { lastEvent } from "./kit";

/** Each seat's card for the last trick: Spade 10 (seat 2) beats the rest. */
const LAST: CardId[] = ["SA", "S6", "S10", "S7", "S8", "S9"];
/** Seat 0 holds the four Kings (it alone scores highest); the others one trick of blanks. */
const PILES: CardId[][] = [
  ["CK", "DK", "SK", "BK"],
  ["C7", "C8", "C9", "C10"],
  [],
  ["D7", "D8", "D9", "D10"],
  ["B7", "B8", "B9", "B10"],
  ["C6", "D6", "B6", "DA"],
];

/**
 * Plays the last trick of a hand in which seat 0 alone gets the mark (highest score; seat 2
 * wins the trick, so everyone has a trick). `inMatch` false seats hold nothing and sit out.
 * With 2 seats, seat 1 plays the Spade 10.
 */
function seatZeroLoses(
  marks: number[],
  options: Partial<MattazzaOptions> = {},
  inMatch?: boolean[],
): MattazzaState {
  const seats = marks.length;
  const cards = seats === 2 ? (["SA", "S10"] as CardId[]) : LAST.slice(0, seats);
  const piles = seats === 2 ? [PILES[0]!, []] : PILES.slice(0, seats);
  const tricksWon = piles.map((p) => (p.length > 0 ? 1 : 0));
  const playing = inMatch ?? marks.map(() => true);
  const s = makeState({
    seats,
    tricksPlayed: 9,
    hands: cards.map((c, i) => (playing[i] ? [c] : [])),
    piles: piles.map((p, i) => (playing[i] ? p : [])),
    tricksWon: tricksWon.map((t, i) => (playing[i] ? t : 0)),
    marks,
    inMatch: playing,
    options,
  });
  const s2 = playCards(s, ...cards.filter((_, i) => playing[i]));
  expect(lastEvent(s2, "handEnd")!.losers).toEqual([0]);
  return s2;
}

/** The match went on: the next hand was dealt. */
function goesOn(s: MattazzaState): void {
  expect(s.phase).toBe("play");
  expect(s.hand).toBe(2);
  expect(s.result).toBeNull();
}

describe("§3 player count", () => {
  it("§2, A1: 2 to 6 players: setup refuses 1 and 7, deals 10 cards each at 2 and at 6", () => {
    for (const seats of [1, 7])
      expect(() => mattazza.setup({ seats, options: DEFAULT_OPTIONS, seed: "x" })).toThrow(
        RangeError,
      );
    for (const [seats, aside] of [
      [2, 42],
      [3, 32],
      [4, 22],
      [5, 12],
      [6, 2],
    ] as const) {
      const s = mattazza.setup({ seats, options: DEFAULT_OPTIONS, seed: "x" });
      expect(s.hands.map((h) => h.length)).toEqual(Array.from({ length: seats }, () => 10));
      expect(s.setAside).toHaveLength(aside);
    }
    expect(mattazza.seats).toMatchObject({ min: 2, max: 6, default: 4 });
  });
});

describe("§7 the loser of a hand", () => {
  it("§7.1: no trick loses; one trick is enough to escape the no-trick rule", () => {
    // Seat 3 has no trick before the last one: with 0 it loses, with 1 the highest loses.
    const hand = (tricks3: number) =>
      playCards(
        makeState({
          tricksPlayed: 9,
          hands: [["SA"], ["S6"], ["S10"], ["S7"]],
          piles: [PILES[0]!, PILES[1]!, [], tricks3 > 0 ? PILES[3]! : []],
          tricksWon: [1, 1, 0, tricks3],
        }),
        "SA",
        "S6",
        "S10",
        "S7",
      );
    expect(lastEvent(hand(0), "handEnd")).toMatchObject({ losers: [3], reason: "noTrick" });
    expect(lastEvent(hand(1), "handEnd")).toMatchObject({ losers: [0], reason: "highest" });
  });
  it("§7.3: each loser receives exactly one mark", () => {
    expect(seatZeroLoses([0, 0, 0, 0]).marks).toEqual([1, 0, 0, 0]);
  });
});

describe("§8 SEED mode: the pair rule (3 marks, 3–4 players)", () => {
  for (const seats of [3, 4]) {
    const zeros = Array.from({ length: seats - 2 }, () => 0);
    it(`§8a pair rule at 3 marks with ${seats} players: 3 and 2 goes on, 3 and 3 ends`, () => {
      goesOn(seatZeroLoses([2, 2, ...zeros]));
      const s = seatZeroLoses([2, 3, ...zeros]);
      expect(s.phase).toBe("over");
      expect(lastEvent(s, "matchEnd")).toMatchObject({ reason: "pair", losers: [0, 1] });
    });
  }
  it("§8a: the pair limit is 3, not 2: two players at 2 marks go on", () => {
    // Pins the value 3 from above: a lower pair limit (2) would end this match.
    goesOn(seatZeroLoses([1, 2, 0, 0]));
  });
  it("C6, A18: the pair rule applies with 3–4 players only: not with 2 or 5", () => {
    goesOn(seatZeroLoses([2, 3]));
    goesOn(seatZeroLoses([2, 3, 0, 0, 0]));
    goesOn(seatZeroLoses([2, 3, 3, 0, 0, 0]));
  });
  it("§8: the pair rule is a SEED-mode rule: elimination mode ignores it", () => {
    const s = seatZeroLoses([2, 3, 0, 0], { matchMode: "elimination" });
    goesOn(s);
    expect(s.inMatch).toEqual([true, true, true, true]);
  });
});

describe("§8 SEED mode: the six rule (6 marks)", () => {
  for (const seats of [2, 4, 5, 6]) {
    const zeros = Array.from({ length: seats - 1 }, () => 0);
    it(`§8b six rule: with ${seats} players the match goes on at 5 marks and ends at 6`, () => {
      const five = seatZeroLoses([4, ...zeros]);
      expect(five.marks[0]).toBe(5);
      goesOn(five);
      const six = seatZeroLoses([5, ...zeros]);
      expect(six.marks[0]).toBe(6);
      expect(six.phase).toBe("over");
      expect(lastEvent(six, "matchEnd")).toMatchObject({
        reason: "six",
        losers: [0],
        stakes: [-(seats - 1), ...zeros.map(() => 1)],
      });
    });
  }
  it("§8b: elimination mode has no six rule of its own: 6 marks with target 6 eliminates instead", () => {
    const s = seatZeroLoses([5, 0, 0, 0], { matchMode: "elimination" });
    goesOn(s);
    expect(s.inMatch).toEqual([false, true, true, true]);
  });
});

describe("§8 ELIMINATION mode: the target (option eliminationTarget)", () => {
  it("§8 ELIMINATION: the target defaults to 6 and takes 2–6 only", () => {
    expect(DEFAULT_OPTIONS.eliminationTarget).toBe(6);
    expect(DEFAULT_OPTIONS.matchMode).toBe("seed");
    for (const t of [2, 3, 4, 5, 6])
      expect(v.safeParse(optionsSchema, { eliminationTarget: t }).success).toBe(true);
    for (const t of [1, 7, 0, 6.5])
      expect(v.safeParse(optionsSchema, { eliminationTarget: t }).success).toBe(false);
  });
  for (const target of [2, 3, 4, 5, 6] as const) {
    it(`§8 ELIMINATION target ${target} (option eliminationTarget): at ${target - 1} marks a player plays on, at ${target} they sit out`, () => {
      const options = { matchMode: "elimination", eliminationTarget: target } as const;
      const below = seatZeroLoses([target - 2, 0, 0, 0, 0], options);
      goesOn(below);
      expect(below.inMatch[0]).toBe(true);
      const at = seatZeroLoses([target - 1, 0, 0, 0, 0], options);
      goesOn(at);
      expect(at.inMatch).toEqual([false, true, true, true, true]);
      expect(lastEvent(at, "eliminated")).toMatchObject({ seats: [0] });
    });
  }
  it("C7: the match goes on while three remain and ends when two remain", () => {
    const options = { matchMode: "elimination", eliminationTarget: 2 } as const;
    // 5 seats, seat 4 already out: seat 0 out leaves three.
    const three = seatZeroLoses([1, 0, 0, 0, 2], options, [true, true, true, true, false]);
    goesOn(three);
    expect(three.inMatch).toEqual([false, true, true, true, false]);
    // 4 seats, seat 3 already out: seat 0 out leaves two, the match ends.
    const two = seatZeroLoses([1, 0, 0, 2], options, [true, true, true, false]);
    expect(two.phase).toBe("over");
    expect(lastEvent(two, "matchEnd")).toMatchObject({
      reason: "elimination",
      winners: [1, 2],
      losers: [0, 3],
    });
  });
  it("README decision: elimination with two players ends when one reaches the target", () => {
    const options = { matchMode: "elimination", eliminationTarget: 3 } as const;
    goesOn(seatZeroLoses([1, 0], options));
    const s = seatZeroLoses([2, 0], options);
    expect(lastEvent(s, "matchEnd")).toMatchObject({ winners: [1], losers: [0] });
  });
});

describe("§6.4 the last trick (option lastTrickBonus)", () => {
  it("§6.4, A14: the tenth trick is worth exactly 6 (on by default), 0 with lastTrickBonus off", () => {
    expect(DEFAULT_OPTIONS.lastTrickBonus).toBe(true);
    const on = lastEvent(seatZeroLoses([0, 0, 0, 0]), "handEnd")!.scores[2]!;
    expect(on).toMatchObject({ cardPoints: 1, lastTrick: 6, total: 7 });
    const off = lastEvent(seatZeroLoses([0, 0, 0, 0], { lastTrickBonus: false }), "handEnd")!;
    expect(off.scores[2]).toMatchObject({ cardPoints: 1, lastTrick: 0, total: 1 });
  });
  it("§3.5: a hand is 10 tricks: after the ninth the hand goes on, the tenth ends it", () => {
    const ninth = playCards(
      makeState({
        tricksPlayed: 8,
        hands: [
          ["SA", "C7"],
          ["S6", "C8"],
          ["S10", "C9"],
          ["S7", "C10"],
        ],
      }),
      "SA",
      "S6",
      "S10",
      "S7",
    );
    expect(ninth.tricksPlayed).toBe(9);
    expect(lastEvent(ninth, "handEnd")).toBeUndefined();
    expect(seatZeroLoses([0, 0, 0, 0]).hand).toBe(2);
  });
});

describe("the other options' defaults (§12)", () => {
  it("A2, A7, A9, A11, A13: defaults authentic ranks, per-trick counting, in-trick bonus on, 2 wilds, Moors in the Grande", () => {
    expect(DEFAULT_OPTIONS).toEqual({
      simplifiedRanks: false,
      cardCounting: "perTrick",
      inTrickBonus: true,
      maxWildsSuitSequence: 2,
      moorsInGrande: true,
      lastTrickBonus: true,
      matchMode: "seed",
      eliminationTarget: 6,
    });
    expect(v.safeParse(optionsSchema, { maxWildsSuitSequence: 3 }).success).toBe(false);
    expect(v.safeParse(optionsSchema, { maxWildsSuitSequence: 0 }).success).toBe(false);
  });
});

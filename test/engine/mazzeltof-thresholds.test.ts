/**
 * MazzelTof thresholds (spec §3–§11, C1, C6, C8): every number and end condition of the
 * specification pinned at its boundary — the reserve of six, the hand size H, the refill
 * max(2, H − hand), DrawFive's count, the open-card limit of five, the 10 that skips, the pile
 * ranks 3…A, the empty draw pile that wins — and the moments the ENDGAME may start. The
 * README's "Thresholds and their tests" lists which test pins each.
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { mazzeltof } from "../../src/engine/games/mazzeltof";
import { RED_DECK, cardInfo } from "../../src/engine/games/mazzeltof/cards";
import { DEFAULT_OPTIONS, optionsSchema } from "../../src/engine/games/mazzeltof/options";
import { validStartCard } from "../../src/engine/games/mazzeltof/rules";
import { OPEN_LIMIT, RESERVE } from "../../src/engine/games/mazzeltof/table";
import type { CardId, MazzelTofState } from "../../src/engine/games/mazzeltof/types";
import { makeState, must, refused } from "./mazzeltof-helpers";
import { eventsOf, lastEvent } from "./kit";

/** The active position passes its first hand card (or the draw top in the ENDGAME). */
function passAny(s: MazzelTofState): MazzelTofState {
  const seat = mazzeltof.toAct(s)[0]!;
  if (s.phase === "skipDecision") return must(s, seat, { type: "acceptSkip" });
  if (s.teams[s.active % 2]!.phase === "endgame") return must(s, seat, { type: "pass" });
  const hand = s.positions[s.active]!.hand;
  if (hand.length === 0) return must(s, seat, { type: "endTurn" });
  return must(s, seat, { type: "pass", card: hand[0]! });
}

const BLUE_HAND: CardId[] = ["b-3C", "b-4C", "b-5C", "b-6C", "b-7C", "b-8C", "b-9C"];

/** Position 0 passes; position 1 (blue) then starts its turn with `hand` cards and `size` drawn. */
function blueTurn(hand: number, size: number, seats: 2 | 4 = 4): MazzelTofState {
  const positions = [{ hand: ["r-3D"] as CardId[] }, { hand: BLUE_HAND.slice(0, hand) }];
  if (seats === 4) positions.push({ hand: [] }, { hand: [] });
  return passAny(makeState({ seats, positions, teams: [{}, { size }] }));
}

describe("§3.5 the reserve of six", () => {
  it("§3.5 reserve = 6: with 7 cards in the draw pile one is drawn, with 6 none", () => {
    expect(RESERVE).toBe(6);
    const seven = blueTurn(3, 7);
    expect(lastEvent(seven, "turn")).toMatchObject({ pos: 1, drew: 1 });
    expect(seven.teams[1]!.draw).toHaveLength(6);
    expect(seven.teams[1]!.phase).toBe("main");
    const six = blueTurn(3, 6);
    expect(lastEvent(six, "turn")).toMatchObject({ pos: 1, drew: 0 });
    expect(six.teams[1]!.phase).toBe("endgame");
  });
  it("M19: the ENDGAME starts with exactly 6 left, not at 7", () => {
    expect(eventsOf(blueTurn(3, 7), "endgame")).toHaveLength(0);
    expect(lastEvent(blueTurn(3, 6), "endgame")).toMatchObject({ team: 1, pos: 1 });
    expect(lastEvent(blueTurn(3, 6), "endgame")!.queue).toHaveLength(6);
  });
  it("C8, M15: DrawFive draws what lies above the reserve: 9 cards give 3, 7 give 1, 6 refuse", () => {
    const at = (size: number) => makeState({ positions: [{}, {}, {}, {}], teams: [{ size }, {}] });
    expect(lastEvent(must(at(9), 0, { type: "drawFive" }), "drawFive")).toMatchObject({ drew: 3 });
    expect(lastEvent(must(at(7), 0, { type: "drawFive" }), "drawFive")).toMatchObject({ drew: 1 });
    refused(at(6), 0, { type: "drawFive" }, "rule/nothing-to-draw");
  });
});

describe("§8 the refill max(2, H − hand), H = 5 (4 players) / 7 (2 players)", () => {
  for (const [seats, h] of [
    [4, 5],
    [2, 7],
  ] as const) {
    it(`§5, M2: with ${seats} players H = ${h}: a hand of ${h - 3} draws 3, ${h - 2} draws 2, ${h - 1} draws 2, ${h} draws 2`, () => {
      for (const [hand, drew] of [
        [h - 3, 3],
        [h - 2, 2],
        [h - 1, 2],
        [h, 2],
      ] as const) {
        const s = blueTurn(hand, 30, seats);
        expect(lastEvent(s, "turn")).toMatchObject({ pos: 1, drew });
        expect(s.positions[1]!.hand).toHaveLength(hand + drew);
      }
    });
  }
  it("§6.1, M1: the first turn with only the joker draws 4 (4 players) / 6 (2 players)", () => {
    const first = (seats: 2 | 4) => {
      const positions = [{ hand: ["r-3D"] as CardId[] }, { hand: ["b-X1"] as CardId[] }];
      if (seats === 4) positions.push({ hand: [] }, { hand: [] });
      return passAny(makeState({ seats, positions }));
    };
    expect(lastEvent(first(4), "turn")).toMatchObject({ drew: 4 });
    expect(lastEvent(first(2), "turn")).toMatchObject({ drew: 6 });
  });
});

describe("§8, M15 DrawFive (option twoPlayerDrawFive)", () => {
  it("M15: DrawFive draws 5 by default; the option takes 5 or 7 only, and 7 applies with 2 players only", () => {
    expect(DEFAULT_OPTIONS.twoPlayerDrawFive).toBe(5);
    for (const n of [5, 7])
      expect(v.safeParse(optionsSchema, { twoPlayerDrawFive: n }).success).toBe(true);
    for (const n of [4, 6, 8])
      expect(v.safeParse(optionsSchema, { twoPlayerDrawFive: n }).success).toBe(false);
    const draw = (seats: 2 | 4, n: 5 | 7) => {
      const positions = seats === 2 ? [{}, {}] : [{}, {}, {}, {}];
      const s = makeState({
        seats,
        positions,
        teams: [{ size: 30 }, {}],
        options: { twoPlayerDrawFive: n },
      });
      return lastEvent(must(s, 0, { type: "drawFive" }), "drawFive")!.drew;
    };
    expect(draw(4, 5)).toBe(5);
    expect(draw(4, 7)).toBe(5);
    expect(draw(2, 5)).toBe(5);
    expect(draw(2, 7)).toBe(7);
  });
});

describe("§5 the open-card limit of five", () => {
  const withOpen = (n: number, phase: "main" | "endgame" = "main") =>
    makeState({
      positions: [
        { hand: ["r-JS"], open: RED_DECK.filter((c) => cardInfo(c).rank === 5).slice(0, n) },
        {},
        {},
        {},
      ],
      teams: [{ phase, top: ["r-QH", "r-KH"], size: 8 }, {}],
    });
  it("§5 open-card limit 5: with four open cards the pass lies open as the fifth", () => {
    expect(OPEN_LIMIT).toBe(5);
    const four = must(withOpen(4), 0, { type: "pass", card: "r-JS" });
    expect(four.positions[0]!.open).toHaveLength(5);
    expect(four.teams[0]!.penalties).toEqual([]);
  });
  it("§5: with five open cards a pass becomes a penalty card", () => {
    const s = makeState({
      positions: [{ hand: ["r-JS"], open: ["r-3H", "r-4H", "r-5H", "r-6H", "r-7H"] }, {}, {}, {}],
    });
    const t = must(s, 0, { type: "pass", card: "r-JS" });
    expect(t.positions[0]!.open).toHaveLength(5);
    expect(t.teams[0]!.penalties).toEqual([{ card: "r-JS", pos: 0 }]);
  });
  it("§5, §9: in the ENDGAME the limit is lifted: a sixth open card lies open", () => {
    const s = makeState({
      positions: [{ open: ["r-3H", "r-4H", "r-5H", "r-6H", "r-7H"] }, {}, {}, {}],
      teams: [{ phase: "endgame", top: ["r-QH", "r-KH"], size: 2 }, {}],
    });
    const t = must(s, 0, { type: "pass" });
    expect(t.positions[0]!.open).toHaveLength(6);
    expect(t.teams[0]!.penalties).toEqual([]);
    expect(mazzeltof.view(t, 0).teams[0]!.openLimit).toBeNull();
  });
});

describe("§4 pile ranks 3 … A", () => {
  it("§3.4 start cards: a natural 3–9, J, Q, K is valid; 2, 10, A and jokers are not", () => {
    const valid = RED_DECK.filter((c) => c.endsWith("H") || c.includes("X")).filter(validStartCard);
    expect(valid.map((c) => cardInfo(c).rank)).toEqual([3, 4, 5, 6, 7, 8, 9, 11, 12, 13]);
  });
  it("§4.3: a pile on K takes the ace and leaves the game; on Q an ace does not fit", () => {
    const onK = makeState({
      piles: [["r-QD", "r-KD"], ["r-7D"], ["b-4S"]],
      positions: [{ hand: ["r-AH", "r-3C"] }, {}, {}, {}],
    });
    const done = must(onK, 0, { type: "play", card: "r-AH", slot: "red" });
    expect(done.piles[0]).toBeNull();
    expect(lastEvent(done, "pileDone")).toMatchObject({ slot: "red", reason: "ace" });
    const onQ = makeState({
      piles: [["r-QD"], ["r-7D"], ["b-4S"]],
      positions: [{ hand: ["r-AH", "r-3C"] }, {}, {}, {}],
    });
    expect(mazzeltof.play(onQ, 0, { type: "play", card: "r-AH", slot: "red" }).ok).toBe(false);
  });
  it("§4.4, M9, M10: a wild starts an EMPTY slot as 3 or as K, never as A", () => {
    const empty = (rank: number) =>
      mazzeltof.play(
        makeState({
          piles: [null, ["r-7D"], ["b-4S"]],
          positions: [{ hand: ["r-X1", "r-3C"] }, {}, {}, {}],
        }),
        0,
        { type: "play", card: "r-X1", slot: "red", rank },
      );
    expect(empty(3).ok).toBe(true);
    expect(empty(13).ok).toBe(true);
    expect(empty(14).ok).toBe(false);
  });
});

describe("§7 the 10 and the red pawn", () => {
  const after = (card: CardId, top: CardId) => {
    const s = makeState({
      piles: [[top], ["r-7D"], ["b-4S"]],
      positions: [{ hand: [card, "r-3C"] }, { hand: ["b-4C"] }, {}, {}],
    });
    const t = must(must(s, 0, { type: "play", card, slot: "red" }), 0, {
      type: "pass",
      card: "r-3C",
    });
    return t;
  };
  it("§7: a card representing 10 puts the pawn on the next player; a 9 or a J does not", () => {
    expect(after("r-10H", "r-9D").positions[1]!.mustSkip).toBe(true);
    expect(after("r-10H", "r-9D").phase).toBe("skipDecision");
    expect(after("r-9H", "r-8D").positions[1]!.mustSkip).toBe(false);
    expect(after("r-JH", "r-10D").positions[1]!.mustSkip).toBe(false);
    expect(after("r-2H", "r-9D").positions[1]!.mustSkip).toBe(true);
  });
});

describe("§10 winning: the draw pile at 0", () => {
  it("§10, M20: an ENDGAME pass leaving 1 card goes on; leaving 0 wins", () => {
    const at = (size: number) =>
      must(
        makeState({
          positions: [{}, { hand: ["b-3C"] }, {}, {}],
          teams: [{ phase: "endgame", top: ["r-QH", "r-KH"].slice(0, size) as CardId[], size }, {}],
        }),
        0,
        { type: "pass" },
      );
    const two = at(2);
    expect(two.phase).toBe("play");
    expect(two.teams[0]!.draw).toHaveLength(1);
    expect(two.winner).toBeNull();
    const one = at(1);
    expect(one.phase).toBe("over");
    expect(one.winner).toBe(0);
  });
});

describe("C6, C1: when the ENDGAME may start", () => {
  /** Position 0 plays a 10 and passes: position 1 (blue, 6 cards left: nothing above the reserve) gets the pawn. */
  const pawnOnBlue = (blueHand: CardId[]) =>
    must(
      must(
        makeState({
          piles: [["r-9D"], ["r-7D"], ["b-4S"]],
          positions: [
            { hand: ["r-10H", "r-3C"] },
            { hand: blueHand },
            { hand: ["r-3H"] },
            { hand: ["b-3H"] },
          ],
          teams: [{}, { size: 6, penalties: [{ card: "b-KC", pos: 1 }] }],
        }),
        0,
        { type: "play", card: "r-10H", slot: "red" },
      ),
      0,
      { type: "pass", card: "r-3C" },
    );
  it("C6: a skipped turn does not start the endgame, not at the pawn nor when it is accepted", () => {
    const s = pawnOnBlue(["b-4C"]);
    expect(s.phase).toBe("skipDecision");
    expect(s.active).toBe(1);
    expect(s.teams[1]!.phase).toBe("main");
    expect(s.teams[1]!.penalties).toHaveLength(1);
    expect(eventsOf(s, "endgame")).toHaveLength(0);
    const t = must(s, 1, { type: "acceptSkip" });
    expect(t.active).toBe(2);
    expect(t.teams[1]!.phase).toBe("main");
    expect(t.teams[1]!.draw).toHaveLength(6);
    expect(eventsOf(t, "endgame")).toHaveLength(0);
    // The team's next played turn (position 3) makes the check.
    const u = passAny(t);
    expect(u.active).toBe(3);
    expect(u.teams[1]!.phase).toBe("endgame");
    expect(u.teams[1]!.draw).toHaveLength(7);
  });
  it("C1: a cancelled skip is a played turn: the endgame starts before its draw", () => {
    const s = must(pawnOnBlue(["b-X1"]), 1, { type: "cancelSkip" });
    expect(s.teams[1]!.phase).toBe("endgame");
    expect(lastEvent(s, "turn")).toMatchObject({ pos: 1, drew: 0 });
  });
});

describe("§2 players and the other options", () => {
  it("§2: 2 to 4 seats (3: one player holds both blue positions); partnerSeesHand defaults to false (M23)", () => {
    for (const seats of [1, 5])
      expect(() => mazzeltof.setup({ seats, options: DEFAULT_OPTIONS, seed: "x" })).toThrow(
        RangeError,
      );
    for (const seats of [2, 3, 4])
      expect(mazzeltof.setup({ seats, options: DEFAULT_OPTIONS, seed: "x" }).seats).toBe(seats);
    expect(DEFAULT_OPTIONS.partnerSeesHand).toBe(false);
  });
});

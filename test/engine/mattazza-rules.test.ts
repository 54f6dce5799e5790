/**
 * Rules of play (spec §3–§5, §7–§9): legal play for each rule of §4.1 including the Matto, the
 * trick winner, in-trick combinations, the Fool exchange, the losers of a hand, marks and the
 * match end, the call for help, the deal, and one test per resolution A1–A25 (named after it).
 */
import { describe, expect, it } from "vitest";
import { nextInt, seedRng, shuffle } from "../../src/engine/core/rng";
import { mattazza } from "../../src/engine/games/mattazza";
import { DEFAULT_OPTIONS } from "../../src/engine/games/mattazza/options";
import { PACK } from "../../src/engine/games/mattazza/cards";
import { dealPackets } from "../../src/engine/games/mattazza/rules";
import type { CardId, MattazzaOptions, MattazzaState } from "../../src/engine/games/mattazza/types";
import { makeState, must, playCard, playCards, refused, type StateSpec } from "./mattazza-helpers";
import { eventsOf, expectRegistered, finishedBotRun, lastEvent } from "./kit";

const playable = (s: MattazzaState, seat: number): string[] =>
  mattazza
    .legalMoves(s, seat)
    .flatMap((m) => (m.type === "play" ? [m.card] : []))
    .sort();

/** The last trick of a hand: every seat holds one card, seat `turn` (default 0) leads. */
function lastTrick(spec: StateSpec & { hands: CardId[][] }): MattazzaState {
  return makeState({ tricksPlayed: 9, ...spec });
}

/** Seat 1 answers `led` (seat 0's lead) holding `hand`; the others hold a club each. */
const answering = (led: CardId, hand: CardId[]): MattazzaState =>
  makeState({ hands: [[], hand, ["C9"], ["C10"]], trick: [{ seat: 0, card: led }], turn: 1 });

/** Seat 1 holds the Matto: a trick of S7, MATTO, S9, S8, then one card each. */
const FOOL_HANDS: CardId[][] = [
  ["S7", "D8"],
  ["MATTO", "D7"],
  ["S9", "D9"],
  ["S8", "D10"],
];

/** Three seats with a trick each play the last one (SA, S6, S10: seat 2 wins it). */
function threeLastTrick(spec: Partial<StateSpec>): MattazzaState {
  const s = lastTrick({
    seats: 3,
    hands: [["SA"], ["S6"], ["S10"]],
    piles: [
      ["CK", "CQ", "C7"],
      ["DK", "DQ", "D7"],
      ["B7", "B8", "B9"],
    ],
    tricksWon: [1, 1, 1],
    ...spec,
  });
  return playCards(s, "SA", "S6", "S10");
}

/** Elimination to 2 marks with seat 0 out: seats 1–3 play the last trick (SA, S6, S10). */
function lastTrickSeat0Out(spec: Partial<StateSpec>): MattazzaState {
  const s = lastTrick({
    hands: [[], ["SA"], ["S6"], ["S10"]],
    inMatch: [false, true, true, true],
    turn: 1,
    options: { matchMode: "elimination", eliminationTarget: 2 },
    ...spec,
  });
  return playCards(s, "SA", "S6", "S10");
}

/** A single trick at the start of a hand; each seat keeps a spare card in a suit of its own. */
function firstTrick(cards: CardId[], options: Partial<MattazzaOptions> = {}): MattazzaState {
  const spares: CardId[] = ["BK", "BQ", "BN", "BJ", "B10", "B9"];
  const hands = cards.map((c, i) => [c, spares[i]!]);
  return playCards(makeState({ seats: cards.length, hands, options }), ...cards);
}

describe("§4.1 legal play", () => {
  it("§4.1: the leader may play any card", () => {
    const s = makeState({ hands: [["CK", "T5", "MATTO", "SA"], ["C7"], ["C8"], ["C9"]] });
    expect(playable(s, 0)).toEqual(["CK", "MATTO", "SA", "T5"]);
  });
  it("§4.1 rule 1: a player holding the led suit must follow it (or play the Matto)", () => {
    const s = answering("C7", ["C8", "S9", "T5", "MATTO"]);
    expect(playable(s, 1)).toEqual(["C8", "MATTO"]);
    refused(s, 1, { type: "play", card: "S9" }, "rule/illegal-card");
    refused(s, 1, { type: "play", card: "T5" }, "rule/illegal-card");
    expect(must(s, 1, { type: "play", card: "C8" }).trick).toHaveLength(2);
  });
  it("§4.1 rule 2: void in the led suit, a player holding a trump must play a trump (or the Matto)", () => {
    const s = answering("C7", ["S9", "T5", "MORO1", "MATTO"]);
    expect(playable(s, 1)).toEqual(["MATTO", "MORO1", "T5"]);
    const e = refused(s, 1, { type: "play", card: "S9" }, "rule/illegal-card");
    expect(e.message).toMatch(/trump/);
  });
  it("§4.1 rule 3: void in the led suit and in trumps, any card may be played", () => {
    const s = answering("C7", ["S9", "DK"]);
    expect(playable(s, 1)).toEqual(["DK", "S9"]);
  });
  it("§4.1: when trumps are led, a player holding a trump must play one", () => {
    const s = answering("T10", ["T5", "CK", "SA"]);
    expect(playable(s, 1)).toEqual(["T5"]);
  });
  it("§4.1: the Matto may always be played, even by a player able to follow suit", () => {
    const s = answering("C7", ["C8", "MATTO"]);
    expect(must(s, 1, { type: "play", card: "MATTO" }).trick.map((p) => p.card)).toEqual([
      "C7",
      "MATTO",
    ]);
  });
  it("§4.2: a led Matto hands the lead to the next card, which fixes the suit to follow", () => {
    let s = makeState({
      hands: [
        ["MATTO", "S6"],
        ["CK", "T5"],
        ["D8", "C9"],
        ["C10", "S7"],
      ],
    });
    s = playCard(s, "MATTO");
    expect(playable(s, 1)).toEqual(["CK", "T5"]);
    s = playCard(s, "CK");
    expect(playable(s, 2)).toEqual(["C9"]);
  });
  it("A23: no obligation to beat: a player holding a higher trump may play a lower one", () => {
    const s = answering("T10", ["T16", "T5"]);
    expect(playable(s, 1)).toEqual(["T16", "T5"]);
    must(s, 1, { type: "play", card: "T5" });
  });
});

describe("§4.3 the winner of a trick", () => {
  it("§4.3: the highest card of the led suit wins; an off-suit King never wins", () => {
    const s = firstTrick(["S7", "S9", "DK", "S6"]);
    expect(lastEvent(s, "trick")).toMatchObject({ winner: 1, card: "S9", reason: "higher" });
    expect(s.piles[1]).toEqual(["S7", "S9", "DK", "S6"]);
    expect(s.turn).toBe(1);
  });
  it("A2: in the round suits the pips run reversed: Ace above 6 above 7 … above 10", () => {
    expect(lastEvent(firstTrick(["C10", "CA", "C6", "C9"]), "trick")).toMatchObject({ winner: 1 });
    expect(lastEvent(firstTrick(["D10", "D9", "D7", "D8"]), "trick")).toMatchObject({ winner: 2 });
    // The long suits keep 10 high, Ace low.
    expect(lastEvent(firstTrick(["SA", "S10", "S6", "S9"]), "trick")).toMatchObject({ winner: 1 });
  });
  it("A2: simplifiedRanks ranks the round suits like the long ones (10 high, Ace low)", () => {
    const s = firstTrick(["C10", "CA", "C6", "C9"], { simplifiedRanks: true });
    expect(lastEvent(s, "trick")).toMatchObject({ winner: 0, card: "C10" });
  });
  it("§4.3: a trump beats the led suit and the highest trump wins; the Bégato is the lowest", () => {
    expect(lastEvent(firstTrick(["SK", "T5", "T16", "S9"]), "trick")).toMatchObject({
      winner: 2,
      card: "T16",
      reason: "trump",
    });
    expect(lastEvent(firstTrick(["SK", "BEGATO", "S6", "S9"]), "trick")).toMatchObject({
      winner: 1,
      reason: "trump",
    });
    expect(lastEvent(firstTrick(["ANGELO", "MONDO", "SOLE", "LUNA"]), "trick")).toMatchObject({
      winner: 0,
    });
  });
  it("A3: among equal Moors the one played last wins", () => {
    const s = firstTrick(["MORO1", "MORO2", "C7", "MORO3"]);
    expect(lastEvent(s, "trick")).toMatchObject({ winner: 3, card: "MORO3", reason: "lastMoor" });
    // A higher trump still beats the Moors.
    expect(lastEvent(firstTrick(["MORO1", "T5", "MORO2", "C7"]), "trick")).toMatchObject({
      winner: 1,
      reason: "trump",
    });
    // A Moor beats only the Bégato otherwise.
    expect(lastEvent(firstTrick(["BEGATO", "MORO4", "C7", "S7"]), "trick")).toMatchObject({
      winner: 1,
      reason: "trump",
    });
  });
  it("§4.3: the Matto never wins, even when led", () => {
    const s = firstTrick(["MATTO", "C7", "C9", "S10"]);
    // Coppe is a round suit: the 7 beats the 9.
    expect(lastEvent(s, "trick")).toMatchObject({ winner: 1, card: "C7", fool: 0 });
  });
});

describe("§4.4 in-trick combinations", () => {
  it("A9: a cricca among a trick's cards scores for the winner, in addition to the pile", () => {
    const s = firstTrick(["CK", "DK", "SK", "S7"]);
    const t = lastEvent(s, "trick")!;
    expect(t.winner).toBe(0);
    expect(t.combos).toEqual([{ kind: "re", type: "cricca", count: 3, points: 17 }]);
    expect(t.bonus).toBe(17);
    expect(s.bonus).toEqual([17, 0, 0, 0]);
    expect(mattazza.view(s, null).seats[0]!.bonus).toBe(17);
  });
  it("A9: with inTrickBonus off the combination is still shown but scores nothing", () => {
    const s = firstTrick(["CK", "DK", "SK", "S7"], { inTrickBonus: false });
    expect(lastEvent(s, "trick")).toMatchObject({ bonus: 0 });
    expect(lastEvent(s, "trick")!.combos).toHaveLength(1);
    expect(s.bonus).toEqual([0, 0, 0, 0]);
  });
  it("A6: the Matto never joins a trick's combinations (Tarocchi of three, not four)", () => {
    const s = firstTrick(["ANGELO", "MONDO", "BEGATO", "MATTO"]);
    const t = lastEvent(s, "trick")!;
    expect(t.combos.find((c) => c.kind === "tarocchi")).toMatchObject({ count: 3, points: 18 });
  });
  it("a sequence in a trick scores too (Re, Regina, Cavallo of Spade: 10)", () => {
    const s = firstTrick(["SK", "SQ", "SN", "S6"]);
    expect(lastEvent(s, "trick")!.combos).toEqual([
      { kind: "suitS", type: "sequence", count: 3, points: 10 },
    ]);
  });
});

describe("§5 the Fool exchange", () => {
  /** Seat 1 plays the Matto to a Spade trick won by seat 2; seat 1's pile is `pile`. */
  function foolTrick(pile: CardId[], tricksWon1: number): MattazzaState {
    const s = makeState({
      hands: FOOL_HANDS,
      piles: [[], pile, [], []],
      tricksWon: [0, tricksWon1, 0, 0],
      tricksPlayed: 2,
    });
    return playCards(s, "S7", "MATTO", "S9", "S8");
  }
  it("A4: the Matto goes back to its player, who must give the winner a counting card (C2)", () => {
    const s = foolTrick(["CK", "C7", "C8", "C9"], 1);
    expect(s.phase).toBe("give");
    expect(mattazza.toAct(s)).toEqual([1]);
    expect(s.piles[1]).toEqual(["CK", "C7", "C8", "C9", "MATTO"]);
    expect(s.piles[2]).toEqual(["S7", "S9", "S8"]);
    expect(mattazza.legalMoves(s, 1)).toEqual([{ type: "give", card: "CK" }]);
    refused(s, 1, { type: "give", card: "C7" }, "rule/must-give-counting");
    refused(s, 1, { type: "play", card: "D8" }, "rule/give-first");
    refused(s, 2, { type: "play", card: "D9" }, "rule/not-your-turn");
    const after = must(s, 1, { type: "give", card: "CK" });
    expect(after.piles[1]).toEqual(["C7", "C8", "C9", "MATTO"]);
    expect(after.piles[2]).toEqual(["S7", "S9", "S8", "CK"]);
    expect(lastEvent(after, "foolGift")).toEqual({
      type: "foolGift",
      giver: 1,
      receiver: 2,
      card: "CK",
      deferred: false,
    });
    expect(after.phase).toBe("play");
    expect(after.turn).toBe(2);
    // The gift is not part of the trick's combinations (§5).
    expect(lastEvent(after, "trick")!.combos).toEqual([]);
  });
  it("C1: the Matto itself is never a gift candidate", () => {
    const s = foolTrick(["C7", "C8", "C9", "C10"], 1);
    refused(s, 1, { type: "give", card: "MATTO" }, "rule/matto-not-a-gift");
    refused(s, 1, { type: "give", card: "SK" }, "rule/not-in-pile");
  });
  it("C2: a pile of blanks may give any of its cards", () => {
    const s = foolTrick(["C7", "C8", "C9", "C10"], 1);
    expect(
      mattazza
        .legalMoves(s, 1)
        .map((m) => (m.type === "give" ? m.card : ""))
        .sort(),
    ).toEqual(["C10", "C7", "C8", "C9"]);
    must(s, 1, { type: "give", card: "C9" });
  });
  it("A4: with an empty pile the debt is deferred and paid right after the giver's next trick", () => {
    let s = foolTrick([], 0);
    expect(s.phase).toBe("play");
    expect(s.foolDebt).toEqual({ giver: 1, receiver: 2, deferred: true });
    expect(lastEvent(s, "foolDebt")).toEqual({ type: "foolDebt", giver: 1, receiver: 2 });
    expect(s.piles[1]).toEqual(["MATTO"]);
    // Seat 2 leads D9; seat 1's D7 wins (Denari reversed: 7 above 8, 9 and 10).
    s = playCards(s, "D9", "D10", "D8", "D7");
    expect(lastEvent(s, "trick")).toMatchObject({ winner: 1 });
    expect(s.phase).toBe("give");
    expect(s.turn).toBe(1);
    s = must(s, 1, { type: "give", card: "D9" });
    expect(lastEvent(s, "foolGift")).toMatchObject({
      giver: 1,
      receiver: 2,
      card: "D9",
      deferred: true,
    });
    expect(s.foolDebt).toBeNull();
    expect(s.turn).toBe(1);
  });
  it("A4, A5: a giver who never takes a trick surrenders the Matto at the end and loses the hand", () => {
    let s = lastTrick({
      hands: [["S7"], ["MATTO"], ["S9"], ["S8"]],
      piles: [["C7", "C8", "C9", "C10"], [], ["D7", "D8", "D9", "D10"], ["B7", "B8", "B9", "B10"]],
      tricksWon: [1, 0, 1, 1],
    });
    // A5: before the last trick the pile of seat 1 holds no trick.
    s = playCards(s, "S7", "MATTO", "S9", "S8");
    expect(lastEvent(s, "foolSurrendered")).toEqual({
      type: "foolSurrendered",
      giver: 1,
      receiver: 2,
    });
    const end = lastEvent(s, "handEnd")!;
    expect(end.scores.find((x) => x.seat === 2)).toMatchObject({ tricks: 2, cards: 8 });
    expect(end.scores.find((x) => x.seat === 1)).toMatchObject({ tricks: 0, cards: 0, total: 0 });
    expect(end).toMatchObject({ losers: [1], reason: "noTrick" });
  });
  it("A5: a pile holding only the Matto shows no trick; the deferred gift falls due even after the last trick", () => {
    let s = makeState({
      hands: FOOL_HANDS,
      piles: [["C7", "C8", "C9", "C10"], [], ["B7", "B8", "B9", "B10"], ["CA", "DA", "SA", "BA"]],
      tricksWon: [1, 0, 1, 1],
      tricksPlayed: 8,
    });
    s = playCards(s, "S7", "MATTO", "S9", "S8");
    expect(mattazza.view(s, null).seats[1]).toMatchObject({ pile: ["MATTO"], tricksWon: 0 });
    s = playCards(s, "D9", "D10", "D8", "D7");
    // Seat 1 won the last trick after all: the deferred gift is due, then the hand ends.
    expect(s.phase).toBe("give");
    s = must(s, 1, { type: "give", card: "D9" });
    expect(lastEvent(s, "handEnd")!.scores.find((x) => x.seat === 1)).toMatchObject({
      tricks: 1,
      cards: 4,
    });
  });
  it("A24: the Matto may be played to the last trick; the exchange happens before the hand ends", () => {
    let s = lastTrick({
      hands: [["S7"], ["MATTO"], ["S9"], ["S8"]],
      piles: [["C7", "C8", "C9", "C10"], ["SK", "B8", "B9", "B10"], ["D7", "D8", "D9", "D10"], []],
      tricksWon: [1, 1, 1, 0],
    });
    s = playCards(s, "S7", "MATTO", "S9", "S8");
    expect(s.phase).toBe("give");
    expect(eventsOf(s, "handEnd")).toHaveLength(0);
    s = must(s, 1, { type: "give", card: "SK" });
    const end = lastEvent(s, "handEnd")!;
    expect(end.scores.find((x) => x.seat === 2)).toMatchObject({ cards: 8, lastTrick: 6 });
    expect(end.scores.find((x) => x.seat === 1)).toMatchObject({ cards: 4 });
  });
});

describe("§7 the losers of a hand", () => {
  /** 4 seats: 0 and 1 score 8 each, seat 2 wins the blank last trick (7), seat 3 scores 1. */
  const tie = (marks: number[], seats = 4, options: Partial<MattazzaOptions> = {}) => {
    const hands: CardId[][] = [["SA"], ["S6"], ["S10"], ["S7"], ["S8"], ["S9"]].slice(
      0,
      seats,
    ) as CardId[][];
    const piles: CardId[][] = [
      ["CK", "CQ", "C7", "C8"],
      ["DK", "DQ", "D7", "D8"],
      [],
      ["B7", "B8", "B9", "B10"],
      ["C9", "D9", "B6", "C6"],
    ];
    return playCards(
      lastTrick({
        seats,
        hands,
        piles: piles.slice(0, seats),
        tricksWon: [1, 1, 0, 1, 1, 1].slice(0, seats),
        marks,
        options,
      }),
      ...hands.map((h) => h[0]!),
    );
  };
  it("§7, A16: the highest scores lose; ties for highest all get a mark", () => {
    const s = tie([0, 0, 0, 0]);
    const end = lastEvent(s, "handEnd")!;
    expect(end.scores.map((x) => x.total)).toEqual([8, 8, 7, 1]);
    expect(end).toMatchObject({ losers: [0, 1], reason: "highest", marks: [1, 1, 0, 0] });
    expect(s.marks).toEqual([1, 1, 0, 0]);
  });
  it("A14: the winner of the tenth trick scores 6 for it", () => {
    const end = lastEvent(tie([0, 0, 0, 0]), "handEnd")!;
    expect(end.scores[2]).toMatchObject({ cardPoints: 1, lastTrick: 6, total: 7 });
    const off = lastEvent(tie([0, 0, 0, 0], 4, { lastTrickBonus: false }), "handEnd")!;
    expect(off.scores[2]).toMatchObject({ lastTrick: 0, total: 1 });
  });
  it("A8: a player with no trick loses the hand, not the highest scorer", () => {
    let s = lastTrick({
      hands: [["SA"], ["S6"], ["S10"], ["S7"]],
      piles: [["CK", "DK", "SK", "BK"], ["C7", "C8", "C9", "C10"], [], []],
      tricksWon: [1, 1, 1, 0],
    });
    s = playCards(s, "SA", "S6", "S10", "S7");
    const end = lastEvent(s, "handEnd")!;
    expect(end.scores[0]!.total).toBeGreaterThan(30);
    expect(end.scores[3]).toMatchObject({ tricks: 0, total: 0 });
    expect(end).toMatchObject({ losers: [3], reason: "noTrick", marks: [0, 0, 0, 1] });
  });
  it("A17: several players with no trick all lose", () => {
    let s = lastTrick({
      hands: [["SA"], ["S6"], ["S10"], ["S7"]],
      piles: [["CK", "DK", "SK", "BK"], [], [], []],
      tricksWon: [1, 0, 1, 0],
    });
    s = playCards(s, "SA", "S6", "S10", "S7");
    expect(lastEvent(s, "handEnd")).toMatchObject({ losers: [1, 3], reason: "noTrick" });
  });
  it("the hand-end event carries the full public breakdown per seat", () => {
    const end = lastEvent(tie([0, 0, 0, 0]), "handEnd")!;
    expect(end.scores[0]).toEqual({
      seat: 0,
      tricks: 1,
      cards: 4,
      cardPoints: 8,
      cricche: [],
      criccone: false,
      cricchePoints: 0,
      sequences: [],
      sequencesDoubled: false,
      sequencePoints: 0,
      inTrickBonus: 0,
      lastTrick: 0,
      total: 8,
    });
    expect(end.hand).toBe(1);
  });

  describe("§8 marks and the match end", () => {
    it("A18: with 4 players, two players each reaching 3 marks lose jointly (pair rule)", () => {
      const s = tie([2, 2, 0, 0]);
      expect(s.phase).toBe("over");
      expect(lastEvent(s, "matchEnd")).toEqual({
        type: "matchEnd",
        winners: [2, 3],
        losers: [0, 1],
        reason: "pair",
        marks: [3, 3, 0, 0],
        stakes: [-1, -1, 1, 1],
      });
      expect(mattazza.outcome(s)).toEqual({
        winners: [2, 3],
        losers: [0, 1],
        scores: [3, 3, 0, 0],
      });
      expect(mattazza.toAct(s)).toEqual([]);
      expect(mattazza.legalMoves(s, 0)).toEqual([]);
      refused(s, 0, { type: "play", card: "SA" }, "rule/game-over");
    });
    it("A18: one player at 3 marks alone does not end the match; 'between them' is not a sum", () => {
      // Seats 0 and 1 have 2 + 2 marks before; only seat 0 gets the third.
      let s = lastTrick({
        hands: [["SA"], ["S6"], ["S10"], ["S7"]],
        piles: [["CK", "DK", "SK", "BK"], ["C7", "C8", "C9", "C10"], [], ["D7", "D8", "D9", "D10"]],
        tricksWon: [1, 1, 0, 1],
        marks: [2, 2, 0, 0],
      });
      s = playCards(s, "SA", "S6", "S10", "S7");
      expect(s.marks).toEqual([3, 2, 0, 0]);
      expect(s.phase).toBe("play");
      expect(s.hand).toBe(2);
    });
    it("A18, C6: with 5 players the pair rule does not apply", () => {
      const s = tie([2, 2, 0, 0, 0], 5);
      expect(s.marks.slice(0, 2)).toEqual([3, 3]);
      expect(s.phase).toBe("play");
      expect(s.hand).toBe(2);
    });
    it("A19: three players reaching 3 marks in the same hand are all joint losers", () => {
      // Seats 0, 1 and 2 all score 8 with 3 players (seat 2 wins the last trick).
      const s = threeLastTrick({
        marks: [2, 2, 2],
      });
      expect(lastEvent(s, "handEnd")).toMatchObject({ losers: [0, 1, 2] });
      // C6: everyone lost jointly: nobody pays, a draw.
      expect(lastEvent(s, "matchEnd")).toMatchObject({
        reason: "allLost",
        winners: [],
        losers: [],
        stakes: [0, 0, 0],
      });
      expect(mattazza.outcome(s)).toEqual({ winners: [], losers: [], scores: [3, 3, 3] });
    });
    it("A19: with 4 players, three at 3 marks at once lose jointly and share the stake", () => {
      // Seats 0 and 1 score 8; seat 2 wins the last trick: 2 tricks of blanks + 6 = 8 too.
      let s = lastTrick({
        hands: [["SA"], ["S6"], ["S10"], ["S7"]],
        piles: [
          ["CK", "CQ", "C7", "C8"],
          ["DK", "DQ", "D7", "D8"],
          ["B7", "B8", "B9", "B10"],
          ["CA", "DA", "C9", "D9"],
        ],
        tricksWon: [1, 1, 1, 1],
        marks: [2, 2, 2, 0],
      });
      s = playCards(s, "SA", "S6", "S10", "S7");
      expect(lastEvent(s, "handEnd")).toMatchObject({ losers: [0, 1, 2], reason: "highest" });
      expect(lastEvent(s, "matchEnd")).toMatchObject({
        winners: [3],
        losers: [0, 1, 2],
        reason: "pair",
        stakes: [-1 / 3, -1 / 3, -1 / 3, 1],
      });
    });
    it("§8b six rule: with 5 players a player reaching 6 marks loses and pays each other player", () => {
      const s = tie([5, 0, 0, 0, 0], 5);
      // Seats 0 and 1 tie for highest: seat 0 reaches 6.
      expect(lastEvent(s, "matchEnd")).toEqual({
        type: "matchEnd",
        winners: [1, 2, 3, 4],
        losers: [0],
        reason: "six",
        marks: [6, 1, 0, 0, 0],
        stakes: [-4, 1, 1, 1, 1],
      });
    });
    it("§8b: several reaching 6 in the same hand are joint losers", () => {
      const s = tie([5, 5, 0, 0, 0], 5);
      expect(lastEvent(s, "matchEnd")).toMatchObject({
        losers: [0, 1],
        reason: "six",
        stakes: [-1.5, -1.5, 1, 1, 1],
      });
    });
    it("C7: elimination: a player reaching the target sits out and the others go on", () => {
      const s = tie([1, 0, 0, 0], 4, { matchMode: "elimination", eliminationTarget: 2 });
      expect(s.marks).toEqual([2, 1, 0, 0]);
      expect(lastEvent(s, "eliminated")).toEqual({
        type: "eliminated",
        seats: [0],
        marks: [2, 1, 0, 0],
      });
      expect(s.inMatch).toEqual([false, true, true, true]);
      expect(s.phase).toBe("play");
      const deal = lastEvent(s, "deal")!;
      expect(deal.players).not.toContain(0);
      expect(deal.players).toHaveLength(3);
      expect(deal.setAside).toBe(32);
      expect(s.hands[0]).toEqual([]);
      refused(s, 0, { type: "play", card: "SA" }, "rule/eliminated");
    });
    it("C7: the match ends when two or fewer remain; the eliminated players are its losers", () => {
      const s = lastTrickSeat0Out({
        piles: [[], ["CK", "DK", "SK"], ["C7", "C8", "C9"], []],
        tricksWon: [0, 1, 1, 0],
        marks: [2, 1, 0, 0],
      });
      expect(lastEvent(s, "matchEnd")).toMatchObject({
        winners: [2, 3],
        losers: [0, 1],
        reason: "elimination",
      });
    });
  });
});

describe("§9 call for help", () => {
  it("A20, C8: a call for help is a banner only, by the current player, once per hand", () => {
    const s = makeState({ hands: [["C7", "C8"], ["C9"], ["C10"], ["CA"]] });
    const moves = mattazza.legalMoves(s, 0).filter((m) => m.type === "callForHelp");
    expect(moves).toEqual([
      { type: "callForHelp", target: 1 },
      { type: "callForHelp", target: 2 },
      { type: "callForHelp", target: 3 },
    ]);
    refused(s, 1, { type: "callForHelp", target: 2 }, "rule/not-your-turn");
    refused(s, 0, { type: "callForHelp", target: 0 }, "rule/bad-target");
    const after = must(s, 0, { type: "callForHelp", target: 2 });
    expect(lastEvent(after, "callForHelp")).toEqual({ type: "callForHelp", seat: 0, target: 2 });
    // Nothing else changes: same turn, same hands, same trick.
    expect({ ...after, events: [], called: [] }).toEqual({ ...s, events: [], called: [] });
    expect(mattazza.view(after, 3).seats[0]!.calledForHelp).toBe(true);
    refused(after, 0, { type: "callForHelp", target: 1 }, "rule/already-called");
    expect(mattazza.legalMoves(after, 0).some((m) => m.type === "callForHelp")).toBe(false);
  });
});

describe("§3 setup and the deal", () => {
  it("A1: 3–6 players by default, 2 as a variant: 10 cards each, the rest set aside (§3.3)", () => {
    expect(mattazza.seats).toEqual({ min: 2, max: 6, default: 4 });
    const aside: Record<number, number> = { 2: 42, 3: 32, 4: 22, 5: 12, 6: 2 };
    for (const n of [2, 3, 4, 5, 6]) {
      const s = mattazza.setup({ seats: n, options: DEFAULT_OPTIONS, seed: `n${n}` });
      expect(s.hands.map((h) => h.length)).toEqual(Array(n).fill(10));
      expect(s.setAside).toHaveLength(aside[n]!);
      expect(new Set([...s.hands.flat(), ...s.setAside]).size).toBe(62);
    }
    expect(() => mattazza.setup({ seats: 7, options: DEFAULT_OPTIONS, seed: "x" })).toThrow(
      RangeError,
    );
    expect(() => mattazza.setup({ seats: 1, options: DEFAULT_OPTIONS, seed: "x" })).toThrow(
      RangeError,
    );
  });
  it("A1: the two-player variant plays whole hands of two-card tricks", () => {
    let s = mattazza.setup({ seats: 2, options: DEFAULT_OPTIONS, seed: "two" });
    for (let i = 0; i < 20; i++) {
      const seat = mattazza.toAct(s)[0]!;
      s = must(s, seat, mattazza.bot(s, seat));
    }
    expect(eventsOf(s, "trick").length).toBeGreaterThanOrEqual(10);
    expect(
      eventsOf(s, "trick").every((t) => t.plays.filter((p) => p.card !== "MATTO").length >= 1),
    ).toBe(true);
    expect(eventsOf(s, "handEnd")).toHaveLength(1);
  });
  it("A21: the first dealer is random (seeded); eldest, at the dealer's right, leads", () => {
    const dealers = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = mattazza.setup({ seats: 4, options: DEFAULT_OPTIONS, seed: `d${i}` });
      dealers.add(s.dealer);
      expect(s.turn).toBe((s.dealer + 1) % 4);
      expect(lastEvent(s, "deal")).toMatchObject({
        dealer: s.dealer,
        eldest: (s.dealer + 1) % 4,
        hand: 1,
      });
    }
    expect(dealers.size).toBe(4);
  });
  it("A21: the deal passes to the next player each hand", () => {
    let s = mattazza.setup({ seats: 5, options: DEFAULT_OPTIONS, seed: "rotate" });
    const first = s.dealer;
    while (s.hand === 1) {
      const seat = mattazza.toAct(s)[0]!;
      s = must(s, seat, mattazza.bot(s, seat));
    }
    expect(s.dealer).toBe((first + 1) % 5);
    expect(s.turn).toBe((first + 2) % 5);
  });
  it("A22: two packets of five to each player in turn, from eldest counter-clockwise", () => {
    const deck = PACK.slice();
    const { hands, setAside } = dealPackets(deck, [2, 3, 0, 1]);
    expect(hands[0]).toEqual([...deck.slice(0, 5), ...deck.slice(20, 25)]);
    expect(hands[1]).toEqual([...deck.slice(5, 10), ...deck.slice(25, 30)]);
    expect(hands[3]).toEqual([...deck.slice(15, 20), ...deck.slice(35, 40)]);
    expect(setAside).toEqual(deck.slice(40));
    // setup does exactly this with its seeded shuffle: dealer first, then the shuffle.
    const [dealer, rng] = nextInt(seedRng("packets"), 4);
    const [shuffled] = shuffle(rng, PACK);
    const s = mattazza.setup({ seats: 4, options: DEFAULT_OPTIONS, seed: "packets" });
    const eldest = (dealer + 1) % 4;
    expect(s.hands[eldest]).toEqual([...shuffled.slice(0, 5), ...shuffled.slice(20, 25)]);
    expect(s.setAside).toEqual(shuffled.slice(40));
  });
  it("A15: no declarations: the hand starts with eldest's card, and only cards or calls are legal", () => {
    const s = mattazza.setup({ seats: 4, options: DEFAULT_OPTIONS, seed: "accusi" });
    expect(s.events.map((e) => e.type)).toEqual(["deal"]);
    expect(new Set(mattazza.legalMoves(s, s.turn).map((m) => m.type))).toEqual(
      new Set(["play", "callForHelp"]),
    );
  });
  it("A25: the set-aside cards stay out of play and are never scored", () => {
    let s = mattazza.setup({ seats: 4, options: DEFAULT_OPTIONS, seed: "aside" });
    const aside = [...s.setAside];
    while (s.hand === 1) {
      expect(s.setAside).toEqual(aside);
      const seat = mattazza.toAct(s)[0]!;
      s = must(s, seat, mattazza.bot(s, seat));
    }
    const end = lastEvent(s, "handEnd")!;
    expect(end.scores.reduce((a, x) => a + x.cards, 0)).toBe(40);
  });
  it("seeds: the same seed deals the same hands, different seeds different ones", () => {
    const a = mattazza.setup({ seats: 4, options: DEFAULT_OPTIONS, seed: "same" });
    const b = mattazza.setup({ seats: 4, options: DEFAULT_OPTIONS, seed: "same" });
    expect(b).toEqual(a);
    const deals = new Set<string>();
    for (let i = 0; i < 20; i++)
      deals.add(
        JSON.stringify(mattazza.setup({ seats: 4, options: DEFAULT_OPTIONS, seed: `x${i}` }).hands),
      );
    expect(deals.size).toBe(20);
  });
});

describe("refusals", () => {
  const s = makeState({ hands: [["C7", "C8"], ["C9"], ["C10"], ["CA"]] });
  it("malformed moves are input/invalid-move, never exceptions", () => {
    for (const bad of [
      null,
      7,
      {},
      { type: "play" },
      { type: "play", card: "C5" },
      { type: "fold" },
      { type: "callForHelp", target: 1.5 },
    ]) {
      refused(s, 0, bad, "input/invalid-move");
    }
  });
  it("a card not in hand, another seat's turn, or a seat that does not exist are refused", () => {
    refused(s, 0, { type: "play", card: "SK" }, "rule/not-in-hand");
    refused(s, 1, { type: "play", card: "C9" }, "rule/not-your-turn");
    refused(s, 9, { type: "play", card: "C9" }, "rule/no-such-seat");
    refused(s, 0, { type: "give", card: "C7" }, "rule/nothing-to-give");
  });
  it("play never mutates its input", () => {
    const before = JSON.stringify(s);
    must(s, 0, { type: "play", card: "C7" });
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe("Decisions (README)", () => {
  it("Decision: the Fool's gift is passed openly: every reader sees the card in the log and the piles", () => {
    let s = makeState({
      hands: FOOL_HANDS,
      piles: [[], ["CK", "C7", "C8", "C9"], [], []],
      tricksWon: [0, 1, 0, 0],
      tricksPlayed: 2,
    });
    s = playCards(s, "S7", "MATTO", "S9", "S8");
    const move = { type: "give" as const, card: "CK" as const };
    for (const reader of [0, 1, 2, 3, null]) {
      expect(mattazza.moveView(move, 1, reader)).toEqual(move);
    }
    s = must(s, 1, move);
    expect(mattazza.view(s, 3).seats[2]!.pile).toContain("CK");
    expect(mattazza.view(s, null).events.at(-1)).toMatchObject({ type: "foolGift", card: "CK" });
  });
  it("Decision: no call for help during the Fool's exchange, and never against an eliminated seat", () => {
    const give = makeState({
      phase: "give",
      piles: [[], ["C7", "MATTO"], [], []],
      tricksWon: [0, 1, 1, 0],
      foolDebt: { giver: 1, receiver: 2, deferred: false },
      turn: 1,
      tricksPlayed: 3,
    });
    refused(give, 1, { type: "callForHelp", target: 2 }, "rule/not-now");
    const out = makeState({
      hands: [["C7"], ["C8"], ["C9"], ["C10"]],
      inMatch: [true, true, false, true],
    });
    refused(out, 0, { type: "callForHelp", target: 2 }, "rule/bad-target");
    expect(mattazza.legalMoves(out, 0).filter((m) => m.type === "callForHelp")).toHaveLength(2);
  });
  it("C7: everyone who reaches the target in the same hand sits out together, and all the eliminated lose", () => {
    // 4 seats, target 2: seat 0 is already out; seats 1, 2 and 3 all end the hand on 2 marks.
    const s = lastTrickSeat0Out({
      piles: [[], ["CK", "CQ", "C7"], ["DK", "DQ", "D7"], ["B7", "B8", "B9"]],
      tricksWon: [0, 1, 1, 1],
      marks: [2, 1, 1, 1],
    });
    expect(lastEvent(s, "handEnd")).toMatchObject({ losers: [1, 2, 3] });
    // They sit out together: nobody remains, so the match is over.
    expect(lastEvent(s, "eliminated")).toEqual({
      type: "eliminated",
      seats: [1, 2, 3],
      marks: [2, 2, 2, 2],
    });
    expect(s.inMatch).toEqual([false, false, false, false]);
    // The eliminated players are its losers: all four; nobody wins, so nobody pays (C6).
    expect(mattazza.outcome(s)).toEqual({
      winners: [],
      losers: [0, 1, 2, 3],
      scores: [2, 2, 2, 2],
    });
    expect(lastEvent(s, "matchEnd")).toMatchObject({
      reason: "elimination",
      winners: [],
      losers: [0, 1, 2, 3],
      stakes: [0, 0, 0, 0],
    });
  });
  it("C7: with nobody out yet, everyone reaching the target at once sits out and loses", () => {
    const s = threeLastTrick({
      marks: [1, 1, 1],
      options: { matchMode: "elimination", eliminationTarget: 2 },
    });
    expect(lastEvent(s, "eliminated")).toMatchObject({ seats: [0, 1, 2] });
    expect(mattazza.outcome(s)).toEqual({ winners: [], losers: [0, 1, 2], scores: [2, 2, 2] });
    expect(lastEvent(s, "matchEnd")).toMatchObject({ reason: "elimination", stakes: [0, 0, 0] });
  });
  it("C7: two reaching the target together with three left ends the match; the last one wins", () => {
    const s = lastTrickSeat0Out({
      piles: [[], ["CK", "CQ", "C7"], ["DK", "DQ", "D7"], ["B7", "B8", "B9"]],
      tricksWon: [0, 1, 1, 1],
      marks: [2, 1, 1, 0],
    });
    expect(lastEvent(s, "eliminated")).toMatchObject({ seats: [1, 2] });
    expect(lastEvent(s, "matchEnd")).toMatchObject({
      reason: "elimination",
      winners: [3],
      losers: [0, 1, 2],
      stakes: [-1 / 3, -1 / 3, -1 / 3, 1],
    });
  });
  it("Decision: after an elimination the deal skips the seats that are out", () => {
    let s = mattazza.setup({
      seats: 4,
      options: { ...DEFAULT_OPTIONS, matchMode: "elimination", eliminationTarget: 2 },
      seed: "skip",
    });
    while (s.phase !== "over") {
      const deal = lastEvent(s, "deal")!;
      expect(s.inMatch[deal.dealer]).toBe(true);
      expect(deal.players.every((p) => s.inMatch[p])).toBe(true);
      const seat = mattazza.toAct(s)[0]!;
      s = must(s, seat, mattazza.bot(s, seat));
    }
    expect(s.inMatch.filter(Boolean).length).toBeLessThanOrEqual(2);
    expect(mattazza.outcome(s)!.losers.length).toBeGreaterThanOrEqual(2);
  });
  it("Decision: the public log keeps the latest 200 events", () => {
    let s = mattazza.setup({ seats: 6, options: DEFAULT_OPTIONS, seed: "long" });
    while (s.hand < 4 && s.phase !== "over") {
      const seat = mattazza.toAct(s)[0]!;
      s = must(s, seat, mattazza.bot(s, seat));
    }
    expect(s.events).toHaveLength(200);
    // The first deal has dropped out; the newest events are kept.
    expect(s.events.some((e) => e.type === "deal" && e.hand === 1)).toBe(false);
    expect(s.events.at(-1)).toMatchObject({ type: "deal", hand: 4 });
    expect(mattazza.view(s, 0).events).toHaveLength(200);
  });
});

// What every game promises is test/engine/contract.test.ts's; this is what Mattazza adds.
describe("the Game object", () => {
  it("is registered as Mattazza for 2 to 6 (4 by default); moves read the same to everyone; a stored four-seat bot match ends within 5000 moves", () => {
    expectRegistered(mattazza, "Mattazza", { min: 2, max: 6, default: 4 });
    // Each move played on the state as storage gives it back.
    const { run, out } = finishedBotRun(mattazza, 4, "registry", 5000, { stored: true });
    for (const [i, { seat, move }] of run.steps.entries()) {
      expect(mattazza.legalMoves(run.states[i] as MattazzaState, seat)).toContainEqual(move);
      // Nothing of a move is hidden: every card played is laid face up.
      expect(mattazza.moveView(move as never, seat, null)).toEqual(move);
    }
    expect(out.losers.length).toBeGreaterThan(0);
    expect(out.winners.length + out.losers.length).toBe(4);
    expect(Math.max(...out.scores)).toBeGreaterThanOrEqual(3);
  });
});

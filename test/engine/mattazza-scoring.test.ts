/**
 * Scoring (spec §6): Parlett's sequence vectors of §6.3, the §11 worked example, card points
 * per trick (A7) and in pairs (C9), cricche and the criccone, sequences and their doubling,
 * wild contatori (A11), the Grande (A12, C4) and the Moors in the Grande (A13).
 */
import { describe, expect, it } from "vitest";
import { MOORS, NUMBERED_TRUMPS } from "../../src/engine/games/mattazza/cards";
import { DEFAULT_OPTIONS } from "../../src/engine/games/mattazza/options";
import {
  cardPoints,
  findCricche,
  findSequences,
  scorePile,
  trickCombos,
} from "../../src/engine/games/mattazza/scoring";
import type { CardId } from "../../src/engine/games/mattazza/types";
import { BLANKS } from "./mattazza-helpers";

/** The Grande from the Angelo down to the 5, every card natural. */
const GRANDE_TO_FIVE: CardId[] = ["ANGELO", "MONDO", "SOLE", "LUNA", ...NUMBERED_TRUMPS];

const seqs = (cards: CardId[], options = DEFAULT_OPTIONS) => findSequences(new Set(cards), options);
const one = (cards: CardId[], kind: string, options = DEFAULT_OPTIONS) =>
  seqs(cards, options).find((s) => s.kind === kind);

describe("§6.3 test vectors (Parlett's sequences)", () => {
  it("§6.3 vector 1: Angelo, Mondo, Luna, 16 is a Grande of 4 worth 15", () => {
    expect(one(["ANGELO", "MONDO", "LUNA", "T16"], "grande")).toMatchObject({
      count: 4,
      points: 15,
    });
  });
  it("§6.3 vector 2: Angelo, Matto, Luna, 16, 15, Bégato, 13, 12 is a Grande of 8 worth 35", () => {
    const cards: CardId[] = ["ANGELO", "MATTO", "LUNA", "T16", "T15", "BEGATO", "T13", "T12"];
    expect(one(cards, "grande")).toMatchObject({ count: 8, points: 35 });
  });
  it("§6.3 vector 3 (C4): Angelo, Mondo, Sole, Luna, Matto, Bégato, 14 is a Grande of 6 worth 25", () => {
    const cards: CardId[] = ["ANGELO", "MONDO", "SOLE", "LUNA", "MATTO", "BEGATO", "T14"];
    expect(one(cards, "grande")).toMatchObject({ count: 6, points: 25 });
  });
  it("§6.3 vector 4: Re, Regina, Bégato, Asso of one suit is a suit sequence of 4 worth 15", () => {
    expect(one(["SK", "SQ", "BEGATO", "SA"], "suitS")).toMatchObject({ count: 4, points: 15 });
  });
  it("§6.3 vector 5: Re, Regina, Cavallo, Fante, Asso, Matto is a suit sequence of 6 worth 25", () => {
    const cards: CardId[] = ["CK", "CQ", "CN", "CJ", "CA", "MATTO"];
    expect(one(cards, "suitC")).toMatchObject({ count: 6, points: 25 });
  });
  it("§6.3 vector 6: four Aces, Bégato, Matto is an Ace sequence of 6 worth 25", () => {
    const cards: CardId[] = ["CA", "DA", "SA", "BA", "BEGATO", "MATTO"];
    expect(one(cards, "assi")).toMatchObject({ count: 6, points: 25 });
  });
  it("the complete Grande of 22 cards is worth 105 (the historical '105 punti della Granda')", () => {
    const cards: CardId[] = [...GRANDE_TO_FIVE, ...MOORS, "BEGATO", "MATTO"];
    expect(one(cards, "grande")).toMatchObject({ count: 22, points: 105 });
  });
});

describe("§11 worked example", () => {
  it("§11 worked example: 3 tricks with Re of Bastoni (♣), Regina of Denari (♦), Angelo and 9 blanks score 14 card points", () => {
    const pile: CardId[] = ["BK", "DQ", "ANGELO", ...BLANKS.slice(0, 9)];
    expect(pile).toHaveLength(12);
    expect(cardPoints(pile, 3, "perTrick")).toBe(14);
    // No combination among those cards: the whole score is the card points.
    expect(scorePile(0, pile, 3, 0, false, DEFAULT_OPTIONS).total).toBe(14);
  });
});

describe("card points (§6.1)", () => {
  it("A7: per trick, K + 3 blanks = 5, K Q C F = 11, four blanks = 1 (one 4-card trick each)", () => {
    expect(cardPoints(["SK", "C7", "C8", "C9"], 1, "perTrick")).toBe(5);
    expect(cardPoints(["SK", "SQ", "SN", "SJ"], 1, "perTrick")).toBe(11);
    expect(cardPoints(["C7", "C8", "C9", "C10"], 1, "perTrick")).toBe(1);
  });
  it("A7: per trick the count does not depend on how the cards were grouped: Σ(v−1) + tricks", () => {
    const pile: CardId[] = ["SK", "SQ", "C7", "C8", "DK", "C9", "BJ", "C10"];
    expect(cardPoints(pile, 2, "perTrick")).toBe(4 + 3 + 4 + 1 + 2);
  });
  it("C9: in pairs, an odd last card is a group of its own (Ottocento variant of A7)", () => {
    expect(cardPoints(["SK", "C7", "C8"], 1, "pairs")).toBe(4 + 2);
    expect(cardPoints(["SK", "C7", "C8", "C9"], 1, "pairs")).toBe(4 + 2);
    expect(cardPoints(["C7"], 0, "pairs")).toBe(1);
  });
  it("the Matto in a pile counts 5 like any tarocco", () => {
    expect(cardPoints(["MATTO", "C7", "C8", "C9"], 1, "perTrick")).toBe(5);
  });
});

describe("cricche (§6.2)", () => {
  it("A10: three of a group score 18/17/14/13/12, all four double", () => {
    const c = (cards: CardId[]) => findCricche(new Set(cards)).map((x) => [x.kind, x.points]);
    expect(c(["ANGELO", "MONDO", "MATTO"])).toEqual([["tarocchi", 18]]);
    expect(c(["ANGELO", "MONDO", "MATTO", "BEGATO"])).toEqual([["tarocchi", 36]]);
    expect(c(["CK", "DK", "SK"])).toEqual([["re", 17]]);
    expect(c(["CQ", "DQ", "SQ", "BQ"])).toEqual([["regine", 28]]);
    expect(c(["CN", "DN", "BN"])).toEqual([["cavalli", 13]]);
    expect(c(["CJ", "DJ", "SJ", "BJ"])).toEqual([["fanti", 24]]);
    expect(c(["CK", "DK", "CQ", "DQ"])).toEqual([]);
  });
  it("criccone: three or more cricche double the cricche total; two do not", () => {
    const two: CardId[] = ["CK", "DK", "SK", "CN", "DN", "SN"];
    const s2 = scorePile(0, two, 0, 0, false, DEFAULT_OPTIONS);
    expect(s2.criccone).toBe(false);
    expect(s2.cricchePoints).toBe(17 + 13);
    const three: CardId[] = [...two, "CJ", "DJ", "SJ", "BJ"];
    const s3 = scorePile(0, three, 0, 0, false, DEFAULT_OPTIONS);
    expect(s3.criccone).toBe(true);
    expect(s3.cricchePoints).toBe((17 + 13 + 24) * 2);
  });
  it("Moors and Aces are sequences, not cricche, so they do not make a criccone", () => {
    const pile: CardId[] = [
      "CK",
      "DK",
      "SK",
      "CN",
      "DN",
      "SN",
      "MORO1",
      "MORO2",
      "MORO3",
      "CA",
      "DA",
      "SA",
    ];
    const s = scorePile(0, pile, 0, 0, false, DEFAULT_OPTIONS);
    expect(s.cricche).toHaveLength(2);
    expect(s.criccone).toBe(false);
    expect(s.sequences.map((x) => x.kind).sort()).toEqual(["assi", "mori"]);
  });
});

describe("sequences (§6.3)", () => {
  it("a suit sequence needs the natural King and two of Q/C/F, or one with a contatore", () => {
    expect(one(["CQ", "CN", "CJ"], "suitC")).toBeUndefined();
    expect(one(["CK", "CQ"], "suitC")).toBeUndefined();
    expect(one(["CK", "CQ", "CN"], "suitC")).toMatchObject({ count: 3, points: 10 });
    expect(one(["CK", "CQ", "BEGATO"], "suitC")).toMatchObject({ count: 3, points: 10 });
  });
  it("A11: two contatori join a suit sequence by default; one with maxWildsSuitSequence = 1", () => {
    const cards: CardId[] = ["DK", "DQ", "BEGATO", "MATTO"];
    expect(one(cards, "suitD")).toMatchObject({ count: 4, points: 15 });
    expect(one(cards, "suitD", { ...DEFAULT_OPTIONS, maxWildsSuitSequence: 1 })).toMatchObject({
      count: 3,
      points: 10,
    });
  });
  it("Moors and Aces: three, or two with a contatore", () => {
    expect(one(["MORO1", "MORO2"], "mori")).toBeUndefined();
    expect(one(["MORO1", "MORO2", "MATTO"], "mori")).toMatchObject({ count: 3, points: 10 });
    expect(one(["CA", "DA", "SA"], "assi")).toMatchObject({ count: 3, points: 10 });
  });
  it("A12: the Grande needs the natural Angelo; a contatore never replaces it", () => {
    expect(one(["MONDO", "SOLE", "LUNA", "BEGATO", "MATTO"], "grande")).toBeUndefined();
    expect(one(["ANGELO", "LUNA"], "grande")).toBeUndefined();
    expect(one(["ANGELO", "LUNA", "BEGATO"], "grande")).toMatchObject({ count: 3, points: 10 });
  });
  it("A12: contatori never fill two numbered trumps in a row; the run stops at a gap", () => {
    // 16 and 15 missing: one wild fills 16, the second may not fill 15, so the run breaks
    // there and the 14 is cut off; the unused wild is appended: Angelo Mondo Sole +16w +w = 5.
    const cards: CardId[] = ["ANGELO", "MONDO", "SOLE", "BEGATO", "MATTO", "T14"];
    expect(one(cards, "grande")).toMatchObject({ count: 5, points: 20 });
  });
  it("A13: Moors after the 5 extend the Grande and still form their own sequence", () => {
    const cards: CardId[] = [...GRANDE_TO_FIVE, "MORO1", "MORO2", "MORO3"];
    expect(one(cards, "grande")).toMatchObject({ count: 19, points: 90 });
    expect(one(cards, "mori")).toMatchObject({ count: 3, points: 10 });
    expect(one(cards, "grande", { ...DEFAULT_OPTIONS, moorsInGrande: false })).toMatchObject({
      count: 16,
    });
  });
  it("three or more sequences double all sequence points; two do not", () => {
    const two: CardId[] = ["CK", "CQ", "CN", "SK", "SQ", "SN"];
    const s2 = scorePile(0, two, 0, 0, false, DEFAULT_OPTIONS);
    expect(s2.sequencesDoubled).toBe(false);
    expect(s2.sequencePoints).toBe(20);
    const three: CardId[] = [...two, "CA", "DA", "SA"];
    const s3 = scorePile(0, three, 0, 0, false, DEFAULT_OPTIONS);
    expect(s3.sequencesDoubled).toBe(true);
    // Both suit sequences now have their Ace: 4 cards (15) each; Aces 3 (10); doubled.
    expect(s3.sequencePoints).toBe((15 + 15 + 10) * 2);
  });
  it("each contatore serves every sequence at once", () => {
    const cards: CardId[] = ["CK", "CQ", "SK", "SQ", "MORO1", "MORO2", "BEGATO"];
    const s = scorePile(0, cards, 0, 0, false, DEFAULT_OPTIONS);
    expect(s.sequences.map((x) => [x.kind, x.count])).toEqual([
      ["suitC", 3],
      ["suitS", 3],
      ["mori", 3],
    ]);
    expect(s.sequencePoints).toBe(60);
  });
});

describe("the hand score (§6)", () => {
  it("adds card points, cricche, sequences, the in-trick bonus and the last trick", () => {
    const pile: CardId[] = ["CK", "DK", "SK", "C7"];
    const s = scorePile(2, pile, 1, 12, true, DEFAULT_OPTIONS);
    expect(s).toMatchObject({
      seat: 2,
      cardPoints: 13,
      cricchePoints: 17,
      inTrickBonus: 12,
      lastTrick: 6,
    });
    expect(s.total).toBe(13 + 17 + 12 + 6);
  });
  it("A14: the last trick is worth 6, or nothing with lastTrickBonus off", () => {
    expect(scorePile(0, ["C7"], 1, 0, true, DEFAULT_OPTIONS).lastTrick).toBe(6);
    expect(
      scorePile(0, ["C7"], 1, 0, true, { ...DEFAULT_OPTIONS, lastTrickBonus: false }).lastTrick,
    ).toBe(0);
  });
  it("C5: in-trick bonus points do not count towards the criccone", () => {
    const pile: CardId[] = ["CK", "DK", "SK", "CN", "DN", "SN"];
    const s = scorePile(0, pile, 2, 17, false, DEFAULT_OPTIONS);
    expect(s.criccone).toBe(false);
    expect(s.cricchePoints).toBe(30);
    expect(s.inTrickBonus).toBe(17);
  });
  it("A6: in-trick combinations leave out the Matto (Tarocchi of three, not four)", () => {
    const combos = trickCombos(["ANGELO", "MONDO", "BEGATO", "MATTO"], DEFAULT_OPTIONS);
    expect(combos.find((c) => c.kind === "tarocchi")).toMatchObject({ count: 3, points: 18 });
  });
});

/**
 * Pazaak thresholds (spec §2, §4, §6, §8, A2–A4, A10–A12): every number and end condition of
 * the specification pinned at its boundary — 19/20/21 for the auto-stand and the bust, 8/9
 * cards, 2/3 sets, the tie cap at each offered value, the side deck of 10, the hand of 4, the
 * copy limits. The README's "Thresholds and their tests" lists which test pins each.
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { pazaak } from "../../src/engine/games/pazaak";
import { PLAYER_DECK, TABLE_DECK } from "../../src/engine/games/pazaak/cards";
import { DEFAULT_OPTIONS, TIE_CAPS, optionsSchema } from "../../src/engine/games/pazaak/options";
import { sideDeckProblem } from "../../src/engine/games/pazaak/rules";
import type {
  PazaakOptions,
  PazaakState,
  SideCardId,
  TableCardId,
} from "../../src/engine/games/pazaak/types";
import { makeState, must, total, type CardSpec } from "./pazaak-helpers";
import { lastEvent } from "./kit";

/** Seat 1 ends its turn; seat 0 (holding `hand`, its board `board`) draws `draw`. */
function seatZeroDraws(
  board: CardSpec[],
  draw: TableCardId,
  hand: SideCardId[] = [],
  options: Partial<PazaakOptions> = {},
): PazaakState {
  return must(
    makeState({ options, active: 1, draws: [draw], seats: [{ board, hand }, { board: ["T4"] }] }),
    1,
    { type: "endTurn" },
  );
}

/** Seat 0 stands on `t0` against seat 1 already stood on `t1`: the set resolves. */
function resolve(
  t0: CardSpec[],
  t1: CardSpec[],
  extra: { setsWon?: [number, number]; consecutiveTies?: number; options?: Partial<PazaakOptions> },
): PazaakState {
  const [w0, w1] = extra.setsWon ?? [0, 0];
  return must(
    makeState({
      options: extra.options,
      consecutiveTies: extra.consecutiveTies,
      seats: [
        { board: t0, setsWon: w0 },
        { board: t1, stood: true, setsWon: w1 },
      ],
    }),
    0,
    { type: "stand" },
  );
}

const ONES = (n: number): TableCardId[] => Array.from({ length: n }, () => "T1" as TableCardId);

describe("§6 the target of 20 (A2, A3)", () => {
  it("A3 auto-stand at exactly 20: a draw to 19 leaves the turn open, to 20 stands, to 21 does not", () => {
    const at19 = seatZeroDraws(["T10", "T8"], "T1", ["M1"]);
    expect(total(at19, 0)).toBe(19);
    expect(at19.seats[0].stood).toBe(false);
    expect(at19.active).toBe(0);
    const at20 = seatZeroDraws(["T10", "T9"], "T1", ["M1"]);
    expect(total(at20, 0)).toBe(20);
    expect(at20.seats[0].stood).toBe(true);
    expect(lastEvent(at20, "stand")).toMatchObject({ seat: 0, auto: true, total: 20 });
    expect(at20.active).toBe(1);
    const at21 = seatZeroDraws(["T10", "T9"], "T2", ["M1"]);
    expect(total(at21, 0)).toBe(21);
    expect(at21.seats[0].stood).toBe(false);
    expect(at21.active).toBe(0);
  });
  it("A3: a side card bringing 21 down to exactly 20 stands at once; to 19 it does not", () => {
    const twenty = must(seatZeroDraws(["T10", "T9"], "T2", ["M1"]), 0, {
      type: "play",
      card: "M1",
    });
    expect(twenty.seats[0].stood).toBe(true);
    const nineteen = must(seatZeroDraws(["T10", "T9"], "T2", ["M2"]), 0, {
      type: "play",
      card: "M2",
    });
    expect(nineteen.seats[0].stood).toBe(false);
    expect(nineteen.active).toBe(0);
  });
  it("A2 bust over 20: ending the turn at 21 loses the set; at 19 it does not", () => {
    const bust = must(seatZeroDraws(["T10", "T9"], "T2"), 0, { type: "endTurn" });
    expect(lastEvent(bust, "setEnd")).toMatchObject({ winner: 1, reason: "bust" });
    expect(bust.seats[1].setsWon).toBe(1);
    const safe = must(seatZeroDraws(["T10", "T8"], "T1"), 0, { type: "endTurn" });
    expect(lastEvent(safe, "setEnd")).toBeUndefined();
    expect(safe.active).toBe(1);
  });
  it("A2: standing at 21 is a bust too; standing at 19 is a stand", () => {
    const over = must(seatZeroDraws(["T10", "T9"], "T2"), 0, { type: "stand" });
    expect(lastEvent(over, "setEnd")).toMatchObject({ winner: 1, reason: "bust" });
    const ok = must(seatZeroDraws(["T10", "T8"], "T1"), 0, { type: "stand" });
    expect(ok.seats[0].stood).toBe(true);
    expect(lastEvent(ok, "setEnd")).toBeUndefined();
  });
  it("§6 SET_END compare: the higher total wins by one point; equal totals tie", () => {
    expect(lastEvent(resolve(["T10", "T9"], ["T10", "T8"], {}), "setEnd")).toMatchObject({
      winner: 0,
    });
    expect(lastEvent(resolve(["T10", "T7"], ["T10", "T8"], {}), "setEnd")).toMatchObject({
      winner: 1,
    });
    expect(lastEvent(resolve(["T10", "T8"], ["T10", "T8"], {}), "setEnd")).toMatchObject({
      winner: null,
    });
  });
});

describe("§2.3 nine slots (option nineCardRule)", () => {
  it("A4 nine slots: the eighth card leaves the turn open, the ninth stands (nineCardRule=stand)", () => {
    const eighth = seatZeroDraws(ONES(7), "T1", ["P1"]);
    expect(eighth.seats[0].board).toHaveLength(8);
    expect(eighth.seats[0].stood).toBe(false);
    expect(pazaak.legalMoves(eighth, 0).some((m) => m.type === "play")).toBe(true);
    const ninth = seatZeroDraws(ONES(8), "T1", ["P1"]);
    expect(ninth.seats[0].board).toHaveLength(9);
    expect(ninth.seats[0].stood).toBe(true);
    expect(lastEvent(ninth, "stand")).toMatchObject({ seat: 0, auto: true, total: 9 });
    expect(lastEvent(ninth, "setEnd")).toBeUndefined();
  });
  it("A4 (nineCardRule=win): the ninth card at 20 wins the set, at 21 busts; the eighth does neither", () => {
    const options = { nineCardRule: "win" as const };
    expect(DEFAULT_OPTIONS.nineCardRule).toBe("stand");
    const eighth = seatZeroDraws(ONES(7), "T1", [], options);
    expect(lastEvent(eighth, "setEnd")).toBeUndefined();
    expect(eighth.seats[0].stood).toBe(false);
    // Eight cards worth 12 (T5 + seven 1s), the ninth an 8: exactly 20 with nine cards.
    const twenty = seatZeroDraws(["T5", ...ONES(7)], "T8", [], options);
    expect(lastEvent(twenty, "setEnd")).toMatchObject({
      winner: 0,
      reason: "nine",
      totals: [20, 4],
    });
    const over = seatZeroDraws(["T5", ...ONES(7)], "T9", [], options);
    expect(lastEvent(over, "setEnd")).toMatchObject({ winner: 1, reason: "bust" });
  });
});

describe("A11 first to three sets", () => {
  it("A11 match ends at 3 sets: winning a set on 1 makes 2 and play goes on; on 2 it makes 3 and ends", () => {
    const two = resolve(["T10", "T9"], ["T10", "T7"], { setsWon: [1, 2] });
    expect(two.seats[0].setsWon).toBe(2);
    expect(two.phase).toBe("playing");
    expect(two.winner).toBeNull();
    const three = resolve(["T10", "T9"], ["T10", "T7"], { setsWon: [2, 2] });
    expect(three.phase).toBe("over");
    expect(pazaak.outcome(three)).toEqual({ winners: [0], losers: [1], scores: [3, 2] });
  });
  it("A10, §6: a tie at 2 sets each counts for nobody and the match goes on", () => {
    const s = resolve(["T10", "T8"], ["T10", "T8"], { setsWon: [2, 2] });
    expect(s.phase).toBe("playing");
    expect(s.seats.map((x) => x.setsWon)).toEqual([2, 2]);
  });
});

describe("A10 ties in a row (option maxConsecutiveTies)", () => {
  it("A10: no cap by default; the form offers none, 3, 5 and 10; the schema takes integers ≥ 1", () => {
    expect(DEFAULT_OPTIONS.maxConsecutiveTies).toBeNull();
    expect(TIE_CAPS).toEqual([null, 3, 5, 10]);
    for (const n of [1, 3, 5, 10, null])
      expect(v.safeParse(optionsSchema, { maxConsecutiveTies: n }).success).toBe(true);
    for (const n of [0, -1, 2.5])
      expect(v.safeParse(optionsSchema, { maxConsecutiveTies: n }).success).toBe(false);
    const s = resolve(["T10", "T8"], ["T10", "T8"], { consecutiveTies: 99, setsWon: [1, 0] });
    expect(s.phase).toBe("playing");
    expect(s.consecutiveTies).toBe(100);
  });
  for (const cap of [3, 5, 10]) {
    it(`A10 maxConsecutiveTies=${cap}: tie number ${cap - 1} in a row goes on, tie number ${cap} ends the match on sets won`, () => {
      const options = { maxConsecutiveTies: cap };
      const tie = (before: number) =>
        resolve(["T10", "T8"], ["T10", "T8"], {
          consecutiveTies: before,
          setsWon: [1, 0],
          options,
        });
      const below = tie(cap - 2);
      expect(below.consecutiveTies).toBe(cap - 1);
      expect(below.phase).toBe("playing");
      const at = tie(cap - 1);
      expect(at.phase).toBe("over");
      expect(pazaak.outcome(at)).toMatchObject({ winners: [0], losers: [1] });
    });
  }
  it("A10: a decided set resets the count of ties in a row", () => {
    const s = resolve(["T10", "T9"], ["T10", "T8"], {
      consecutiveTies: 2,
      options: { maxConsecutiveTies: 3 },
    });
    expect(s.consecutiveTies).toBe(0);
    expect(s.phase).toBe("playing");
  });
});

describe("§2, §4 decks, side deck and hand", () => {
  it("§2.1, §2.2: the table deck is 40 cards (4 × 1…10), the player deck 43", () => {
    expect(TABLE_DECK).toHaveLength(40);
    for (let n = 1; n <= 10; n++) expect(TABLE_DECK.filter((c) => c === `T${n}`)).toHaveLength(4);
    expect(PLAYER_DECK).toHaveLength(43);
  });
  it("§4.1 side deck of exactly 10: 9 and 11 cards are refused", () => {
    const ten: SideCardId[] = ["P1", "P2", "P3", "P4", "P5", "P6", "M1", "M2", "M3", "M4"];
    expect(sideDeckProblem(ten)).toBeNull();
    expect(sideDeckProblem(ten.slice(0, 9))).not.toBeNull();
    expect(sideDeckProblem([...ten, "M5"])).not.toBeNull();
  });
  it("A12 copy limits: two of a basic or flip card, not three; one D, TB, V12, not two", () => {
    const rest: SideCardId[] = ["P2", "P3", "P4", "P5", "P6", "M1", "M2"];
    expect(sideDeckProblem(["P1", "P1", "M3", ...rest])).toBeNull();
    expect(sideDeckProblem(["P1", "P1", "P1", ...rest])).not.toBeNull();
    expect(sideDeckProblem(["F24", "F24", "M3", ...rest])).toBeNull();
    expect(sideDeckProblem(["F24", "F24", "F24", ...rest])).not.toBeNull();
    for (const one of ["D", "TB", "V12"] as const) {
      expect(sideDeckProblem([one, "M3", "M4", ...rest])).toBeNull();
      expect(sideDeckProblem([one, one, "M4", ...rest])).not.toBeNull();
    }
  });
  it("§4.1, §4.2: each side deck keeps its 10 cards and the match hand is 4 of them", () => {
    let s = pazaak.setup({ seats: 2, seed: "hand-4", options: DEFAULT_OPTIONS });
    s = must(s, 0, { type: "randomSideDeck" });
    s = must(s, 1, { type: "randomSideDeck" });
    expect(s.seats.map((x) => x.hand.length)).toEqual([4, 4]);
    expect(s.seats.map((x) => x.sideDeck?.length)).toEqual([10, 10]);
  });
});

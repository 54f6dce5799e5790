/**
 * The 15 worked examples of the specification (§7) as acceptance tests. States are built
 * directly (boards, hands, the next table cards) and driven only through `play`.
 */
import { describe, expect, it } from "vitest";
import { pazaak } from "../../src/engine/games/pazaak";
import type { PazaakState, TableCardId } from "../../src/engine/games/pazaak/types";
import { DEFAULT_OPTIONS } from "../../src/engine/games/pazaak/options";
import { board, makeState, must, total, type StateSpec } from "./pazaak-helpers";
import { lastEvent } from "./kit";

/** Seat 1 ends its turn, so seat 0 draws `draw` (the automatic TURN_START of §6). */
function seat0Draws(draw: TableCardId, seat0: StateSpec): PazaakState {
  const s = makeState({
    ...seat0,
    active: 1,
    draws: [draw, "T2", "T2", "T2"],
    seats: [seat0.seats?.[0], { board: ["T5"], ...seat0.seats?.[1] }],
  });
  return must(s, 1, { type: "endTurn" });
}

describe("§7 worked examples", () => {
  it("§7 example 1: 10+7 = 17, draw 6 → 23, play −3 → 20 → auto-stand, not a bust", () => {
    let s = seat0Draws("T6", { seats: [{ board: ["T10", "T7"], hand: ["M3"] }] });
    expect(total(s, 0)).toBe(23);
    expect(s.active).toBe(0);
    expect(s.phase).toBe("playing");
    expect(lastEvent(s, "setEnd")).toBeUndefined();
    s = must(s, 0, { type: "play", card: "M3" });
    expect(total(s, 0)).toBe(20);
    expect(s.seats[0].stood).toBe(true);
    expect(lastEvent(s, "stand")).toEqual({ type: "stand", seat: 0, total: 20, auto: true });
    expect(lastEvent(s, "setEnd")).toBeUndefined();
    // The turn passed: seat 1 has drawn its next card and decides.
    expect(s.active).toBe(1);
    expect(s.seats[1].board.map((c) => c.card)).toEqual(["T5", "T2"]);
  });

  it("§7 example 2: 23 after the draw with no negative card → EndTurn → bust, opponent wins the set", () => {
    let s = seat0Draws("T6", { seats: [{ board: ["T10", "T7"], hand: ["P2"] }] });
    expect(total(s, 0)).toBe(23);
    s = must(s, 0, { type: "endTurn" });
    expect(lastEvent(s, "setEnd")).toEqual({
      type: "setEnd",
      set: 1,
      winner: 1,
      totals: [23, 5],
      reason: "bust",
      boards: [board("T10", "T7", "T6"), board("T5")],
      sets: [0, 1],
    });
    expect(s.seats[1].setsWon).toBe(1);
    expect(s.seats[0].setsWon).toBe(0);
    expect(s.set).toBe(2);
    expect(s.seats[0].hand).toEqual(["P2"]);
  });

  it("§7 example 3: board 22, play ±2 as −2 → 20 → auto-stand", () => {
    let s = makeState({
      seats: [{ board: ["T10", "T6", "T6"], hand: ["PM2"] }, { board: ["T3"] }],
    });
    s = must(s, 0, { type: "play", card: "PM2", value: -2 });
    expect(total(s, 0)).toBe(20);
    expect(s.seats[0].board[3]).toEqual({ card: "PM2", value: -2 });
    expect(s.seats[0].stood).toBe(true);
    expect(s.active).toBe(1);
  });

  it("§7 example 4: P1 played TB (+1) earlier, both stand at 19 → P1 wins the set", () => {
    let s = makeState({
      seats: [{ board: ["T10", "T8"], hand: ["TB"] }, { board: ["T10", "T3"] }],
      draws: ["T6"],
    });
    s = must(s, 0, { type: "play", card: "TB", value: 1 });
    expect(s.seats[0].tiebreak).toBe(true);
    s = must(s, 0, { type: "stand" });
    expect(total(s, 1)).toBe(19);
    s = must(s, 1, { type: "stand" });
    expect(lastEvent(s, "setEnd")).toMatchObject({
      winner: 0,
      totals: [19, 19],
      reason: "tiebreak",
    });
    expect(s.seats[0].setsWon).toBe(1);
    expect(s.starter).toBe(0);
  });

  it("§7 example 5: both played TB, both stand at 18 → tie, not counted; the non-starter starts next", () => {
    let s = makeState({
      starter: 0,
      seats: [
        { board: ["T9", "T8"], hand: ["TB"] },
        { board: ["T10", "T7", ["TB", 1]], stood: true, tiebreak: true },
      ],
    });
    s = must(s, 0, { type: "play", card: "TB", value: 1 });
    s = must(s, 0, { type: "stand" });
    expect(lastEvent(s, "setEnd")).toMatchObject({ winner: null, totals: [18, 18], reason: "tie" });
    expect([s.seats[0].setsWon, s.seats[1].setsWon]).toEqual([0, 0]);
    expect(s.starter).toBe(1);
    expect(s.active).toBe(1);
    expect(s.set).toBe(2);
    expect(s.seats[0].tiebreak).toBe(false);
    expect(s.seats[1].tiebreak).toBe(false);
  });

  it("§7 example 6: [10, 4, 8] = 22, play Flip 2&4 → 4 becomes −4 → 14; the flip sits in slot 4 worth 0", () => {
    let s = makeState({
      seats: [{ board: ["T10", "T4", "T8"], hand: ["F24"] }, { board: ["T3"] }],
    });
    s = must(s, 0, { type: "play", card: "F24" });
    expect(s.seats[0].board).toEqual([
      { card: "T10", value: 10 },
      { card: "T4", value: -4 },
      { card: "T8", value: 8 },
      { card: "F24", value: 0 },
    ]);
    expect(total(s, 0)).toBe(14);
    expect(s.active).toBe(0);
  });

  for (const [mode, expected] of [
    ["linked", -7],
    ["snapshot", 5],
  ] as const) {
    it(`§7 example 7: [6] then D → 12; next turn draw 5 → 17, Flip 3&6 → ${expected} (doubleMode=${mode})`, () => {
      let s = makeState({
        active: 1,
        options: { doubleMode: mode },
        draws: ["T6", "T2", "T5", "T2"],
        seats: [{ hand: ["D", "F36"] }, { board: ["T3"] }],
      });
      s = must(s, 1, { type: "endTurn" });
      s = must(s, 0, { type: "play", card: "D" });
      expect(s.seats[0].board).toEqual([
        { card: "T6", value: 6 },
        { card: "D", value: 6, linkedTo: 0 },
      ]);
      expect(total(s, 0)).toBe(12);
      s = must(s, 0, { type: "endTurn" });
      s = must(s, 1, { type: "endTurn" });
      expect(total(s, 0)).toBe(17);
      s = must(s, 0, { type: "play", card: "F36" });
      expect(s.seats[0].board[0]?.value).toBe(-6);
      expect(s.seats[0].board[1]?.value).toBe(mode === "linked" ? -6 : 6);
      expect(total(s, 0)).toBe(expected);
    });
  }

  it("§7 example 8: [±2 as +2, 4] → Flip 2&4 → the 4 becomes −4, the ±2 stays +2", () => {
    let s = makeState({ seats: [{ board: [["PM2", 2], "T4"], hand: ["F24"] }, { board: ["T3"] }] });
    s = must(s, 0, { type: "play", card: "F24" });
    expect(s.seats[0].board[0]).toEqual({ card: "PM2", value: 2 });
    expect(s.seats[0].board[1]).toEqual({ card: "T4", value: -4 });
    expect(total(s, 0)).toBe(-2);
  });

  it("§7 example 9: [−4, 2] → Flip 2&4 → −4 becomes +4 and 2 becomes −2 (toggle)", () => {
    let s = makeState({ seats: [{ board: ["M4", "T2"], hand: ["F24"] }, { board: ["T3"] }] });
    s = must(s, 0, { type: "play", card: "F24" });
    expect(s.seats[0].board.map((c) => c.value)).toEqual([4, -2, 0]);
    expect(total(s, 0)).toBe(2);
  });

  const eight = ["T1", "T2", "T1", "T2", "T3", "T2", "T3", "T1"] as const; // 15

  it("§7 example 10: 8 cards, the 9th drawn makes 19 → auto-stand", () => {
    const s = seat0Draws("T4", { seats: [{ board: [...eight] }] });
    expect(s.seats[0].board).toHaveLength(9);
    expect(total(s, 0)).toBe(19);
    expect(s.seats[0].stood).toBe(true);
    expect(lastEvent(s, "stand")).toEqual({ type: "stand", seat: 0, total: 19, auto: true });
    expect(s.active).toBe(1);
    expect(lastEvent(s, "setEnd")).toBeUndefined();
  });

  it("§7 example 10 (variant nineCardRule=win): 8 cards, the 9th drawn makes 19 → the set is won", () => {
    const s = seat0Draws("T4", {
      options: { nineCardRule: "win" },
      seats: [{ board: [...eight] }],
    });
    expect(lastEvent(s, "setEnd")).toMatchObject({ winner: 0, reason: "nine", totals: [19, 5] });
    expect(s.seats[0].setsWon).toBe(1);
  });

  it("§7 example 11: 8 cards, the 9th drawn makes 24 → no slot for a side card → bust", () => {
    const s = seat0Draws("T9", { seats: [{ board: [...eight], hand: ["M4"] }] });
    expect(lastEvent(s, "setEnd")).toMatchObject({ winner: 1, reason: "bust", totals: [24, 5] });
    expect(s.seats[1].setsWon).toBe(1);
    // The −4 could not be played: it is still in the hand.
    expect(s.seats[0].hand).toEqual(["M4"]);
  });

  it("§7 example 12: 7 cards, draw the 8th → 17, play +3 as the 9th → 20 → auto-stand", () => {
    let s = seat0Draws("T5", {
      seats: [{ board: ["T1", "T2", "T1", "T2", "T3", "T2", "T1"], hand: ["P3"] }],
    });
    expect(total(s, 0)).toBe(17);
    expect(s.seats[0].board).toHaveLength(8);
    s = must(s, 0, { type: "play", card: "P3" });
    expect(s.seats[0].board).toHaveLength(9);
    expect(total(s, 0)).toBe(20);
    expect(s.seats[0].stood).toBe(true);
    expect(s.active).toBe(1);
  });

  it("§7 example 13: first-player reveal 7 vs 7 → both reveal again; all four cards are discarded", () => {
    let s = pazaak.setup({ seats: 2, seed: "ex13", options: DEFAULT_OPTIONS });
    // Put the reveal cards on top of the table deck: seat 0 reveals first, then seat 1.
    const top: TableCardId[] = ["T7", "T7", "T9", "T5"];
    const rest = [...s.deck];
    for (const c of top) rest.splice(rest.indexOf(c), 1);
    s = { ...s, deck: [...rest, ...[...top].reverse()] };
    s = must(s, 0, { type: "randomSideDeck" });
    s = must(s, 1, { type: "randomSideDeck" });
    const reveals = s.events.filter((e) => e.type === "reveal");
    expect(reveals).toEqual([
      { type: "reveal", cards: ["T7", "T7"], starter: null },
      { type: "reveal", cards: ["T9", "T5"], starter: 0 },
    ]);
    expect([...s.discard].sort()).toEqual(["T5", "T7", "T7", "T9"]);
    expect(s.starter).toBe(0);
    expect(s.active).toBe(0);
    // Set 1 is played from the remaining 36: seat 0 has drawn one of them.
    expect(s.deck.length).toBe(35);
    expect(s.seats[0].board).toHaveLength(1);
  });

  it("§7 example 14: P2 wins set 1 → P2 starts set 2; set 2 ties and P2 started it → P1 starts set 3", () => {
    let s = makeState({
      starter: 0,
      active: 1,
      seats: [{ board: ["T10", "T7"], stood: true }, { board: ["T10", "T9"] }],
    });
    s = must(s, 1, { type: "stand" });
    expect(lastEvent(s, "setEnd")).toMatchObject({ set: 1, winner: 1, reason: "higher" });
    expect(s.set).toBe(2);
    expect(s.starter).toBe(1);
    expect(s.active).toBe(1);
    expect(lastEvent(s, "setStart")).toEqual({ type: "setStart", set: 2, starter: 1 });
    // Set 2: arrange a tie (seat 0 stood on 18, seat 1 decides on 18) and let seat 1 stand.
    s = structuredClone(s);
    s.seats[0].board = board("T10", "T8");
    s.seats[0].stood = true;
    s.seats[1].board = board("T9", "T9");
    s = must(s, 1, { type: "stand" });
    expect(lastEvent(s, "setEnd")).toMatchObject({ set: 2, winner: null, reason: "tie" });
    expect(s.set).toBe(3);
    expect(s.starter).toBe(0);
    expect(s.active).toBe(0);
    expect([s.seats[0].setsWon, s.seats[1].setsWon]).toEqual([0, 1]);
  });

  it("§7 example 15: an empty hand keeps drawing table cards only, which is legal", () => {
    let s = makeState({
      seats: [
        { board: ["T2"], hand: [] },
        { board: ["T3"], stood: true },
      ],
      draws: ["T3", "T4", "T5"],
    });
    expect(pazaak.legalMoves(s, 0)).toEqual([{ type: "endTurn" }, { type: "stand" }]);
    s = must(s, 0, { type: "endTurn" });
    s = must(s, 0, { type: "endTurn" });
    expect(s.seats[0].board.map((c) => c.card)).toEqual(["T2", "T3", "T4"]);
    expect(s.active).toBe(0);
    s = must(s, 0, { type: "stand" });
    expect(lastEvent(s, "setEnd")).toMatchObject({ winner: 0, totals: [9, 3] });
  });
});

/**
 * Pazaak rules: every resolution A1–A14 of the specification with observable behaviour, the
 * option variants of §8, first to three, starters, side-deck validation and hidden choices,
 * input validation and purity.
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { RuleError } from "../../src/engine/core/errors";
import { pazaak } from "../../src/engine/games/pazaak";
import { DEFAULT_OPTIONS, optionFields } from "../../src/engine/games/pazaak/options";
import { MAX_EVENTS, PRESET_DECKS, sideDeckProblem } from "../../src/engine/games/pazaak/rules";
import type {
  PazaakEvent,
  PazaakState,
  SideCardId,
  TableCardId,
} from "../../src/engine/games/pazaak/types";
import { board, makeState, must, refused, total, versusStood } from "./pazaak-helpers";
import { deepFreeze, expectRegistered, finishedBotRun, lastEvent } from "./kit";

const DUALS: SideCardId[] = ["PM1", "PM2", "PM3", "PM4", "PM5", "PM6", "PM1", "PM2", "TB", "V12"];

/** A fresh match after both side decks are chosen. */
function started(seed: string, options = DEFAULT_OPTIONS): PazaakState {
  let s = pazaak.setup({ seats: 2, seed, options });
  s = must(s, 0, { type: "sideDeck", cards: DUALS });
  return must(s, 1, { type: "randomSideDeck" });
}

/** Puts `cards` on top of the deck of a fresh setup (first element is drawn first). */
function stackDeck(s: PazaakState, cards: TableCardId[]): PazaakState {
  const rest = [...s.deck];
  for (const c of cards) rest.splice(rest.indexOf(c), 1);
  return { ...s, deck: [...rest, ...[...cards].reverse()] };
}

describe("A1–A14: the resolutions of §9", () => {
  it("A1: a player may play a side card and then stand in the same turn", () => {
    let s = makeState({ seats: [{ board: ["T10", "T5"], hand: ["P3"] }, { board: ["T4"] }] });
    s = must(s, 0, { type: "play", card: "P3" });
    expect(total(s, 0)).toBe(18);
    expect(s.active).toBe(0);
    expect(s.sidePlayed).toBe(true);
    expect(pazaak.legalMoves(s, 0)).toEqual([{ type: "endTurn" }, { type: "stand" }]);
    s = must(s, 0, { type: "stand" });
    expect(s.seats[0].stood).toBe(true);
    expect(lastEvent(s, "stand")).toEqual({ type: "stand", seat: 0, total: 18, auto: false });
  });

  it("A2: over 20 after the draw is no bust yet; the bust comes at the end of the turn (end turn or stand)", () => {
    const base = makeState({
      active: 1,
      draws: ["T6"],
      seats: [{ board: ["T10", "T7"], hand: ["P1"] }, { board: ["T4"] }],
    });
    const s = must(base, 1, { type: "endTurn" });
    expect(total(s, 0)).toBe(23);
    expect(s.phase).toBe("playing");
    expect(s.active).toBe(0);
    expect(lastEvent(s, "setEnd")).toBeUndefined();
    // Stand is listed (it equals a bust) and both ways of ending the turn bust.
    expect(pazaak.legalMoves(s, 0)).toContainEqual({ type: "stand" });
    for (const type of ["endTurn", "stand"] as const) {
      const after = must(s, 0, { type });
      expect(lastEvent(after, "setEnd")).toMatchObject({
        winner: 1,
        reason: "bust",
        totals: [23, 4],
      });
      expect(after.seats[1].setsWon).toBe(1);
    }
    // A side card that leaves the total over 20 does not bust on its own either.
    const still = must(s, 0, { type: "play", card: "P1" });
    expect(total(still, 0)).toBe(24);
    expect(still.active).toBe(0);
  });

  it("A3: exactly 20 after the draw stands at once, ends the turn and passes play on", () => {
    const s = must(
      makeState({
        active: 1,
        draws: ["T10", "T3"],
        seats: [{ board: ["T10"], hand: ["M1"] }, { board: ["T4"] }],
      }),
      1,
      { type: "endTurn" },
    );
    expect(s.seats[0].stood).toBe(true);
    expect(s.active).toBe(1);
    expect(total(s, 1)).toBe(7);
    // No further side card for seat 0.
    refused(s, 0, { type: "play", card: "M1" }, "rule/not-your-turn");
  });

  it("A3: auto-stand chains: both reach 20 on their draws → the set resolves and the next set starts with the starter's draw", () => {
    const s = must(
      makeState({
        active: 1,
        starter: 0,
        draws: ["T10", "T5"],
        seats: [{ board: ["T10"] }, { board: ["T10", "T5"] }],
      }),
      1,
      { type: "endTurn" },
    );
    const ends = s.events.filter((e) => e.type === "stand" || e.type === "setEnd");
    expect(ends).toEqual([
      { type: "stand", seat: 0, total: 20, auto: true },
      { type: "stand", seat: 1, total: 20, auto: true },
      {
        type: "setEnd",
        set: 1,
        winner: null,
        totals: [20, 20],
        reason: "tie",
        boards: [board("T10", "T10"), board("T10", "T5", "T5")],
        sets: [0, 0],
      },
    ]);
    // Tie: the non-starter (seat 1) starts set 2 and has already drawn.
    expect(s.set).toBe(2);
    expect(s.active).toBe(1);
    expect(s.seats[1].board).toHaveLength(1);
    expect(s.seats[0].board).toHaveLength(0);
  });

  it("A3: a side card making exactly 20 stands at once (no second card, turn over)", () => {
    const s = must(
      makeState({ seats: [{ board: ["T10", "T6"], hand: ["P4", "P1"] }, { board: ["T4"] }] }),
      0,
      {
        type: "play",
        card: "P4",
      },
    );
    expect(s.seats[0].stood).toBe(true);
    expect(s.active).toBe(1);
    expect(s.seats[0].hand).toEqual(["P1"]);
  });

  it("A4: nine cards stand, flip and D cards take slots too; a ninth card over 20 busts", () => {
    const seven: TableCardId[] = ["T1", "T1", "T1", "T1", "T1", "T1", "T1"];
    let s = must(
      makeState({
        active: 1,
        draws: ["T2", "T3"],
        seats: [{ board: seven, hand: ["D"] }, { board: ["T4"] }],
      }),
      1,
      { type: "endTurn" },
    );
    expect(s.seats[0].board).toHaveLength(8);
    s = must(s, 0, { type: "play", card: "D" });
    expect(s.seats[0].board).toHaveLength(9);
    expect(total(s, 0)).toBe(11);
    expect(s.seats[0].stood).toBe(true);
    expect(lastEvent(s, "stand")).toMatchObject({ seat: 0, auto: true, total: 11 });

    const over = must(
      makeState({
        active: 1,
        draws: ["T9"],
        seats: [
          { board: ["T10", "T1", "T1", "T1", "T1", "T1", "F24", "T1"], hand: ["M6"] },
          { board: ["T4"] },
        ],
      }),
      1,
      { type: "endTurn" },
    );
    expect(lastEvent(over, "setEnd")).toMatchObject({ winner: 1, reason: "bust", totals: [25, 4] });
  });

  it("A4 (nineCardRule=win): nine cards at 20 or less win the set; a ninth card over 20 still busts", () => {
    const options = { nineCardRule: "win" as const };
    const eight: TableCardId[] = ["T1", "T1", "T1", "T1", "T1", "T1", "T1", "T1"];
    const win = must(
      makeState({
        options,
        active: 1,
        draws: ["T5"],
        seats: [{ board: eight }, { board: ["T10", "T9"] }],
      }),
      1,
      { type: "endTurn" },
    );
    expect(lastEvent(win, "setEnd")).toMatchObject({ winner: 0, reason: "nine", totals: [13, 19] });
    const bust = must(
      makeState({
        options,
        active: 1,
        draws: ["T9"],
        seats: [{ board: ["T10", ...eight.slice(1)] }, { board: ["T4"] }],
      }),
      1,
      { type: "endTurn" },
    );
    expect(lastEvent(bust, "setEnd")).toMatchObject({ winner: 1, reason: "bust" });
  });

  it("A5: a flip acts on the own board only, and only on table, plus and minus cards, both ways", () => {
    let s = makeState({
      seats: [
        {
          board: ["T4", ["PM2", 2], "P2", ["V12", -2], "M4", ["TB", 1], ["F24", 0]],
          hand: ["F24"],
        },
        { board: ["T4", "T2"], stood: true },
      ],
    });
    s = must(s, 0, { type: "play", card: "F24" });
    expect(s.seats[0].board.map((c) => c.value)).toEqual([-4, 2, -2, -2, 4, 1, 0, 0]);
    expect(s.seats[1].board.map((c) => c.value)).toEqual([4, 2]);
  });

  it("A5 (flipScope=both): the opponent's board flips too; a stood opponent pushed over 20 loses", () => {
    let s = makeState({
      options: { flipScope: "both" },
      seats: [
        { board: ["T10", "T5"], hand: ["F24"] },
        { board: ["T10", "T9", "M2"], stood: true },
      ],
    });
    s = must(s, 0, { type: "play", card: "F24" });
    expect(s.seats[1].board.map((c) => c.value)).toEqual([10, 9, 2]);
    expect(total(s, 1)).toBe(21);
    // Nothing happens to the opponent until the set is compared.
    expect(s.phase).toBe("playing");
    s = must(s, 0, { type: "stand" });
    expect(lastEvent(s, "setEnd")).toMatchObject({ winner: 0, reason: "bust", totals: [15, 21] });
  });

  it("A5 (flipDirection=positiveOnly): only positive cards turn negative", () => {
    let s = makeState({
      options: { flipDirection: "positiveOnly" },
      seats: [{ board: ["M4", "T2"], hand: ["F24"] }, { board: ["T4"] }],
    });
    s = must(s, 0, { type: "play", card: "F24" });
    expect(s.seats[0].board.map((c) => c.value)).toEqual([-4, -2, 0]);
  });

  it("A5: playing a flip with nothing to flip is legal and just uses a slot", () => {
    const s = must(makeState({ seats: [{ board: ["T7"], hand: ["F36"] }, { board: ["T4"] }] }), 0, {
      type: "play",
      card: "F36",
    });
    expect(s.seats[0].board).toEqual([
      { card: "T7", value: 7 },
      { card: "F36", value: 0 },
    ]);
  });

  it("A6: D doubles the card before it (this turn's draw), is legal whenever a side card is, and stays linked", () => {
    let s = must(
      makeState({
        active: 1,
        draws: ["T4"],
        seats: [{ board: ["T9"], hand: ["D", "F24"] }, { board: ["T3"] }],
      }),
      1,
      { type: "endTurn" },
    );
    expect(pazaak.legalMoves(s, 0)).toContainEqual({ type: "play", card: "D" });
    s = must(s, 0, { type: "play", card: "D" });
    expect(s.seats[0].board[2]).toEqual({ card: "D", value: 4, linkedTo: 1 });
    expect(lastEvent(s, "play")).toEqual({ type: "play", seat: 0, card: "D", value: 4, total: 17 });
    // Linked: a later flip of the 4 carries the D along (example 7 shows the 3&6 case).
    s = structuredClone(s);
    s.sidePlayed = false;
    s = must(s, 0, { type: "play", card: "F24" });
    expect(s.seats[0].board.map((c) => c.value)).toEqual([9, -4, -4, 0]);
  });

  it("A6 (doubleMode=snapshot): D keeps the value it had when played", () => {
    let s = makeState({
      options: { doubleMode: "snapshot" },
      seats: [{ board: ["T9", "T4", ["D", 4]], hand: ["F24"] }, { board: ["T3"] }],
    });
    s = must(s, 0, { type: "play", card: "F24" });
    expect(s.seats[0].board.map((c) => c.value)).toEqual([9, -4, 4, 0]);
  });

  it("A7: TB played at any time in the set (even as −1) marks the player and wins a tied set; the mark ends with the set", () => {
    let s = makeState({
      draws: ["T2", "T9", "T8"],
      seats: [{ board: ["T10"], hand: ["TB"] }, { board: ["T10"] }],
    });
    s = must(s, 0, { type: "play", card: "TB", value: -1 });
    expect(s.seats[0].tiebreak).toBe(true);
    s = must(s, 0, { type: "endTurn" }); // seat 1 draws 2 → 12
    s = must(s, 1, { type: "endTurn" }); // seat 0 draws 9 → 18
    s = must(s, 0, { type: "stand" }); // seat 1 draws 8 → 20 → auto-stand
    expect(lastEvent(s, "setEnd")).toMatchObject({ winner: 1, reason: "higher", totals: [18, 20] });
    expect(s.seats[0].tiebreak).toBe(false);

    let tied = makeState({
      seats: [
        { board: ["T10", "T8", ["TB", 1]], tiebreak: true },
        { board: ["T10", "T9"], stood: true },
      ],
    });
    tied = must(tied, 0, { type: "stand" });
    expect(lastEvent(tied, "setEnd")).toMatchObject({ winner: 0, reason: "tiebreak" });
  });

  it("A7: both marked → an ordinary tie", () => {
    const s = must(
      makeState({
        seats: [
          { board: ["T10", "T8", ["TB", 1]], tiebreak: true },
          { board: ["T10", "T10", ["TB", -1]], tiebreak: true, stood: true },
        ],
      }),
      0,
      { type: "stand" },
    );
    expect(lastEvent(s, "setEnd")).toMatchObject({ winner: null, reason: "tie" });
  });

  it("A8: from set 2 on all 40 table cards are reshuffled (reshufflePerSet, the default)", () => {
    let s = started("a8");
    // Play the first set out with end turns and stands.
    while (s.set === 1 && s.phase === "playing") s = must(s, s.active, { type: "stand" });
    expect(s.set).toBe(2);
    expect(s.discard).toEqual([]);
    const onBoards = s.seats.flatMap((x) => x.board).length;
    expect(s.deck.length + onBoards).toBe(40);
  });

  it("A8 (tableDeckPolicy=continuous): the deck continues; board cards go to the discard, which is reshuffled when the deck runs out", () => {
    let s = makeState({
      options: { tableDeckPolicy: "continuous" },
      active: 1,
      draws: ["T3"],
      seats: [{ board: ["T10", "T9"], stood: true }, { board: ["T10", "T8"] }],
    });
    const deckBefore = s.deck.length;
    s = must(s, 1, { type: "stand" });
    expect(s.set).toBe(2);
    expect(s.deck.length).toBe(deckBefore - 1);
    expect(s.seats[0].board).toEqual(board("T3"));
    expect([...s.discard].sort()).toEqual(["T10", "T10", "T8", "T9"]);

    const empty = makeState({
      options: { tableDeckPolicy: "continuous" },
      active: 1,
      seats: [{ board: ["T1"] }, { board: ["T2"] }],
    });
    empty.deck = [];
    empty.discard = ["T5", "T5", "T5"];
    const after = must(empty, 1, { type: "endTurn" });
    expect(after.seats[0].board.map((c) => c.card)).toEqual(["T1", "T5"]);
    expect(after.deck).toEqual(["T5", "T5"]);
    expect(after.discard).toEqual([]);
  });

  it("A9: equal reveals → reveal again; all revealed cards are discarded for set 1", () => {
    let s = stackDeck(pazaak.setup({ seats: 2, seed: "a9", options: DEFAULT_OPTIONS }), [
      "T3",
      "T3",
      "T10",
      "T10",
      "T2",
      "T6",
    ]);
    s = must(s, 1, { type: "randomSideDeck" });
    s = must(s, 0, { type: "randomSideDeck" });
    expect(
      s.events.filter((e) => e.type === "reveal").map((e) => (e as { starter: unknown }).starter),
    ).toEqual([null, null, 1]);
    expect(s.discard).toHaveLength(6);
    expect(s.starter).toBe(1);
    expect(s.active).toBe(1);
    expect(s.deck).toHaveLength(33);
  });

  it("A9 (firstPlayerCardsDiscarded=false): revealed cards go back into the deck", () => {
    const s = started("a9b", { ...DEFAULT_OPTIONS, firstPlayerCardsDiscarded: false });
    expect(s.discard).toEqual([]);
    expect(s.deck).toHaveLength(39);
    expect(s.events.some((e) => e.type === "reveal")).toBe(true);
  });

  it("A10: by default ties have no limit", () => {
    const s = must(
      versusStood({ board: ["T10", "T8"] }, { board: ["T10", "T8"] }, { consecutiveTies: 20 }),
      0,
      { type: "stand" },
    );
    expect(s.phase).toBe("playing");
    expect(s.consecutiveTies).toBe(21);
  });

  /** With maxConsecutiveTies 3 after two ties, seat 0 (a set won) ties 18 against seat 1's. */
  const thirdTie = (theirSets: number) =>
    must(
      versusStood(
        { board: ["T10", "T8"], setsWon: 1 },
        { board: ["T10", "T8"], setsWon: theirSets },
        {
          options: { maxConsecutiveTies: 3 },
          consecutiveTies: 2,
        },
      ),
      0,
      { type: "stand" },
    );

  it("A10 (maxConsecutiveTies=n): the n-th tie in a row ends the match on sets won", () => {
    const s = thirdTie(0);
    expect(s.phase).toBe("over");
    expect(pazaak.outcome(s)).toEqual({ winners: [0], losers: [1], scores: [1, 0] });
    expect(lastEvent(s, "matchEnd")).toEqual({ type: "matchEnd", winner: 0, sets: [1, 0] });
  });

  it("A10 (maxConsecutiveTies=n): with equal records, play goes on and the next decided set wins the match", () => {
    let s = thirdTie(1);
    expect(s.phase).toBe("playing");
    expect(s.consecutiveTies).toBe(3);
    s = structuredClone(s);
    s.seats[0].board = board("T10", "T9");
    s.seats[1].board = board("T10", "T7");
    s.seats[0].stood = true;
    s.active = 1;
    s = must(s, 1, { type: "stand" });
    expect(s.phase).toBe("over");
    expect(pazaak.outcome(s)).toEqual({ winners: [0], losers: [1], scores: [2, 1] });
  });

  it("A11: the match goes to the first player with three set wins", () => {
    let s = makeState({
      seats: [
        { board: ["T10", "T9"], setsWon: 2 },
        { board: ["T10", "T7"], stood: true, setsWon: 2 },
      ],
    });
    s = must(s, 0, { type: "stand" });
    expect(s.phase).toBe("over");
    expect(s.winner).toBe(0);
    expect(pazaak.outcome(s)).toEqual({ winners: [0], losers: [1], scores: [3, 2] });
    expect(pazaak.toAct(s)).toEqual([]);
    expect(pazaak.legalMoves(s, 0)).toEqual([]);
    expect(pazaak.view(s, 0).active).toBeNull();
    refused(s, 0, { type: "endTurn" }, "rule/game-over");
    refused(s, 1, { type: "randomSideDeck" }, "rule/game-over");
  });

  it("A12: any 10 of the 43 within the copy limits is a valid side deck; KOTOR decks with 2× D are not", () => {
    expect(
      sideDeckProblem(["F24", "F24", "F36", "F36", "D", "TB", "V12", "PM1", "PM1", "M6"]),
    ).toBeNull();
    const veryHard: SideCardId[] = ["D", "D", "F24", "F24", "F36", "F36", "TB", "TB", "V12", "V12"];
    const s = pazaak.setup({ seats: 2, seed: "a12", options: DEFAULT_OPTIONS });
    const e = refused(s, 0, { type: "sideDeck", cards: veryHard }, "rule/invalid-side-deck");
    expect(e.message).toMatch(/Double/);
    for (const cards of Object.values(PRESET_DECKS)) expect(sideDeckProblem(cards)).toBeNull();
  });

  it("A12: the 4-card hand is drawn at random from the 10 and lasts the whole match", () => {
    let s = started("a12-hand");
    const hand0 = [...s.seats[0].hand];
    expect(hand0).toHaveLength(4);
    const left = [...DUALS];
    for (const c of hand0) {
      expect(left).toContain(c);
      left.splice(left.indexOf(c), 1);
    }
    while (s.set < 3 && s.phase === "playing") s = must(s, s.active, { type: "stand" });
    expect(s.seats[0].hand).toEqual(hand0);
  });

  it("A13: no side card after standing, none into a full board, and one per turn", () => {
    const stood = makeState({
      seats: [
        { board: ["T10", "T8"], hand: ["P1"] },
        { board: ["T10"], hand: ["P2"] },
      ],
    });
    const afterStand = must(stood, 0, { type: "stand" });
    expect(afterStand.active).toBe(1);
    const next = must(afterStand, 1, { type: "endTurn" });
    expect(next.active).toBe(1);
    refused(next, 0, { type: "play", card: "P1" }, "rule/not-your-turn");

    const full = makeState({
      seats: [
        { board: ["T1", "T1", "T1", "T1", "T1", "T1", "T1", "T1", "T1"], hand: ["P1"] },
        { board: ["T2"] },
      ],
    });
    refused(full, 0, { type: "play", card: "P1" }, "rule/board-full");
    expect(pazaak.legalMoves(full, 0)).toEqual([{ type: "endTurn" }, { type: "stand" }]);

    const once = must(
      makeState({ seats: [{ board: ["T5"], hand: ["P1", "P2"] }, { board: ["T2"] }] }),
      0,
      {
        type: "play",
        card: "P1",
      },
    );
    refused(once, 0, { type: "play", card: "P2" }, "rule/side-card-already-played");
  });

  it("A14: after a stand the opponent plays; once they have stood too the set ends, else the other keeps playing", () => {
    let s = makeState({
      draws: ["T2", "T3", "T4"],
      seats: [{ board: ["T10", "T7"] }, { board: ["T5"] }],
    });
    s = must(s, 0, { type: "stand" });
    expect(s.active).toBe(1);
    s = must(s, 1, { type: "endTurn" });
    expect(s.active).toBe(1);
    s = must(s, 1, { type: "endTurn" });
    expect(s.seats[1].board.map((c) => c.card)).toEqual(["T5", "T2", "T3", "T4"]);
    s = must(s, 1, { type: "stand" });
    expect(lastEvent(s, "setEnd")).toMatchObject({ winner: 0, totals: [17, 14] });
  });
});

describe("options (§8)", () => {
  it("parsing {} gives every default, and optionFields list the same defaults", () => {
    expect(v.parse(pazaak.options, {})).toEqual({
      nineCardRule: "stand",
      flipScope: "own",
      flipDirection: "toggle",
      doubleMode: "linked",
      tableDeckPolicy: "reshufflePerSet",
      firstPlayerCardsDiscarded: true,
      maxConsecutiveTies: null,
    });
    expect(optionFields.map((f) => f.key)).toEqual([
      "nineCardRule",
      "flipScope",
      "flipDirection",
      "doubleMode",
      "tableDeckPolicy",
      "firstPlayerCardsDiscarded",
      "maxConsecutiveTies",
    ]);
    for (const f of optionFields) {
      expect((DEFAULT_OPTIONS as unknown as Record<string, unknown>)[f.key]).toEqual(f.default);
      expect(f.advanced).toBe(true);
      if (f.kind === "choice") {
        expect(f.choices).toContain(f.default);
        for (const c of f.choices) {
          expect(v.safeParse(pazaak.options, { [f.key]: c }).success).toBe(true);
        }
      }
    }
    const ties = optionFields.find((f) => f.key === "maxConsecutiveTies");
    expect(ties?.kind === "choice" && ties.choices).toEqual([null, 3, 5, 10]);
  });

  it("bad option values are refused by the schema", () => {
    expect(v.safeParse(pazaak.options, { nineCardRule: "lose" }).success).toBe(false);
    expect(v.safeParse(pazaak.options, { maxConsecutiveTies: 0 }).success).toBe(false);
    expect(v.safeParse(pazaak.options, { maxConsecutiveTies: 2.5 }).success).toBe(false);
    expect(v.safeParse(pazaak.options, { firstPlayerCardsDiscarded: "yes" }).success).toBe(false);
  });

  it("setup keeps the options in the state and refuses anything but two seats", () => {
    const options = { ...DEFAULT_OPTIONS, nineCardRule: "win" as const };
    expect(pazaak.setup({ seats: 2, seed: "o", options }).options).toEqual(options);
    expect(() => pazaak.setup({ seats: 3, seed: "o", options })).toThrow();
  });
});

describe("starters and first to three", () => {
  it("the higher revealed card starts set 1", () => {
    let s = stackDeck(pazaak.setup({ seats: 2, seed: "start", options: DEFAULT_OPTIONS }), [
      "T4",
      "T8",
    ]);
    s = must(s, 0, { type: "randomSideDeck" });
    s = must(s, 1, { type: "randomSideDeck" });
    expect(s.events.filter((e) => e.type === "reveal")).toEqual([
      { type: "reveal", cards: ["T4", "T8"], starter: 1 },
    ]);
    expect(s.starter).toBe(1);
    expect(s.active).toBe(1);
    expect(lastEvent(s, "setStart")).toEqual({ type: "setStart", set: 1, starter: 1 });
    expect(s.seats[1].board).toHaveLength(1);
    expect(s.seats[0].board).toHaveLength(0);
  });

  it("the set winner starts the next set, even when the other player started it", () => {
    const s = must(
      versusStood({ board: ["T10", "T5"] }, { board: ["T10", "T8"] }, { starter: 0 }),
      0,
      {
        type: "endTurn",
      },
    );
    // Seat 1 has stood, so seat 0 drew again: 15 + 2 (padding) = 17, still behind.
    expect(s.active).toBe(0);
    const end = must(s, 0, { type: "stand" });
    expect(lastEvent(end, "setEnd")).toMatchObject({ winner: 1 });
    expect(end.starter).toBe(1);
    expect(end.active).toBe(1);
  });

  it("standing every turn, a seeded match ends with one player on three sets", () => {
    let s = started("three");
    let n = 0;
    while (s.phase === "playing" && n++ < 500) s = must(s, s.active, { type: "stand" });
    const out = pazaak.outcome(s);
    expect(out).not.toBeNull();
    expect(out!.scores.includes(3)).toBe(true);
    expect(out!.scores[out!.winners[0]!]).toBe(3);
    const setEnds = s.events.filter(
      (e): e is Extract<PazaakEvent, { type: "setEnd" }> => e.type === "setEnd",
    );
    expect(setEnds.filter((e) => e.winner === out!.winners[0]).length).toBe(3);
  });
});

describe("side-deck choice", () => {
  const fresh = () => pazaak.setup({ seats: 2, seed: "sd", options: DEFAULT_OPTIONS });

  it("is simultaneous: both seats are to act, in any order", () => {
    const s = fresh();
    expect(pazaak.toAct(s)).toEqual([0, 1]);
    expect(pazaak.view(s, 0).active).toBeNull();
    const after1 = must(s, 1, { type: "sideDeck", cards: DUALS });
    expect(pazaak.toAct(after1)).toEqual([0]);
    expect(pazaak.legalMoves(after1, 1)).toEqual([]);
    expect(after1.phase).toBe("sideDeck");
    const both = must(after1, 0, { type: "randomSideDeck" });
    expect(both.phase).toBe("playing");
    expect(pazaak.toAct(both)).toEqual([both.active]);
  });

  it("is hidden: the opponent and spectators see only that a choice was made", () => {
    const s = must(fresh(), 0, { type: "sideDeck", cards: DUALS });
    const mine = pazaak.view(s, 0);
    expect(mine.seats[0].sideDeck).toEqual(DUALS);
    expect(mine.seats[0].sideDeckChosen).toBe(true);
    for (const reader of [1, null] as const) {
      const other = pazaak.view(s, reader);
      expect(other.seats[0].sideDeck).toBeUndefined();
      expect(other.seats[0].sideDeckChosen).toBe(true);
      expect(other.seats[1].sideDeckChosen).toBe(false);
      expect(JSON.stringify(other)).not.toContain("PM");
    }
    expect(s.events).toEqual([{ type: "sideDeck", seat: 0 }]);
    const move = { type: "sideDeck" as const, cards: DUALS };
    expect(pazaak.moveView(move, 0, 0)).toEqual(move);
    expect(pazaak.moveView(move, 0, 1)).toEqual({ type: "sideDeck" });
    expect(pazaak.moveView(move, 0, null)).toEqual({ type: "sideDeck" });
    // Whether the deck was drawn at random is the player's own business too (found by the fuzzer).
    expect(pazaak.moveView({ type: "randomSideDeck" }, 0, 1)).toEqual({ type: "sideDeck" });
    expect(pazaak.moveView({ type: "randomSideDeck" }, 0, 0)).toEqual({ type: "randomSideDeck" });
    expect(pazaak.moveView({ type: "play", card: "PM3", value: -3 }, 0, null)).toEqual({
      type: "play",
      card: "PM3",
      value: -3,
    });
  });

  it("refuses too many copies, a wrong count, an unknown card and a second choice", () => {
    const s = fresh();
    refused(
      s,
      0,
      { type: "sideDeck", cards: ["P1", "P1", "P1", "P2", "P3", "P4", "P5", "P6", "M1", "M2"] },
      "rule/invalid-side-deck",
    );
    refused(s, 0, { type: "sideDeck", cards: DUALS.slice(0, 9) }, "rule/invalid-side-deck");
    refused(s, 0, { type: "sideDeck", cards: [...DUALS, "P1"] }, "rule/invalid-side-deck");
    refused(s, 0, { type: "sideDeck", cards: [...DUALS.slice(0, 9), "P7"] }, "input/invalid-move");
    refused(s, 0, { type: "sideDeck", cards: "PM1" }, "input/invalid-move");
    const once = must(s, 0, { type: "randomSideDeck" });
    refused(once, 0, { type: "sideDeck", cards: DUALS }, "rule/side-deck-already-chosen");
    refused(once, 0, { type: "randomSideDeck" }, "rule/side-deck-already-chosen");
    refused(once, 0, { type: "endTurn" }, "rule/choose-side-deck-first");
    const both = must(once, 1, { type: "randomSideDeck" });
    refused(both, both.active, { type: "sideDeck", cards: DUALS }, "rule/side-deck-already-chosen");
  });

  it("randomSideDeck picks a valid deck with the state's generator, deterministically", () => {
    for (let i = 0; i < 50; i++) {
      const s = must(pazaak.setup({ seats: 2, seed: `r${i}`, options: DEFAULT_OPTIONS }), 0, {
        type: "randomSideDeck",
      });
      const deck = s.seats[0].sideDeck!;
      expect(sideDeckProblem(deck)).toBeNull();
      expect(
        must(pazaak.setup({ seats: 2, seed: `r${i}`, options: DEFAULT_OPTIONS }), 0, {
          type: "randomSideDeck",
        }).seats[0].sideDeck,
      ).toEqual(deck);
    }
  });

  it("legalMoves offers randomSideDeck and valid preset decks", () => {
    const moves = pazaak.legalMoves(fresh(), 0);
    expect(moves[0]).toEqual({ type: "randomSideDeck" });
    expect(moves.length).toBeGreaterThan(2);
    for (const m of moves) {
      if (m.type === "sideDeck") expect(sideDeckProblem(m.cards)).toBeNull();
      const chosen = must(fresh(), 0, m).seats[0].sideDeck;
      expect(chosen).toHaveLength(10);
      if (m.type === "sideDeck") expect(chosen).toEqual(m.cards);
    }
  });
});

describe("moves, errors and purity", () => {
  const decide = () =>
    makeState({
      seats: [{ board: ["T10"], hand: ["PM3", "V12", "TB", "P2", "D", "F24"] }, { board: ["T5"] }],
    });

  it("legalMoves lists every hand card with every allowed value, then endTurn and stand", () => {
    const s = makeState({
      seats: [{ board: ["T10"], hand: ["PM3", "V12", "TB", "P2", "P2"] }, { board: ["T5"] }],
    });
    expect(pazaak.legalMoves(s, 0)).toEqual([
      { type: "play", card: "PM3", value: 3 },
      { type: "play", card: "PM3", value: -3 },
      { type: "play", card: "V12", value: 1 },
      { type: "play", card: "V12", value: -1 },
      { type: "play", card: "V12", value: 2 },
      { type: "play", card: "V12", value: -2 },
      { type: "play", card: "TB", value: 1 },
      { type: "play", card: "TB", value: -1 },
      { type: "play", card: "P2" },
      { type: "endTurn" },
      { type: "stand" },
    ]);
    expect(pazaak.legalMoves(s, 1)).toEqual([]);
  });

  it("refuses bad declared values with rule/bad-value", () => {
    const s = decide();
    for (const move of [
      { type: "play", card: "PM3" },
      { type: "play", card: "PM3", value: 2 },
      { type: "play", card: "V12", value: 3 },
      { type: "play", card: "V12", value: 1.5 },
      { type: "play", card: "TB", value: 0 },
      { type: "play", card: "P2", value: 2 },
      { type: "play", card: "D", value: 4 },
      { type: "play", card: "F24", value: 0 },
    ]) {
      refused(s, 0, move, "rule/bad-value");
    }
  });

  it("refuses malformed input with input/invalid-move and never throws", () => {
    const s = decide();
    for (const junk of [
      null,
      undefined,
      42,
      "stand",
      [],
      {},
      { type: "play" },
      { type: "play", card: 3 },
      { type: "play", card: "P2", value: "2" },
      { type: "play", card: "PM3", value: Number.NaN },
      { type: "play", card: "PM3", value: Infinity },
      { type: "sideDeck" },
      { type: "sideDeck", cards: new Array(100).fill("P1") },
    ]) {
      const r = pazaak.play(s, 0, junk);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error).toBeInstanceOf(RuleError);
        expect(r.error.code).toBe("input/invalid-move");
        expect(r.error.toJSON().message.length).toBeGreaterThan(10);
      }
    }
  });

  it("refuses moves out of turn, from no seat, and cards not in hand", () => {
    const s = decide();
    refused(s, 1, { type: "endTurn" }, "rule/not-your-turn");
    refused(s, 2, { type: "endTurn" }, "rule/no-such-seat");
    refused(s, -1, { type: "endTurn" }, "rule/no-such-seat");
    const e = refused(s, 0, { type: "play", card: "M6" }, "rule/not-in-hand");
    expect(e.message).toContain("−6");
  });

  it("never mutates its input: moves on a deeply frozen state work", () => {
    let s = deepFreeze(started("frozen"));
    for (let i = 0; i < 40 && s.phase === "playing"; i++) {
      const legal = pazaak.legalMoves(s, s.active);
      const move = legal[i % legal.length]!;
      s = deepFreeze(must(s, s.active, deepFreeze(move)));
    }
    expect(s.events.length).toBeGreaterThan(5);
  });

  it("is deterministic: the same seed and moves give the same states", () => {
    const run = () => {
      let s = started("det");
      const states: string[] = [];
      for (let i = 0; i < 60 && s.phase === "playing"; i++) {
        const legal = pazaak.legalMoves(s, s.active);
        s = must(s, s.active, legal[(i * 7) % legal.length]!);
        states.push(JSON.stringify(s));
      }
      return states;
    };
    expect(run()).toEqual(run());
  });

  it(`keeps only the last ${MAX_EVENTS} events`, () => {
    let s = makeState({
      seats: [{ board: ["T2"] }, { board: ["T3"], stood: true }],
      draws: ["T1", "T1"],
    });
    s.events = Array.from({ length: MAX_EVENTS }, (_, i) => ({
      type: "setStart",
      set: i,
      starter: 0,
    }));
    s = must(s, 0, { type: "endTurn" });
    expect(s.events).toHaveLength(MAX_EVENTS);
    expect(s.events.at(-1)).toMatchObject({ type: "draw", seat: 0, card: "T1", total: 3 });
    expect(s.events[0]).toMatchObject({ type: "setStart", set: 2 });
  });
});

describe("view", () => {
  it("shows the reader's own hand and side deck only, hides the rng and the deck order", () => {
    const s = started("view");
    for (const seat of [0, 1] as const) {
      const v0 = pazaak.view(s, seat);
      const opp = seat === 0 ? 1 : 0;
      expect(v0.you).toBe(seat);
      expect(v0.seats[seat].hand).toEqual(s.seats[seat].hand);
      expect(v0.seats[seat].sideDeck).toEqual(s.seats[seat].sideDeck);
      expect(v0.seats[opp].hand).toBeUndefined();
      expect(v0.seats[opp].sideDeck).toBeUndefined();
      expect(v0.seats[opp].handCount).toBe(4);
      expect(v0.tableDeckCount).toBe(s.deck.length);
      const json = JSON.stringify(v0);
      expect(json).not.toMatch(/"rng"|"deck"|"discard"|"seed"/);
    }
    const spectator = pazaak.view(s, null);
    expect(spectator.you).toBeNull();
    expect(spectator.seats.every((x) => x.hand === undefined && x.sideDeck === undefined)).toBe(
      true,
    );
    expect(spectator.active).toBe(s.active);
    expect(spectator.seats[s.active as 0 | 1].total).toBe(total(s, s.active as 0 | 1));
  });

  it("is a copy: changing a view does not change the state", () => {
    const s = started("copy");
    const before = JSON.stringify(s);
    const v0 = pazaak.view(s, 0);
    v0.seats[0].hand!.pop();
    v0.seats[0].board.push({ card: "T1", value: 1 });
    // The event log is shared by every view of the state, frozen: changing it throws.
    expect(() => (v0.events as unknown[]).pop()).toThrow(TypeError);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe("robustness", () => {
  it("a damaged state gives a RuleError, not an exception", () => {
    const s = makeState({ seats: [{ board: ["T5"] }, { board: ["T3"] }] });
    const broken = { ...s, seats: [s.seats[0]] } as unknown as PazaakState;
    const r = pazaak.play(broken, 0, { type: "endTurn" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe("engine/internal-error");
  });
});

// What every game promises is test/engine/contract.test.ts's; this is what Pazaak adds.
describe("the Game object", () => {
  it("is registered as Pazaak for exactly two, and a bot match ends within 2000 moves at three sets", () => {
    expectRegistered(pazaak, "Pazaak", { min: 2, max: 2, default: 2 });
    const { out } = finishedBotRun(pazaak, 2, "registry", 2000);
    expect(out.winners).toHaveLength(1);
    expect(out.losers).toHaveLength(1);
    expect(Math.max(...out.scores)).toBe(3);
  });
});

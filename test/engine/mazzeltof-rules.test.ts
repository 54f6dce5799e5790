/**
 * MazzelTof rules: the worked examples of the source text, one test per resolution M1–M24 with
 * observable behaviour (M1, M4–M6, M21 are in mazzeltof-setup), the clarifications C1–C11, the
 * refusals and the README's decisions.
 */
import { describe, expect, it } from "vitest";
import { mazzeltof } from "../../src/engine/games/mazzeltof";
import { ALL_CARDS, SLOTS } from "../../src/engine/games/mazzeltof/cards";
import { fits, placement } from "../../src/engine/games/mazzeltof/piles";
import type { CardId, MazzelTofState } from "../../src/engine/games/mazzeltof/types";
import { makeState, must, refused } from "./mazzeltof-helpers";
import { botRun, eventsOf, expectRegistered, lastEvent } from "./kit";

/** The active position passes its first hand card (or the draw top in the ENDGAME). */
function passAny(s: MazzelTofState): MazzelTofState {
  const seat = mazzeltof.toAct(s)[0]!;
  if (s.phase === "skipDecision") return must(s, seat, { type: "acceptSkip" });
  const team = s.teams[s.active % 2]!;
  if (team.phase === "endgame") return must(s, seat, { type: "pass" });
  const hand = s.positions[s.active]!.hand;
  if (hand.length === 0) return must(s, seat, { type: "endTurn" });
  return must(s, seat, { type: "pass", card: hand[0]! });
}

describe("worked examples of the source text", () => {
  it("§6.1 worked example: Player A's first turn (♦3 ♣5 ♦J ♥8 joker on ♦8 ♦7 ♠4)", () => {
    let s = makeState({
      piles: [["r-8D"], ["r-7D"], ["b-4S"]],
      positions: [
        { hand: ["r-3D", "r-5C", "r-JD", "r-8H", "r-X1"] },
        { hand: ["b-X1"] },
        { hand: ["r-X2"] },
        { hand: ["b-X2"] },
      ],
    });
    // Natural cards that fit now: ♣5 on the black ♠4 and ♥8 on the mix ♦7; ♦3 and ♦J fit nowhere.
    const naturals = mazzeltof
      .legalMoves(s, 0)
      .filter((m) => m.type === "play" && m.card !== "r-X1");
    expect(naturals).toEqual([
      { type: "play", card: "r-5C", slot: "black" },
      { type: "play", card: "r-8H", slot: "mix" },
    ]);
    s = must(s, 0, { type: "play", card: "r-5C", slot: "black" }); // black on black
    expect(s.piles[2]!.map((c) => c.rank)).toEqual([4, 5]);
    // She keeps the joker and ♥8, and passes ♦J as her first open card.
    s = must(s, 0, { type: "pass", card: "r-JD" });
    expect(s.positions[0]!.open).toEqual(["r-JD"]);
    expect(s.positions[0]!.hand).toEqual(["r-3D", "r-8H", "r-X1"]);
    // Player C (blue, position 1) is next and takes cards up to five, its joker included.
    expect(s.active).toBe(1);
    expect(s.positions[1]!.hand).toHaveLength(5);
    s = passAny(s);
    // Player B (A's partner) may use A's open ♦J once a pile needs a jack.
    expect(s.active).toBe(2);
    s = {
      ...s,
      piles: [
        s.piles[0],
        [
          { card: "r-7D", rank: 7 },
          { card: "b-10S", rank: 10 },
        ],
        s.piles[2],
      ],
    };
    s = must(s, 2, { type: "play", card: "r-JD", slot: "mix" });
    expect(lastEvent(s, "play")).toMatchObject({
      pos: 2,
      card: "r-JD",
      from: "partnerOpen",
      owner: 0,
    });
    expect(s.positions[0]!.open).toEqual([]);
    s = passAny(s);
    s = passAny(s); // D
    // A again: three cards, topped up with two to five.
    expect(s.active).toBe(0);
    expect(s.positions[0]!.hand).toHaveLength(5);
    expect(lastEvent(s, "turn")).toMatchObject({ pos: 0, drew: 2 });
  });

  it("§ Course of play worked example: on ♦8 ♦7 ♠4 a red 9 goes on red, any 8 on the mix, a black 5 on black; 2s by colour", () => {
    const piles = {
      red: [{ card: "r-8D" as CardId, rank: 8 }],
      mix: [{ card: "r-7D" as CardId, rank: 7 }],
      black: [{ card: "b-4S" as CardId, rank: 4 }],
    };
    expect(placement(piles.red, "red", "r-9D").ok).toBe(true);
    expect(placement(piles.red, "red", "r-9H").ok).toBe(true);
    expect(placement(piles.red, "red", "r-9S")).toMatchObject({
      ok: false,
      code: "rule/wrong-colour",
    });
    expect(placement(piles.red, "red", "r-10H")).toMatchObject({
      ok: false,
      code: "rule/illegal-card",
    });
    expect(placement(piles.mix, "mix", "r-8S").ok).toBe(true);
    expect(placement(piles.mix, "mix", "r-8H").ok).toBe(true);
    expect(placement(piles.black, "black", "r-5C").ok).toBe(true);
    expect(placement(piles.black, "black", "r-5H").ok).toBe(false);
    // "On a red pile only red twos … on the black pile only black twos … on the mix both."
    expect(placement(piles.red, "red", "r-2H")).toMatchObject({ ok: true, rank: 9 });
    expect(placement(piles.red, "red", "r-2C")).toMatchObject({
      ok: false,
      code: "rule/wrong-colour",
    });
    expect(placement(piles.black, "black", "r-2S")).toMatchObject({ ok: true, rank: 5 });
    expect(placement(piles.black, "black", "r-2D").ok).toBe(false);
    expect(placement(piles.mix, "mix", "r-2D")).toMatchObject({ ok: true, rank: 8 });
    expect(placement(piles.mix, "mix", "r-2C")).toMatchObject({ ok: true, rank: 8 });
  });

  it("M22 worked example: turn order A → C → B → D (red, blue, red, blue)", () => {
    let s = makeState({
      positions: [{ hand: ["r-3D"] }, { hand: ["b-3D"] }, { hand: ["r-3H"] }, { hand: ["b-3H"] }],
    });
    const order: number[] = [];
    for (let i = 0; i < 6; i++) {
      order.push(s.active);
      s = passAny(s);
    }
    expect(order).toEqual([0, 1, 2, 3, 0, 1]);
    expect(mazzeltof.toAct(s)).toEqual([2]);
  });
});

describe("resolutions M1–M24", () => {
  it("M1: a first turn is an ordinary refill: a hand holding only the joker draws 4 (4 players) / 6 (2 players)", () => {
    let s = makeState({ positions: [{ hand: ["r-3D"] }, { hand: ["b-X1"] }, {}, {}] });
    s = passAny(s);
    expect(s.positions[1]!.hand).toHaveLength(5);
    expect(s.positions[1]!.hand[0]).toBe("b-X1");
    let t = makeState({ seats: 2, positions: [{ hand: ["r-3D"] }, { hand: ["b-X1"] }] });
    t = passAny(t);
    expect(t.positions[1]!.hand).toHaveLength(7);
  });

  it("M2: the refill draws max(2, H − hand): 3 → 5, 1 → 5, 6 → 8 (4 players); 3 → 7 (2 players)", () => {
    for (const [hand, after] of [
      [3, 5],
      [1, 5],
      [6, 8],
    ] as const) {
      const cards = (["b-3C", "b-4C", "b-5C", "b-6C", "b-7C", "b-8C"] as CardId[]).slice(0, hand);
      const s = passAny(makeState({ positions: [{ hand: ["r-3D"] }, { hand: cards }, {}, {}] }));
      expect(s.positions[1]!.hand).toHaveLength(after);
    }
    const s2 = passAny(
      makeState({ seats: 2, positions: [{ hand: ["r-3D"] }, { hand: ["b-3C", "b-4C", "b-5C"] }] }),
    );
    expect(s2.positions[1]!.hand).toHaveLength(7);
  });

  it("M3: with fewer cards above the reserve than needed, the player draws what is there", () => {
    const s = passAny(
      makeState({
        positions: [{ hand: ["r-3D"] }, { hand: ["b-3C"] }, {}, {}],
        teams: [{}, { size: 7 }],
      }),
    );
    expect(s.positions[1]!.hand).toHaveLength(2);
    expect(s.teams[1]!.draw).toHaveLength(6);
    expect(lastEvent(s, "turn")).toMatchObject({ pos: 1, drew: 1 });
  });

  it("M7: a joker fits every pile, red and black included; a 2 only its colour's piles", () => {
    const s = makeState({ positions: [{ hand: ["r-X1", "r-2S"] }, {}, {}, {}] });
    const a = must(s, 0, { type: "play", card: "r-X1", slot: "red" });
    expect(a.piles[0]!.at(-1)).toEqual({ card: "r-X1", rank: 9 });
    const b = must(s, 0, { type: "play", card: "r-X1", slot: "black" });
    expect(b.piles[2]!.at(-1)).toEqual({ card: "r-X1", rank: 5 });
    refused(s, 0, { type: "play", card: "r-2S", slot: "red" }, "rule/wrong-colour");
    expect(must(s, 0, { type: "play", card: "r-2S", slot: "black" }).piles[2]!.at(-1)!.rank).toBe(
      5,
    );
  });

  it("M8: any player may start an EMPTY slot on their own turn, not only the one who laid the ace", () => {
    const s = makeState({
      active: 1,
      piles: [["r-8D"], null, ["b-4S"]],
      positions: [{}, { hand: ["b-6C", "b-9H"] }, {}, {}],
    });
    const t = must(s, 1, { type: "play", card: "b-6C", slot: "mix" });
    expect(t.piles[1]).toEqual([{ card: "b-6C", rank: 6 }]);
    expect(lastEvent(t, "play")).toMatchObject({ start: true, slot: "mix", rank: 6 });
    // Starting the red slot needs a red card.
    const u = makeState({
      active: 1,
      piles: [null, ["r-7D"], ["b-4S"]],
      positions: [{}, { hand: ["b-6C", "b-9H"] }, {}, {}],
    });
    refused(u, 1, { type: "play", card: "b-6C", slot: "red" }, "rule/wrong-colour");
    expect(must(u, 1, { type: "play", card: "b-9H", slot: "red" }).piles[0]).toEqual([
      { card: "b-9H", rank: 9 },
    ]);
  });

  it("M9: a wild may start an EMPTY slot with a declared rank 3–K; without a rank it is refused", () => {
    const s = makeState({
      piles: [null, ["r-7D"], ["b-4S"]],
      positions: [{ hand: ["r-2H", "r-X1", "r-2C"] }, {}, {}, {}],
    });
    refused(s, 0, { type: "play", card: "r-2H", slot: "red" }, "rule/rank-needed");
    expect(must(s, 0, { type: "play", card: "r-2H", slot: "red", rank: 12 }).piles[0]).toEqual([
      { card: "r-2H", rank: 12 },
    ]);
    expect(must(s, 0, { type: "play", card: "r-X1", slot: "red", rank: 3 }).piles[0]).toEqual([
      { card: "r-X1", rank: 3 },
    ]);
    refused(s, 0, { type: "play", card: "r-2C", slot: "red", rank: 5 }, "rule/wrong-colour");
    // legalMoves lists a starting wild once per rank 3…K.
    const starts = mazzeltof
      .legalMoves(s, 0)
      .filter((m) => m.type === "play" && m.card === "r-2H" && m.slot === "red");
    expect(starts.map((m) => (m as { rank: number }).rank)).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
  });

  it("M10: an EMPTY slot cannot be started with an ace, natural or declared", () => {
    const s = makeState({
      piles: [null, ["r-7D"], ["b-4S"]],
      positions: [{ hand: ["r-AH", "r-X1"] }, {}, {}, {}],
    });
    refused(s, 0, { type: "play", card: "r-AH", slot: "red" }, "rule/ace-cannot-start");
    refused(s, 0, { type: "play", card: "r-X1", slot: "red", rank: 14 }, "rule/bad-rank");
  });

  it("M11: the ace completes the pile, which leaves the game; the slot is EMPTY and the ace-layer may restart it", () => {
    const s = makeState({
      piles: [["r-QD", "r-KH"], ["r-7D"], ["b-4S"]],
      positions: [{ hand: ["r-AD", "r-5H", "r-X1"] }, {}, {}, {}],
    });
    let t = must(s, 0, { type: "play", card: "r-AD", slot: "red" });
    expect(t.piles[0]).toBeNull();
    expect(t.removed).toEqual([
      {
        slot: "red",
        pos: 0,
        cards: [
          { card: "r-QD", rank: 12 },
          { card: "r-KH", rank: 13 },
          { card: "r-AD", rank: 14 },
        ],
      },
    ]);
    expect(lastEvent(t, "pileDone")).toMatchObject({
      pos: 0,
      seat: 0,
      team: 0,
      slot: "red",
      reason: "ace",
    });
    expect(lastEvent(t, "pileDone")!.cards).toHaveLength(3);
    t = must(t, 0, { type: "play", card: "r-5H", slot: "red" });
    expect(t.piles[0]).toEqual([{ card: "r-5H", rank: 5 }]);
    // A joker played as the ace completes the pile too (reason "wildAce"); removed piles are public.
    const w = must(s, 0, { type: "play", card: "r-X1", slot: "red" });
    expect(lastEvent(w, "pileDone")!.reason).toBe("wildAce");
    expect(mazzeltof.view(w, null).removed).toHaveLength(1);
  });

  it("M12: open cards lie one by one and each may be played, not only the last one laid", () => {
    const s = makeState({
      positions: [{ hand: ["r-3C"], open: ["r-5H", "r-9D", "r-QS"] }, {}, {}, {}],
    });
    const t = must(s, 0, { type: "play", card: "r-9D", slot: "red" });
    expect(t.positions[0]!.open).toEqual(["r-5H", "r-QS"]);
    expect(lastEvent(t, "play")).toMatchObject({ from: "open", owner: 0 });
  });

  it("M13: each turn ends with one pass; a hand card becomes a penalty card only with five open cards", () => {
    const open: CardId[] = ["r-3H", "r-4H", "r-5H", "r-6H"];
    let s = makeState({
      positions: [{ hand: ["r-JS", "r-QS"], open }, {}, { hand: ["r-3S"] }, {}],
    });
    s = must(s, 0, { type: "pass", card: "r-JS" });
    expect(s.positions[0]!.open).toHaveLength(5);
    expect(lastEvent(s, "turnEnd")).toMatchObject({ pos: 0, reason: "pass", card: "r-JS" });
    expect(s.active).toBe(1);
    let t = makeState({
      positions: [{ hand: ["r-JS", "r-QS"], open: [...open, "r-7H"] }, {}, {}, {}],
    });
    t = must(t, 0, { type: "pass", card: "r-QS" });
    expect(t.positions[0]!.open).toHaveLength(5);
    expect(t.teams[0]!.penalties).toEqual([{ card: "r-QS", pos: 0 }]);
    expect(lastEvent(t, "turnEnd")).toMatchObject({ pos: 0, reason: "penalty", card: null });
    // The turn is over after the pass: the next position acts.
    expect(mazzeltof.toAct(t)).toEqual([1]);
  });

  it("M14: only a hand card can be passed in MAIN; in the ENDGAME the draw-pile top is passed", () => {
    const s = makeState({ positions: [{ hand: ["r-JS"], open: ["r-3H"] }, {}, {}, {}] });
    refused(s, 0, { type: "pass", card: "r-3H" }, "rule/not-in-hand");
    refused(s, 0, { type: "pass" }, "rule/pass-card-needed");
    const e = makeState({
      positions: [{ hand: ["r-JS"] }, {}, {}, {}],
      teams: [{ phase: "endgame", top: ["r-9C", "r-4C"], size: 4 }, {}],
    });
    refused(e, 0, { type: "pass", card: "r-JS" }, "rule/pass-top");
    const t = must(e, 0, { type: "pass" });
    expect(t.positions[0]!.open).toEqual(["r-9C"]);
    expect(t.positions[0]!.hand).toEqual(["r-JS"]);
    expect(lastEvent(t, "turnEnd")).toMatchObject({ reason: "endgamePass", card: "r-9C" });
    expect(must(e, 0, { type: "pass", card: "r-9C" }).positions[0]!.open).toEqual(["r-9C"]);
  });

  it("M15: DrawFive is immediate, optional and repeatable: five cards (2 players: option 7)", () => {
    let s = makeState({ positions: [{ hand: ["r-9D"] }, {}, {}, {}], teams: [{ size: 30 }, {}] });
    expect(mazzeltof.legalMoves(s, 0).some((m) => m.type === "drawFive")).toBe(false);
    refused(s, 0, { type: "drawFive" }, "rule/hand-not-empty");
    s = must(s, 0, { type: "play", card: "r-9D", slot: "red" });
    expect(mazzeltof.legalMoves(s, 0)).toEqual([{ type: "drawFive" }, { type: "endTurn" }]);
    s = must(s, 0, { type: "drawFive" });
    expect(s.positions[0]!.hand).toHaveLength(5);
    expect(lastEvent(s, "drawFive")).toMatchObject({ pos: 0, drew: 5 });
    expect(s.active).toBe(0);
    // Empty the hand again (pass is not needed): DrawFive again.
    s = { ...s, positions: s.positions.map((p, i) => (i === 0 ? { ...p, hand: [] } : p)) };
    s = must(s, 0, { type: "drawFive" });
    expect(s.positions[0]!.hand).toHaveLength(5);
    const two = makeState({ seats: 2, positions: [{}, {}], teams: [{ size: 30 }, {}] });
    expect(must(two, 0, { type: "drawFive" }).positions[0]!.hand).toHaveLength(5);
    const seven = makeState({
      seats: 2,
      positions: [{}, {}],
      teams: [{ size: 30 }, {}],
      options: { twoPlayerDrawFive: 7 },
    });
    expect(must(seven, 0, { type: "drawFive" }).positions[0]!.hand).toHaveLength(7);
    const four7 = makeState({
      positions: [{}, {}, {}, {}],
      teams: [{ size: 30 }, {}],
      options: { twoPlayerDrawFive: 7 },
    });
    expect(must(four7, 0, { type: "drawFive" }).positions[0]!.hand).toHaveLength(5);
  });

  it("M16: several 10s in one turn give one skip; a wild played as 10 and a 10 starting a pile count", () => {
    let s = makeState({
      piles: [["r-9D"], ["r-9S"], null],
      positions: [{ hand: ["r-10H", "r-10C", "r-3S"] }, { hand: ["b-4C"] }, {}, {}],
    });
    s = must(s, 0, { type: "play", card: "r-10H", slot: "red" });
    s = must(s, 0, { type: "play", card: "r-10C", slot: "mix" });
    expect(s.turn.ten).toBe(true);
    s = must(s, 0, { type: "pass", card: "r-3S" });
    expect(eventsOf(s, "pawn")).toEqual([{ type: "pawn", pos: 1, seat: 1, by: 0, reason: "ten" }]);
    expect(s.positions[1]!.mustSkip).toBe(true);
    expect(s.phase).toBe("skipDecision");
    // A 2 played as a 10.
    let w = makeState({
      piles: [["r-9D"], ["r-7D"], ["b-4S"]],
      positions: [{ hand: ["r-2D", "r-3S"] }, {}, {}, {}],
    });
    w = must(w, 0, { type: "play", card: "r-2D", slot: "red" });
    expect(w.piles[0]!.at(-1)!.rank).toBe(10);
    w = must(w, 0, { type: "pass", card: "r-3S" });
    expect(w.positions[1]!.mustSkip).toBe(true);
    // A natural 10 starting an EMPTY slot.
    let n = makeState({
      piles: [["r-9D"], ["r-7D"], null],
      positions: [{ hand: ["r-10S", "r-3S"] }, {}, {}, {}],
    });
    n = must(n, 0, { type: "play", card: "r-10S", slot: "black" });
    n = must(n, 0, { type: "pass", card: "r-3S" });
    expect(n.positions[1]!.mustSkip).toBe(true);
  });

  it("§7: in 2 players the opponent misses the turn and the 10-player plays again", () => {
    let s = makeState({
      seats: 2,
      piles: [["r-9D"], ["r-7D"], ["b-4S"]],
      positions: [{ hand: ["r-10H", "r-3S"] }, { hand: ["b-5C"] }],
    });
    s = must(s, 0, { type: "play", card: "r-10H", slot: "red" });
    s = must(s, 0, { type: "pass", card: "r-3S" });
    expect(mazzeltof.toAct(s)).toEqual([1]);
    expect(mazzeltof.legalMoves(s, 1)).toEqual([{ type: "acceptSkip" }]);
    s = must(s, 1, { type: "acceptSkip" });
    expect(s.active).toBe(0);
    expect(eventsOf(s, "skip")).toEqual([
      { type: "skip", pos: 1, seat: 1, reason: "ten", cancelled: false },
    ]);
    expect(lastEvent(s, "turnEnd")).toMatchObject({ pos: 1, reason: "skipped" });
    expect(s.positions[1]!.mustSkip).toBe(false);
  });

  it("M17: only a joker already in hand cancels the pawn, decided before drawing; the joker must then be played before passing", () => {
    // A 2 or an open joker does not count.
    const no = makeState({
      active: 1,
      phase: "skipDecision",
      positions: [{}, { hand: ["b-2H", "b-5C"], open: ["b-X1"], mustSkip: true }, {}, {}],
    });
    expect(mazzeltof.legalMoves(no, 1)).toEqual([{ type: "acceptSkip" }]);
    refused(no, 1, { type: "cancelSkip" }, "rule/no-joker");
    let s = makeState({
      active: 1,
      phase: "skipDecision",
      piles: [["r-8D"], ["r-7D"], ["b-4S"]],
      positions: [{}, { hand: ["b-X1", "b-5C"], mustSkip: true }, {}, {}],
    });
    expect(mazzeltof.legalMoves(s, 1)).toEqual([{ type: "cancelSkip" }, { type: "acceptSkip" }]);
    // Nothing else before the decision: no play, no pass; nothing has been drawn.
    refused(s, 1, { type: "play", card: "b-5C", slot: "black" }, "rule/decide-pawn-first");
    refused(s, 1, { type: "pass", card: "b-5C" }, "rule/decide-pawn-first");
    expect(s.positions[1]!.hand).toHaveLength(2);
    s = must(s, 1, { type: "cancelSkip" });
    expect(s.positions[1]!.hand).toHaveLength(5); // drew 3 after the cancel
    expect(s.turn.jokerDue).toBe(true);
    expect(mazzeltof.view(s, 0).turn.jokerDue).toBe(true);
    refused(s, 1, { type: "pass", card: "b-5C" }, "rule/joker-due");
    expect(mazzeltof.legalMoves(s, 1).every((m) => m.type === "play")).toBe(true);
    s = must(s, 1, { type: "play", card: "b-5C", slot: "black" });
    refused(s, 1, { type: "pass", card: s.positions[1]!.hand[1]! }, "rule/joker-due");
    s = must(s, 1, { type: "play", card: "b-X1", slot: "red" });
    expect(s.turn.jokerDue).toBe(false);
    s = passAny(s);
    expect(s.active).toBe(2);
    expect(eventsOf(s, "skip")[0]).toMatchObject({ pos: 1, cancelled: true });
  });

  it("M18 / C5 / C11: penalty cards are seen by their owner only, partners see the count; in the ENDGAME they go under the six, first-created on top", () => {
    let s = makeState({
      active: 3,
      positions: [{ hand: ["r-3C"] }, {}, {}, { hand: ["b-3C"] }],
      teams: [
        {
          size: 6,
          penalties: [
            { card: "r-JS", pos: 0 },
            { card: "r-QS", pos: 2 },
            { card: "r-KS", pos: 0 },
          ],
        },
        {},
      ],
    });
    const own = mazzeltof.view(s, 0).positions[0]!;
    expect(own.penalty).toEqual(["r-JS", "r-KS"]);
    expect(own.penaltyCount).toBe(2);
    const partner = mazzeltof.view(s, 2).positions[0]!;
    expect(partner.penalty).toBeUndefined();
    expect(partner.penaltyCount).toBe(2);
    expect(mazzeltof.view(s, 1).positions[2]!.penaltyCount).toBe(1);
    expect(JSON.stringify(mazzeltof.view(s, 1))).not.toContain("r-JS");
    const six = [...s.teams[0]!.draw].reverse();
    s = passAny(s); // blue passes, red's turn: ENDGAME
    expect(s.teams[0]!.phase).toBe("endgame");
    const queue = mazzeltof.view(s, 1).teams[0]!.queue!;
    expect(queue).toEqual([...six, "r-JS", "r-QS", "r-KS"]);
    expect(lastEvent(s, "endgame")).toMatchObject({ team: 0, pos: 0, penalties: 3, queue });
    expect(s.teams[0]!.penalties).toEqual([]);
  });

  it("M19: the ENDGAME starts at the next turn of the team after the last card above the reserve was drawn", () => {
    let s = makeState({
      active: 3,
      positions: [
        { hand: ["r-3C", "r-4C", "r-5C"] },
        { hand: ["b-3C"] },
        { hand: ["r-3H"] },
        { hand: ["b-3H"] },
      ],
      teams: [{ size: 8 }, {}],
    });
    s = passAny(s); // position 0 draws the last 2 above the reserve, still MAIN
    expect(s.active).toBe(0);
    expect(s.teams[0]!.phase).toBe("main");
    expect(s.teams[0]!.draw).toHaveLength(6);
    expect(mazzeltof.view(s, 0).teams[0]!.aboveReserve).toBe(0);
    s = passAny(s);
    s = passAny(s);
    expect(s.active).toBe(2);
    expect(s.teams[0]!.phase).toBe("endgame");
    expect(lastEvent(s, "turn")).toMatchObject({ pos: 2, drew: 0 });
    expect(mazzeltof.view(s, 3).teams[0]!.openLimit).toBeNull();
  });

  it("M20: the team whose draw pile empties wins at once: by the out-card laid open, or by the last card played", () => {
    const open: CardId[] = ["r-3H", "r-4H", "r-5H", "r-6H", "r-7H", "r-8H"];
    const s = makeState({
      positions: [{ hand: ["r-3C"], open }, {}, {}, {}],
      teams: [{ phase: "endgame", top: ["r-JC"], size: 1 }, {}],
    });
    // No open-card limit in the ENDGAME: a seventh open card is the out-card.
    const out = must(s, 0, { type: "pass" });
    expect(out.phase).toBe("over");
    expect(out.positions[0]!.open).toHaveLength(7);
    expect(mazzeltof.outcome(out)).toEqual({
      winners: [0, 2],
      losers: [1, 3],
      scores: [1, 0, 1, 0],
    });
    expect(lastEvent(out, "gameEnd")).toEqual({
      type: "gameEnd",
      team: 0,
      winners: [0, 2],
      pos: 0,
      card: "r-JC",
      reason: "outCard",
    });
    expect(mazzeltof.toAct(out)).toEqual([]);
    expect(mazzeltof.legalMoves(out, 0)).toEqual([]);
    refused(out, 0, { type: "pass" }, "rule/game-over");
    const t = makeState({
      piles: [["r-8D"], ["r-10D"], ["b-4S"]],
      positions: [{ hand: ["r-3C"] }, {}, {}, {}],
      teams: [{ phase: "endgame", top: ["r-JS"], size: 1 }, {}],
    });
    const won = must(t, 0, { type: "play", card: "r-JS", slot: "mix" });
    expect(won.winner).toBe(0);
    expect(lastEvent(won, "gameEnd")).toMatchObject({ reason: "lastCardPlayed", card: "r-JS" });
    expect(mazzeltof.view(won, null).active).toBeNull();
  });

  it("M23: partners do not see each other's hands by default; option partnerSeesHand shows them, never to opponents", () => {
    const spec = {
      positions: [
        { hand: ["r-3C"] as CardId[] },
        { hand: ["b-4C"] as CardId[] },
        { hand: ["r-5C"] as CardId[] },
        {},
      ],
    };
    const s = makeState(spec);
    expect(mazzeltof.view(s, 2).positions[0]!.hand).toBeUndefined();
    expect(mazzeltof.view(s, 2).positions[2]!.hand).toEqual(["r-5C"]);
    const o = makeState({ ...spec, options: { partnerSeesHand: true } });
    expect(mazzeltof.view(o, 2).positions[0]!.hand).toEqual(["r-3C"]);
    expect(mazzeltof.view(o, 1).positions[0]!.hand).toBeUndefined();
    expect(mazzeltof.view(o, null).positions[0]!.hand).toBeUndefined();
    // Penalty cards stay the owner's own even then (C11).
    const p = makeState({
      ...spec,
      options: { partnerSeesHand: true },
      teams: [{ penalties: [{ card: "r-KS", pos: 0 }] }, {}],
    });
    expect(mazzeltof.view(p, 2).positions[0]!.penalty).toBeUndefined();
  });

  it("M24: there is no hand limit: a hand of 9 still draws 2", () => {
    const nine: CardId[] = ["b-3C", "b-4C", "b-5C", "b-6C", "b-7C", "b-8C", "b-9C", "b-JC", "b-QC"];
    const s = passAny(makeState({ positions: [{ hand: ["r-3D"] }, { hand: nine }, {}, {}] }));
    expect(s.positions[1]!.hand).toHaveLength(11);
  });
});

describe("clarifications", () => {
  it("C1: after a cancelled skip the endgame check runs before drawing", () => {
    let s = makeState({
      active: 1,
      phase: "skipDecision",
      positions: [{}, { hand: ["b-X1"], mustSkip: true }, {}, {}],
      teams: [{}, { size: 6 }],
    });
    s = must(s, 1, { type: "cancelSkip" });
    expect(s.teams[1]!.phase).toBe("endgame");
    expect(s.positions[1]!.hand).toEqual(["b-X1"]);
    expect(eventsOf(s, "endgame")).toHaveLength(1);
  });

  it("C6: a skipped turn makes no endgame check; the team's next played turn does", () => {
    let s = makeState({
      active: 1,
      phase: "skipDecision",
      positions: [
        { hand: ["r-3C"] },
        { hand: ["b-4C"], mustSkip: true },
        { hand: ["r-3H"] },
        { hand: ["b-3H"] },
      ],
      teams: [{}, { size: 6 }],
    });
    s = must(s, 1, { type: "acceptSkip" });
    expect(s.teams[1]!.phase).toBe("main");
    expect(eventsOf(s, "endgame")).toHaveLength(0);
    s = passAny(s); // position 2
    expect(s.active).toBe(3);
    expect(s.teams[1]!.phase).toBe("endgame");
  });

  it("C2 / §9: in the ENDGAME the draw-pile top may be played, exposing the next, and the turn ends with the top laid open", () => {
    let s = makeState({
      piles: [["r-8D"], ["r-7D"], ["b-4S"]],
      positions: [{ hand: ["r-QC"] }, {}, {}, {}],
      teams: [{ phase: "endgame", top: ["r-9H", "r-10D", "r-KS", "r-3S"], size: 4 }, {}],
    });
    refused(s, 0, { type: "play", card: "r-10D", slot: "red" }, "rule/not-top");
    s = must(s, 0, { type: "play", card: "r-9H", slot: "red" });
    s = must(s, 0, { type: "play", card: "r-10D", slot: "red" });
    expect(lastEvent(s, "play")).toMatchObject({ from: "drawPile", card: "r-10D" });
    refused(s, 0, { type: "endTurn" }, "rule/endgame-pass");
    refused(s, 0, { type: "drawFive" }, "rule/endgame-pass");
    s = must(s, 0, { type: "pass" });
    expect(s.positions[0]!.open).toEqual(["r-KS"]);
    expect(s.teams[0]!.draw).toEqual(["r-3S"]);
    expect(s.positions[1]!.mustSkip).toBe(true);
  });

  it("C3: a turn ends with a pass, with endTurn on an empty hand in MAIN, or a skip; endTurn needs an empty hand", () => {
    const s = makeState({ positions: [{ hand: ["r-9D"] }, {}, {}, {}] });
    refused(s, 0, { type: "endTurn" }, "rule/must-pass");
    const t = must(must(s, 0, { type: "play", card: "r-9D", slot: "red" }), 0, { type: "endTurn" });
    expect(t.active).toBe(1);
    expect(eventsOf(t, "turnEnd")[0]).toMatchObject({ pos: 0, reason: "emptyHand", card: null });
  });

  it("C7: the reserve's position is public but its cards stay hidden in MAIN", () => {
    const s = makeState({});
    const v = mazzeltof.view(s, 0);
    expect(v.teams[0]!.reserveCount).toBe(6);
    const json = JSON.stringify(v);
    for (const c of s.teams[0]!.draw) expect(json).not.toContain(`"${c}"`);
  });

  it("C8: DrawFive needs a card above the reserve", () => {
    const s = makeState({ positions: [{}, {}, {}, {}], teams: [{ size: 6 }, {}] });
    refused(s, 0, { type: "drawFive" }, "rule/nothing-to-draw");
    expect(mazzeltof.legalMoves(s, 0)).toEqual([{ type: "endTurn" }]);
  });

  it("C9: a cancelling joker that starts an EMPTY slot fulfils its duty", () => {
    let s = makeState({
      active: 1,
      phase: "skipDecision",
      piles: [["r-8D"], null, ["b-4S"]],
      positions: [{}, { hand: ["b-X1"], mustSkip: true }, {}, {}],
    });
    s = must(s, 1, { type: "cancelSkip" });
    s = must(s, 1, { type: "play", card: "b-X1", slot: "mix", rank: 6 });
    expect(s.turn.jokerDue).toBe(false);
    expect(mazzeltof.legalMoves(s, 1).some((m) => m.type === "pass")).toBe(true);
  });
});

describe("refusals and decisions", () => {
  it("fits (legal moves' yes or no) agrees with placement on every card, slot, pile top and declared rank", () => {
    const tops = [null, ...[3, 4, 8, 12, 13].map((rank) => [{ card: "r-3D" as CardId, rank }])];
    let refusals = 0;
    for (const card of ALL_CARDS)
      for (const slot of SLOTS)
        for (const pile of tops)
          for (const declared of [undefined, 2, 3, 9, 13, 14]) {
            const where = placement(pile, slot, card, declared);
            expect(fits(pile, slot, card, declared)).toBe(where.ok);
            if (!where.ok) {
              refusals++;
              // A refusal keeps its sentence.
              expect(where.message).toMatch(/^[A-Z♠♥♣♦].* .*\.$/);
            }
          }
    expect(refusals).toBeGreaterThan(1000);
  });

  it("refuses malformed moves, other seats, opponents' open cards and cards one does not have", () => {
    const s = makeState({
      positions: [{ hand: ["r-9D"] }, { open: ["b-9H"] }, { open: ["r-8C"] }, {}],
    });
    refused(s, 0, { type: "fly" }, "input/invalid-move");
    refused(s, 0, { type: "play", card: "r-9Z", slot: "red" }, "input/invalid-move");
    refused(s, 0, { type: "play", card: "r-9D", slot: "green" }, "input/invalid-move");
    refused(s, 0, { type: "play", card: "r-9D", slot: "red", rank: "9" }, "input/invalid-move");
    refused(s, 0, null, "input/invalid-move");
    refused(s, 1, { type: "pass", card: "b-9H" }, "rule/not-your-turn");
    refused(s, 9, { type: "pass", card: "r-9D" }, "rule/no-such-seat");
    refused(s, 0, { type: "play", card: "b-9H", slot: "red" }, "rule/not-your-card");
    refused(s, 0, { type: "play", card: "r-9H", slot: "red" }, "rule/card-not-available");
    refused(s, 0, { type: "acceptSkip" }, "rule/no-pawn");
    refused(s, 0, { type: "play", card: "r-9D", slot: "red", rank: 4 }, "rule/bad-rank");
    // A partner's open card is fine; a declared rank that matches is accepted.
    expect(
      must(s, 0, { type: "play", card: "r-8C", slot: "mix", rank: 8 }).piles[1]!.at(-1),
    ).toEqual({ card: "r-8C", rank: 8 });
  });

  it("Decision: play never throws and never changes its input, even for a damaged state", () => {
    const s = makeState({});
    const broken = { ...s, positions: [] } as unknown as MazzelTofState;
    const r = mazzeltof.play(broken, 0, { type: "endTurn" });
    expect(r.ok).toBe(false);
  });

  it("Decision: the red pawn always waits for the player's decision, even without a joker (no automatic skip that would reveal the hand)", () => {
    let s = makeState({
      piles: [["r-9D"], ["r-7D"], ["b-4S"]],
      positions: [{ hand: ["r-10H", "r-3S"] }, { hand: ["b-5C"] }, {}, {}],
    });
    s = must(s, 0, { type: "play", card: "r-10H", slot: "red" });
    s = must(s, 0, { type: "pass", card: "r-3S" });
    expect(s.phase).toBe("skipDecision");
    expect(mazzeltof.view(s, null).phase).toBe("skipDecision");
    expect(mazzeltof.legalMoves(s, 1)).toEqual([{ type: "acceptSkip" }]);
    expect(s.positions[1]!.hand).toEqual(["b-5C"]);
    s = must(s, 1, { type: "acceptSkip" });
    expect(s.active).toBe(2);
  });

  it("Decision: with 3 seats the lone blue player (seat 1) plays positions 1 and 3 and sees both hands", () => {
    let s = makeState({
      seats: 3,
      positions: [{ hand: ["r-3D"] }, { hand: ["b-4D"] }, { hand: ["r-5D"] }, { hand: ["b-6D"] }],
    });
    s = passAny(s);
    s = passAny(s);
    s = passAny(s);
    expect(s.active).toBe(3);
    expect(mazzeltof.toAct(s)).toEqual([1]);
    const v = mazzeltof.view(s, 1);
    expect(v.yourPositions).toEqual([1, 3]);
    expect(v.positions[1]!.hand).toBeDefined();
    expect(v.positions[3]!.hand).toBeDefined();
    expect(mazzeltof.view(s, 0).positions[3]!.hand).toBeUndefined();
    refused(s, 3, { type: "pass", card: s.positions[3]!.hand[0]! }, "rule/no-such-seat");
    // Seat 1 may use position 3's hand only while position 3 is active.
    const t = must(s, 1, { type: "pass", card: s.positions[3]!.hand[0]! });
    expect(t.active).toBe(0);
    const end = makeState({
      seats: 3,
      positions: [{}, {}, {}, {}],
      teams: [{}, { phase: "endgame", top: ["b-3C"], size: 1 }],
      active: 3,
    });
    expect(mazzeltof.outcome(must(end, 1, { type: "pass" }))).toEqual({
      winners: [1],
      losers: [0, 2],
      scores: [0, 1, 0],
    });
  });

  it("Decision: a pass's card is hidden from other readers in the move log; the public event shows it when laid open", () => {
    const move = { type: "pass" as const, card: "r-QS" as CardId };
    expect(mazzeltof.moveView(move, 0, 0)).toEqual(move);
    expect(mazzeltof.moveView(move, 0, 2)).toEqual({ type: "pass" });
    expect(mazzeltof.moveView(move, 0, null)).toEqual({ type: "pass" });
    const play = { type: "play" as const, card: "r-QS" as CardId, slot: "black" as const };
    expect(mazzeltof.moveView(play, 0, 1)).toEqual(play);
  });

  it("keeps only the last 200 events, dropping the oldest", () => {
    let s = makeState({
      positions: [{ hand: ["r-3D"] }, { hand: ["b-3D"] }, { hand: ["r-3H"] }, { hand: ["b-3H"] }],
    });
    s.events = Array.from({ length: 199 }, () => ({
      type: "turn" as const,
      pos: 3,
      seat: 3,
      drew: 9,
    }));
    s = passAny(s);
    s = passAny(s);
    expect(s.events).toHaveLength(200);
    expect(s.events.at(-1)).toMatchObject({ type: "turn", pos: 2 });
    expect(mazzeltof.view(s, null).events).toHaveLength(200);
  });
});

// What every game promises is test/engine/contract.test.ts's; this is what MazzelTof adds.
describe("the Game object", () => {
  it("is registered as MazzelTof for 2 or 4 (4 by default)", () => {
    expectRegistered(mazzeltof, "MazzelTof", { min: 2, max: 4, default: 4, counts: [2, 4] });
  });

  for (const seats of [2, 3, 4]) {
    it(`plays a whole ${seats}-seat bot game of listed moves within 2000 moves, with winners and losers`, () => {
      const run = botRun(mazzeltof, seats, `registry-${seats}`);
      const first = run.states[0] as MazzelTofState;
      expect(first.version).toBe(1);
      expect(JSON.parse(JSON.stringify(first))).toEqual(first);
      for (const [i, { seat, move }] of run.steps.entries()) {
        const state = run.states[i] as MazzelTofState;
        expect(mazzeltof.legalMoves(state, seat)).toContainEqual(move);
        for (let r = 0; r < seats; r++)
          expect(mazzeltof.moveView(move as never, seat, r)).toBeDefined();
        expect(mazzeltof.view(state, null)).toBeDefined();
      }
      expect(run.steps.length).toBeLessThan(2000);
      const end = run.states.at(-1) as MazzelTofState;
      const out = mazzeltof.outcome(end)!;
      expect(out.winners.length).toBeGreaterThan(0);
      expect(out.losers.length).toBeGreaterThan(0);
      expect(out.scores).toHaveLength(seats);
      for (let s = 0; s < seats; s++) expect(mazzeltof.legalMoves(end, s)).toEqual([]);
    });
  }
});

/**
 * `forcedMove` (core/forced.ts), the rule the room's automatic forced moves rest on: per game,
 * positions with exactly one real choice and positions that only look like it; and over whole
 * bot games of every game, that a forced move is always one `play` accepts and that a seat with
 * it truly had nothing else to choose.
 */
import { describe, expect, it } from "vitest";
import { forcedMove, games, type AnyGame } from "../../src/engine";
import { mattazza } from "../../src/engine/games/mattazza";
import { mazzeltof } from "../../src/engine/games/mazzeltof";
import { mazzo } from "../../src/engine/games/mazzo";
import { DEFAULT_OPTIONS, pazaak } from "../../src/engine/games/pazaak";
import { botRun } from "./kit";
import { makeState as mattazzaState } from "./mattazza-helpers";
import { makeState as mazzeltofState } from "./mazzeltof-helpers";
import { makeState as mazzoState, playAll } from "./mazzo-helpers";
import { makeState as pazaakState } from "./pazaak-helpers";

describe("Pazaak", () => {
  it("over 20 with no side card to play, ending the turn and standing are one choice", () => {
    const empty = pazaakState({ seats: [{ board: ["T10", "T9", "T4"] }] });
    expect(forcedMove(pazaak, empty, 0)).toEqual({ type: "endTurn" });
    const played = pazaakState({
      seats: [{ board: ["T10", "T9", "T4"], hand: ["P1", "M6"] }],
      sidePlayed: true,
    });
    expect(forcedMove(pazaak, played, 0)).toEqual({ type: "endTurn" });
  });

  it("over 20, ending the turn and standing end the set alike", () => {
    const s = pazaakState({ seats: [{ board: ["T10", "T9", "T4"] }, { board: ["T10", "T5"] }] });
    const end = pazaak.play(s, 0, { type: "endTurn" });
    const stand = pazaak.play(s, 0, { type: "stand" });
    if (!end.ok || !stand.ok) throw new Error("refused");
    // The same set result for both (only the log may say which button it was).
    expect({ ...end.state, events: [] }).toEqual({ ...stand.state, events: [] });
    const result = (st: typeof end.state) => st.events.filter((e) => e.type === "setEnd");
    expect(result(end.state)).toEqual(result(stand.state));
  });

  it("a side card in hand is a choice, even one that cannot save the turn", () => {
    const s = pazaakState({ seats: [{ board: ["T10", "T9", "T4"], hand: ["P1"] }] });
    expect(forcedMove(pazaak, s, 0)).toBeNull();
  });

  it("at 20 or less, ending the turn and standing are two choices", () => {
    const s = pazaakState({ seats: [{ board: ["T10", "T9"] }] });
    expect(forcedMove(pazaak, s, 0)).toBeNull();
  });

  it("nothing is forced for the seat not to act, nor in the side-deck choice", () => {
    const s = pazaakState({ seats: [{}, { board: ["T10", "T9", "T4"] }] });
    expect(forcedMove(pazaak, s, 1)).toBeNull();
    const start = pazaak.setup({ seats: 2, options: DEFAULT_OPTIONS, seed: "x" });
    expect(forcedMove(pazaak, start, 0)).toBeNull();
  });
});

describe("Mattazza", () => {
  it("one card that follows suit is forced, whatever calls for help remain", () => {
    const s = mattazzaState({
      hands: [["C10", "S9", "S8"], ["C9"], [], []],
      trick: [{ seat: 0, card: "C10" }],
      turn: 1,
    });
    expect(mattazza.legalMoves(s, 1).some((m) => m.type === "callForHelp")).toBe(true);
    expect(forcedMove(mattazza, s, 1)).toEqual({ type: "play", card: "C9" });
  });

  it("two cards to choose from are not forced", () => {
    const s = mattazzaState({ hands: [["C10", "S9"], [], [], []] });
    expect(forcedMove(mattazza, s, 0)).toBeNull();
  });
});

describe("Mazzo", () => {
  it("a last card without the declared ability can only be denied", () => {
    // B01 (Forza 5, Velocita 1) attacks on Forza; B02 (Velocita, Astuzia) has no Forza.
    const s = playAll(mazzoState({ hands: [["B01", "B03"], ["B02"]] }), {
      type: "attack",
      card: "B01",
      ability: "Forza",
    });
    expect(mazzo.toAct(s)).toEqual([1]);
    expect(forcedMove(mazzo, s, 1)).toEqual({ type: "deny", card: "B02" });
  });

  it("believing or doubting is a choice", () => {
    const s = playAll(
      mazzoState({ hands: [["B01", "B03"], ["B02"]] }),
      { type: "attack", card: "B01", ability: "Forza" },
      { type: "deny", card: "B02" },
    );
    expect(forcedMove(mazzo, s, 0)).toBeNull();
  });
});

describe("MazzelTof", () => {
  it("a pawn with no joker to cancel it can only be accepted", () => {
    const s = mazzeltofState({ seats: 2, phase: "skipDecision", positions: [{ hand: ["r-5H"] }] });
    expect(forcedMove(mazzeltof, s, 0)).toEqual({ type: "acceptSkip" });
  });

  it("a hand card to pass and a card to play are two choices", () => {
    const s = mazzeltofState({ seats: 2, positions: [{ hand: ["r-9D", "r-5H"] }] });
    expect(forcedMove(mazzeltof, s, 0)).toBeNull();
  });
});

/** Whether `a` and `b` are the same move. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe.each(Object.values(games).map((g) => [g.id, g] as [string, AnyGame]))(
  "%s over whole bot games",
  (_, game) => {
    it("a forced move is legal, and the only real choice the seat had", () => {
      let forced = 0;
      for (let i = 0; i < 6; i++) {
        const run = botRun(game, game.seats.default, `forced-${i}`);
        for (const s of run.states)
          for (const seat of game.toAct(s)) {
            const move = forcedMove(game, s, seat);
            if (move === null) continue;
            forced++;
            expect(game.play(s, seat, move).ok).toBe(true);
            const choices = game.choices ? game.choices(s, seat) : game.legalMoves(s, seat);
            expect(choices.every((m: unknown) => same(m, move))).toBe(true);
          }
      }
      // Mazzo's forced moves are rare (a last card to deny): its examples above show them.
      if (game.id !== "mazzo") expect(forced).toBeGreaterThan(0);
    });
  },
);

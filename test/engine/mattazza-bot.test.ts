/**
 * The bot: sensible single decisions (duck, dump counting cards, keep the Matto as an escape,
 * make sure of a trick, give away its most costly card) and its strength: over 500 hands with
 * four players it receives fewer marks than uniform-random players.
 */
import { describe, expect, it } from "vitest";
import { mattazza } from "../../src/engine/games/mattazza";
import { DEFAULT_OPTIONS } from "../../src/engine/games/mattazza/options";
import type { CardId, MattazzaState } from "../../src/engine/games/mattazza/types";
import { makeState } from "./mattazza-helpers";
import { TestRng } from "./kit";

const HANDS = 500;

/** Seat 1 of four to play, holding `hand`, on a trick seat 0 led with S9 (fifth trick). */
function afterS9(hand: CardId[]): MattazzaState {
  return makeState({
    hands: [[], hand, ["C7"], ["C8"]],
    trick: [{ seat: 0, card: "S9" }],
    turn: 1,
    tricksWon: [1, 1, 1, 1],
    tricksPlayed: 4,
  });
}

describe("bot decisions", () => {
  it("ducks under the current winner with its highest card that stays under", () => {
    const s = afterS9(["S10", "S6", "S7"]);
    expect(mattazza.bot(s, 1)).toEqual({ type: "play", card: "S7" });
  });
  it("dumps its biggest counting card on someone else's trick", () => {
    const s = afterS9(["DK", "D7", "BQ"]);
    expect(mattazza.bot(s, 1)).toEqual({ type: "play", card: "DK" });
  });
  it("keeps the Matto as an escape: plays it when it would otherwise surely take the trick", () => {
    const base = {
      trick: [
        { seat: 0, card: "S6" as const },
        { seat: 1, card: "S7" as const },
        { seat: 2, card: "S8" as const },
      ],
      turn: 3,
      tricksWon: [1, 1, 1, 1],
      tricksPlayed: 4,
    };
    const forced = makeState({ ...base, hands: [[], [], [], ["SK", "MATTO", "C7"]] });
    expect(mattazza.bot(forced, 3)).toEqual({ type: "play", card: "MATTO" });
    // With a card that stays under, the Matto is kept.
    const free = makeState({ ...base, hands: [[], [], [], ["SK", "SA", "MATTO"]] });
    expect(mattazza.bot(free, 3)).toEqual({ type: "play", card: "SA" });
  });
  it("makes sure of one trick while it has none", () => {
    const s = makeState({
      hands: [[], [], [], ["S9", "SA"]],
      trick: [
        { seat: 0, card: "S6" },
        { seat: 1, card: "S7" },
        { seat: 2, card: "S8" },
      ],
      turn: 3,
      tricksWon: [2, 1, 1, 0],
      tricksPlayed: 4,
    });
    expect(mattazza.bot(s, 3)).toEqual({ type: "play", card: "S9" });
  });
  it("gives away the card whose loss lowers its own score the most", () => {
    const s = makeState({
      phase: "give",
      piles: [[], ["CK", "CJ", "C7", "C8", "MATTO"], [], []],
      tricksWon: [0, 1, 2, 0],
      foolDebt: { giver: 1, receiver: 2, deferred: false },
      turn: 1,
      tricksPlayed: 3,
    });
    expect(mattazza.bot(s, 1)).toEqual({ type: "give", card: "CK" });
  });
});

describe("bot strength", () => {
  it(`over ${HANDS} four-player hands the bot gets fewer marks than uniform-random players`, () => {
    const rng = new TestRng("bot-strength");
    const marks = { bot: 0, random: 0 };
    let hands = 0;
    let worstBot = 0;
    for (let g = 0; hands < HANDS; g++) {
      const botSeat = g % 4;
      let s: MattazzaState = mattazza.setup({
        seats: 4,
        options: DEFAULT_OPTIONS,
        seed: `strength-${g}`,
      });
      while (mattazza.toAct(s).length > 0 && hands < HANDS) {
        const seat = mattazza.toAct(s)[0]!;
        const t0 = performance.now();
        const move =
          seat === botSeat
            ? mattazza.bot(s, seat)
            : rng.pick(mattazza.legalMoves(s, seat).filter((m) => m.type !== "callForHelp"));
        if (seat === botSeat) worstBot = Math.max(worstBot, performance.now() - t0);
        const r = mattazza.play(s, seat, move);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const before = s.hand;
        s = r.state;
        if (s.hand !== before || s.phase === "over") {
          const end = s.events.filter((e) => e.type === "handEnd").at(-1);
          if (end?.type !== "handEnd") throw new Error("no handEnd");
          hands++;
          for (const l of end.losers) {
            if (l === botSeat) marks.bot++;
            else marks.random++;
          }
        }
      }
    }
    const botRate = marks.bot / hands;
    const randomRate = marks.random / 3 / hands;
    console.log(
      `Mattazza bot: ${hands} hands, marks per hand: bot ${botRate.toFixed(3)}, uniform-random ${randomRate.toFixed(3)} (bot avoids ${((1 - botRate / randomRate) * 100).toFixed(0)}% of the marks; slowest bot() ${worstBot.toFixed(2)} ms)`,
    );
    expect(hands).toBe(HANDS);
    expect(botRate).toBeLessThan(randomRate);
  });
});

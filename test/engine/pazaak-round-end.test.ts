/**
 * What the Pazaak table needs from the engine: a set's end carries the final boards and the
 * score (the next set clears the boards at once), the computer varies its side deck between
 * matches, and `standAdvised` (the table's big button) agrees with the computer's own choice.
 */
import { describe, expect, it } from "vitest";
import { pazaak } from "../../src/engine/games/pazaak";
import { standAdvised } from "../../src/engine/games/pazaak/advice";
import { bot } from "../../src/engine/games/pazaak/bot";
import { DEFAULT_OPTIONS } from "../../src/engine/games/pazaak/options";
import { BOT_DECKS } from "../../src/engine/games/pazaak/presets";
import { sideDeckProblem } from "../../src/engine/games/pazaak/rules";
import type { PazaakEvent, PazaakState } from "../../src/engine/games/pazaak/types";
import { makeState, must } from "./pazaak-helpers";
import { lastEvent } from "./kit";

type SetEnd = Extract<PazaakEvent, { type: "setEnd" }>;

/** A bot-vs-bot match from a seed, every state kept. */
function botMatch(seed: string): PazaakState[] {
  let s = pazaak.setup({ seats: 2, seed, options: DEFAULT_OPTIONS });
  const states = [s];
  while (pazaak.toAct(s).length > 0) {
    const seat = pazaak.toAct(s)[0]!;
    s = must(s, seat, bot(s, seat));
    states.push(s);
  }
  return states;
}

describe("set ends carry the final boards", () => {
  it("a bust keeps both boards as they were and the score after the set", () => {
    const s = must(
      makeState({
        active: 0,
        seats: [{ board: ["T10", "T7", "T6"], hand: ["P2"] }, { board: ["T5"] }],
      }),
      0,
      { type: "endTurn" },
    );
    const end = lastEvent(s, "setEnd") as SetEnd;
    expect(end.boards?.[0].map((c) => c.card)).toEqual(["T10", "T7", "T6"]);
    expect(end.boards?.[1].map((c) => c.card)).toEqual(["T5"]);
    expect(end.sets).toEqual([0, 1]);
    // The next set has started: the live boards are already different from the event's.
    expect(s.set).toBe(2);
    expect(s.seats[0].board.map((c) => c.card)).not.toEqual(["T10", "T7", "T6"]);
  });

  it("in whole matches, every set end's boards give its totals and the sets add up", () => {
    for (let g = 0; g < 30; g++) {
      const last = botMatch(`round-end-${g}`).at(-1)!;
      const ends = last.events.filter((e): e is SetEnd => e.type === "setEnd");
      let sets: [number, number] = [0, 0];
      for (const e of ends) {
        const sum = (i: 0 | 1) => e.boards![i].reduce((a, c) => a + c.value, 0);
        expect([sum(0), sum(1)]).toEqual(e.totals);
        if (e.winner === 0 || e.winner === 1)
          sets = [sets[0], sets[1]].map((n, i) => n + (i === e.winner ? 1 : 0)) as [number, number];
        expect(e.sets).toEqual(sets);
      }
      // The view shares the logged events frozen: changing one throws and never
      // touches the state.
      const before = JSON.stringify(last);
      const v = pazaak.view(last, null);
      const ve = v.events.find((e): e is SetEnd => e.type === "setEnd");
      expect(() => ve?.boards?.[0].push({ card: "T1", value: 1 })).toThrow(TypeError);
      expect(JSON.stringify(last)).toBe(before);
    }
  });
});

describe("the computer's side deck", () => {
  it("varies between matches, always valid and built on the six duals", () => {
    const seen = new Set<string>();
    for (let g = 0; g < 60; g++) {
      const s = pazaak.setup({ seats: 2, seed: `bot-deck-${g}`, options: DEFAULT_OPTIONS });
      for (const seat of [0, 1]) {
        const m = bot(s, seat);
        expect(m.type).toBe("sideDeck");
        if (m.type !== "sideDeck") continue;
        expect(sideDeckProblem(m.cards)).toBeNull();
        expect(m.cards.filter((c) => c.startsWith("PM")).length).toBeGreaterThanOrEqual(6);
        expect(bot(s, seat)).toEqual(m);
        seen.add(m.cards.join());
      }
    }
    expect(seen.size).toBe(BOT_DECKS.length);
  });
});

describe("standAdvised", () => {
  it("agrees with the computer whenever it stands or ends its turn", () => {
    let checked = 0;
    for (let g = 0; g < 40; g++) {
      for (const s of botMatch(`advice-${g}`)) {
        if (s.phase !== "playing") continue;
        const m = bot(s, s.active);
        if (m.type !== "stand" && m.type !== "endTurn") continue;
        expect(standAdvised(pazaak.view(s, s.active), s.active)).toBe(m.type === "stand");
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it("never advises standing low or over 20", () => {
    const at = (board: `T${number}`[], opp: `T${number}`[], stood = false) =>
      standAdvised(
        pazaak.view(
          makeState({
            active: 0,
            seats: [{ board: board as never }, { board: opp as never, stood }],
          }),
          0,
        ),
        0,
      );
    expect(at(["T5"], ["T10"])).toBe(false);
    expect(at(["T10", "T4"], ["T10"])).toBe(false);
    expect(at(["T10", "T8"], ["T10"])).toBe(true);
    expect(at(["T10", "T7"], ["T10", "T9"])).toBe(false);
    expect(at(["T10", "T10", "T3"], ["T5"])).toBe(false);
    // Against a stood 15, 16 wins: stand even though 16 is low.
    expect(at(["T10", "T6"], ["T10", "T5"], true)).toBe(true);
    expect(at(["T10", "T4"], ["T10", "T5"], true)).toBe(false);
  });
});

/**
 * Non-interference: changing a hidden card (another seat's hand, the set-aside cards, their
 * order, the generator) leaves every other seat's view and the spectator's view byte-identical,
 * including the log's moveView; views never carry others' hidden ids, and the bot's choice
 * does not depend on what it cannot see.
 */
import { describe, expect, it } from "vitest";
import { mattazza } from "../../src/engine/games/mattazza";
import { DEFAULT_OPTIONS } from "../../src/engine/games/mattazza/options";
import type { MattazzaMove, MattazzaState } from "../../src/engine/games/mattazza/types";
import { TestRng, jsonCopy } from "./kit";

interface Logged {
  seat: number;
  move: MattazzaMove;
}

/** States along seeded games (bots and random moves mixed), with the move log so far. */
function samples(): { state: MattazzaState; log: Logged[] }[] {
  const out: { state: MattazzaState; log: Logged[] }[] = [];
  const rng = new TestRng("secrecy");
  for (let g = 0; g < 12; g++) {
    const seats = [2, 3, 4, 5, 6, 4][g % 6]!;
    let s = mattazza.setup({ seats, options: DEFAULT_OPTIONS, seed: `secret-${g}` });
    const log: Logged[] = [];
    for (let i = 0; i < 160 && mattazza.toAct(s).length > 0; i++) {
      const seat = mattazza.toAct(s)[0]!;
      const move = i % 3 === 0 ? rng.pick(mattazza.legalMoves(s, seat)) : mattazza.bot(s, seat);
      const r = mattazza.play(s, seat, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      log.push({ seat, move });
      if (i % 17 === 5) out.push({ state: s, log: [...log] });
    }
  }
  return out;
}

/** Every view and moveView of the log as `reader` sees them, as one string. */
function seen(s: MattazzaState, log: Logged[], reader: number | null): string {
  return (
    JSON.stringify(mattazza.view(s, reader)) +
    JSON.stringify(log.map((l) => mattazza.moveView(l.move, l.seat, reader)))
  );
}

describe("secrecy", () => {
  const all = samples();

  it("swapping a card between a hand and the set-aside cards changes nobody else's view", () => {
    let checked = 0;
    for (const { state, log } of all) {
      for (let victim = 0; victim < state.seatCount; victim++) {
        const hand = state.hands[victim]!;
        if (hand.length === 0 || state.setAside.length === 0) continue;
        const t = jsonCopy(state);
        const a = t.hands[victim]![0]!;
        t.hands[victim]![0] = t.setAside[0]!;
        t.setAside[0] = a;
        for (const reader of [...Array(state.seatCount).keys(), null]) {
          if (reader === victim) continue;
          expect(seen(t, log, reader)).toBe(seen(state, log, reader));
          checked++;
        }
        // The victim does see the change: the test can fail.
        expect(seen(t, log, victim)).not.toBe(seen(state, log, victim));
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("swapping cards between two other hands changes no third seat's or spectator's view", () => {
    let checked = 0;
    for (const { state, log } of all) {
      if (state.seatCount < 3) continue;
      const [b, c] = [0, 1];
      if (state.hands[b]!.length === 0 || state.hands[c]!.length === 0) continue;
      const t = jsonCopy(state);
      const x = t.hands[b]![0]!;
      t.hands[b]![0] = t.hands[c]![0]!;
      t.hands[c]![0] = x;
      for (const reader of [...Array(state.seatCount).keys(), null]) {
        if (reader === b || reader === c) continue;
        expect(seen(t, log, reader)).toBe(seen(state, log, reader));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("the set-aside order and the generator state never show in any view", () => {
    for (const { state, log } of all) {
      const t = jsonCopy(state);
      t.setAside.reverse();
      t.rng = [1, 2, 3, 4];
      for (const reader of [...Array(state.seatCount).keys(), null]) {
        expect(seen(t, log, reader)).toBe(seen(state, log, reader));
      }
    }
  });

  it("views never contain another seat's hand or the set-aside ids outside old hands' events", () => {
    for (const { state } of all) {
      for (const reader of [...Array(state.seatCount).keys(), null]) {
        const v = mattazza.view(state, reader);
        const lastDeal = v.events.map((e) => e.type).lastIndexOf("deal");
        const text = JSON.stringify({ ...v, events: v.events.slice(lastDeal) });
        const hidden = [
          ...state.setAside,
          ...state.hands.flatMap((h, i) => (i === reader ? [] : h)),
        ];
        for (const c of hidden) expect(text.includes(`"${c}"`)).toBe(false);
        for (const sv of v.seats) expect(sv.hand === undefined).toBe(sv.seat !== reader);
        expect(JSON.stringify(v)).not.toContain("rng");
      }
    }
  });

  it("the bot's move does not depend on cards it cannot see", () => {
    let checked = 0;
    for (const { state } of all) {
      if (state.phase === "over") continue;
      const seat = mattazza.toAct(state)[0]!;
      const victim = (seat + 1) % state.seatCount;
      if (state.hands[victim]!.length === 0 || state.setAside.length === 0) continue;
      const t = jsonCopy(state);
      const a = t.hands[victim]![0]!;
      t.hands[victim]![0] = t.setAside[0]!;
      t.setAside[0] = a;
      t.setAside.reverse();
      expect(mattazza.bot(t, seat)).toEqual(mattazza.bot(state, seat));
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

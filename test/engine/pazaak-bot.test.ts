/**
 * The bot: it only plays legal moves, reads only its own view, is deterministic and fast, and
 * beats a uniform-random legal-move player in at least 70% of 1,000 matches.
 */
import { describe, expect, it } from "vitest";
import { pazaak } from "../../src/engine/games/pazaak";
import { bot } from "../../src/engine/games/pazaak/bot";
import { DEFAULT_OPTIONS } from "../../src/engine/games/pazaak/options";
import { sideDeckProblem } from "../../src/engine/games/pazaak/rules";
import type { PazaakMove, PazaakState } from "../../src/engine/games/pazaak/types";
import { makeState, versusStood } from "./pazaak-helpers";
import { TestRng, lastEvent } from "./kit";

/** True when `move` is accepted now. */
function accepted(state: PazaakState, seat: number, move: PazaakMove): boolean {
  return pazaak.play(state, seat, move).ok;
}

/** Plays one match, the bot in `botSeat`, the other seat random; returns the winner. */
function match(seed: string, botSeat: number, rng: TestRng): number | null {
  let s = pazaak.setup({ seats: 2, seed, options: DEFAULT_OPTIONS });
  for (let n = 0; pazaak.toAct(s).length > 0; n++) {
    if (n > 3000) throw new Error("match too long");
    const seat = pazaak.toAct(s)[0]!;
    const move = seat === botSeat ? bot(s, seat) : rng.pick(pazaak.legalMoves(s, seat));
    const r = pazaak.play(s, seat, move);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(move)}: ${r.error.message}`);
    s = r.state;
  }
  return s.winner;
}

/** A plain threshold player: no side cards; draws while behind a stood opponent, else stands on 17+. */
function threshold(s: PazaakState, seat: number): PazaakMove {
  if (s.phase === "sideDeck") return { type: "randomSideDeck" };
  const v = pazaak.view(s, seat);
  const t = v.seats[seat as 0 | 1].total;
  const o = v.seats[seat === 0 ? 1 : 0];
  if (o.stood && t < o.total) return { type: "endTurn" };
  return t >= 17 ? { type: "stand" } : { type: "endTurn" };
}

describe("Pazaak bot", () => {
  it("only returns legal moves, deterministically, in bot-vs-bot matches", () => {
    for (let g = 0; g < 100; g++) {
      let s = pazaak.setup({ seats: 2, seed: `bot-legal-${g}`, options: DEFAULT_OPTIONS });
      while (pazaak.toAct(s).length > 0) {
        for (const seat of pazaak.toAct(s)) {
          const m = bot(s, seat);
          expect(accepted(s, seat, m)).toBe(true);
          expect(bot(s, seat)).toEqual(m);
        }
        const seat = pazaak.toAct(s)[0]!;
        const r = pazaak.play(s, seat, bot(s, seat));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      expect(pazaak.outcome(s)).not.toBeNull();
    }
  });

  it("chooses a valid, strong side deck", () => {
    const s = pazaak.setup({ seats: 2, seed: "deck", options: DEFAULT_OPTIONS });
    const m = bot(s, 0);
    expect(m.type).toBe("sideDeck");
    if (m.type !== "sideDeck") return;
    expect(sideDeckProblem(m.cards)).toBeNull();
    expect(m.cards.filter((c) => c.startsWith("PM")).length).toBeGreaterThanOrEqual(6);
  });

  it("uses only what its seat may see: hidden parts of the state do not change its move", () => {
    for (let g = 0; g < 200; g++) {
      const rng = new TestRng(`hidden-${g}`);
      let s = pazaak.setup({ seats: 2, seed: `hidden-${g}`, options: DEFAULT_OPTIONS });
      for (let n = 0; n < 15 && pazaak.toAct(s).length > 0; n++) {
        const seat = pazaak.toAct(s)[0]!;
        const r = pazaak.play(s, seat, rng.pick(pazaak.legalMoves(s, seat)));
        if (r.ok) s = r.state;
      }
      if (s.phase !== "playing") continue;
      const seat = s.active;
      const altered = structuredClone(s);
      altered.deck.reverse();
      altered.rng = [1, 2, 3, 4];
      const opp = altered.seats[seat === 0 ? 1 : 0];
      opp.hand = opp.hand.map(() => "TB");
      opp.sideDeck = ["P1", "P1", "P2", "P2", "P3", "P3", "P4", "P4", "P5", "P5"];
      expect(bot(altered, seat)).toEqual(bot(s, seat));
    }
  });

  it("saves a bust with a negative card, reaches 20 when it can, and stands on 19", () => {
    // 23 with −3 in hand: play it (→ 20).
    let s = makeState({
      seats: [{ board: ["T10", "T7", "T6"], hand: ["P2", "M3"] }, { board: ["T5"] }],
    });
    expect(bot(s, 0)).toEqual({ type: "play", card: "M3" });
    // 23 with ±4: play it as −4 (→ 19), better than busting.
    s = makeState({ seats: [{ board: ["T10", "T7", "T6"], hand: ["PM4"] }, { board: ["T5"] }] });
    expect(bot(s, 0)).toEqual({ type: "play", card: "PM4", value: -4 });
    // 16 with +4: reach 20.
    s = makeState({ seats: [{ board: ["T10", "T6"], hand: ["P4", "M1"] }, { board: ["T5"] }] });
    expect(bot(s, 0)).toEqual({ type: "play", card: "P4" });
    // 19 without a +1: stand, keep the cards.
    s = makeState({ seats: [{ board: ["T10", "T9"], hand: ["P3", "M2"] }, { board: ["T5"] }] });
    expect(bot(s, 0)).toEqual({ type: "stand" });
    // 12: keep drawing, do not waste cards.
    s = makeState({ seats: [{ board: ["T10", "T2"], hand: ["P3", "M2"] }, { board: ["T5"] }] });
    expect(bot(s, 0)).toEqual({ type: "endTurn" });
  });

  it("beats a stood opponent: plays on when behind, stands when ahead, uses the tiebreaker", () => {
    // Opponent stood on 19, bot on 16 with +4: 20 wins.
    let s = versusStood({ board: ["T10", "T6"], hand: ["P4"] }, { board: ["T10", "T9"] });
    expect(bot(s, 0)).toEqual({ type: "play", card: "P4" });
    // Opponent stood on 17, bot on 18: stand.
    s = versusStood({ board: ["T10", "T8"], hand: ["P1"] }, { board: ["T10", "T7"] });
    expect(bot(s, 0)).toEqual({ type: "stand" });
    // Opponent stood on 18, bot on 16 with nothing useful: keep drawing (standing loses).
    s = versusStood({ board: ["T10", "T6"], hand: ["M5"] }, { board: ["T10", "T8"] });
    expect(bot(s, 0)).toEqual({ type: "endTurn" });
    // Opponent stood on 20, bot on 17 with +3 and −1: nothing wins, +3 ties; take the tie.
    s = versusStood({ board: ["T10", "T7"], hand: ["M1", "P3"] }, { board: ["T10", "T10"] });
    expect(bot(s, 0)).toEqual({ type: "play", card: "P3" });
    // Opponent stood on 19, bot on 18 with TB: +1 makes 19 with the tiebreak mark, a win.
    s = versusStood({ board: ["T10", "T8"], hand: ["TB"] }, { board: ["T10", "T9"] });
    expect(bot(s, 0)).toEqual({ type: "play", card: "TB", value: 1 });
    const after = pazaak.play(s, 0, bot(s, 0));
    expect(after.ok).toBe(true);
    if (after.ok) {
      expect(bot(after.state, 0)).toEqual({ type: "stand" });
      const end = pazaak.play(after.state, 0, { type: "stand" });
      expect(end.ok && lastEvent(end.state, "setEnd")?.winner).toBe(0);
    }
  });

  it("uses a flip when it saves the turn", () => {
    const s = makeState({
      seats: [{ board: ["T10", "T4", "T8"], hand: ["F24"] }, { board: ["T5"] }],
    });
    expect(bot(s, 0)).toEqual({ type: "play", card: "F24" });
  });

  it("beats a uniform-random legal-move player in at least 70% of 1,000 matches", () => {
    const rng = new TestRng("bot-vs-random");
    const matches = 1000;
    let wins = 0;
    const started = performance.now();
    for (let g = 0; g < matches; g++) {
      const botSeat = g % 2;
      if (match(`bvr-${g}`, botSeat, rng) === botSeat) wins++;
    }
    const rate = wins / matches;
    console.log(
      `bot vs random: ${wins}/${matches} matches won (${(rate * 100).toFixed(1)}%), ` +
        `${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(rate).toBeGreaterThanOrEqual(0.7);
  });

  it("beats a threshold player that never uses its side cards in at least 80% of 500 matches", () => {
    let wins = 0;
    for (let g = 0; g < 500; g++) {
      const botSeat = g % 2;
      let s = pazaak.setup({ seats: 2, seed: `thr-${g}`, options: DEFAULT_OPTIONS });
      while (pazaak.toAct(s).length > 0) {
        const seat = pazaak.toAct(s)[0]!;
        const r = pazaak.play(s, seat, seat === botSeat ? bot(s, seat) : threshold(s, seat));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      if (s.winner === botSeat) wins++;
    }
    console.log(`bot vs threshold player: ${wins}/500 matches won (${(wins / 5).toFixed(1)}%)`);
    expect(wins / 500).toBeGreaterThanOrEqual(0.8);
  });
});

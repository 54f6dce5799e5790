/**
 * Non-interference: changing a hidden card (another position's hand, the face-down draw order, a
 * penalty card, the rng) leaves every other seat's view and the spectator's view byte-identical,
 * the log's moveView too, and the bot's decision of every seat that cannot see the change.
 */
import { describe, expect, it } from "vitest";
import { mazzeltof } from "../../src/engine/games/mazzeltof";
import { seatOf } from "../../src/engine/games/mazzeltof/table";
import type { CardId, MazzelTofMove, MazzelTofState } from "../../src/engine/games/mazzeltof/types";
import { TestRng, jsonCopy } from "./kit";
import { handForDraw, seesHand } from "./mazzeltof-helpers";

/** A hidden change and the positions whose hands (or penalty cards) it touches. */
interface Mutation {
  name: string;
  state: MazzelTofState;
  /** Readers that may notice it; everyone else must see exactly the same. */
  mayNotice: (reader: number | null) => boolean;
}

function mutations(s: MazzelTofState, rng: TestRng): Mutation[] {
  const out: Mutation[] = [];
  const count = s.positions.length;
  // A hand card swapped with a face-down card of its team's draw pile (MAIN).
  for (let q = 0; q < count; q++) {
    const team = s.teams[q % 2]!;
    if (s.positions[q]!.hand.length === 0 || team.phase !== "main") continue;
    const m = handForDraw(s, q, rng);
    out.push({ name: `hand ${q} <-> draw pile`, state: m, mayNotice: (r) => seesHand(s, r, q) });
  }
  // Two hands of different positions exchange a card.
  const withCards = s.positions.map((p, i) => (p.hand.length > 0 ? i : -1)).filter((i) => i >= 0);
  if (withCards.length >= 2) {
    const a = withCards[0]!;
    const b = withCards[withCards.length - 1]!;
    const m = jsonCopy(s);
    const ha = m.positions[a]!.hand;
    const hb = m.positions[b]!.hand;
    [ha[0], hb[0]] = [hb[0]!, ha[0]!];
    out.push({
      name: `hand ${a} <-> hand ${b}`,
      state: m,
      mayNotice: (r) => seesHand(s, r, a) || seesHand(s, r, b),
    });
  }
  // The face-down draw order (MAIN), reserve included.
  for (const t of [0, 1] as const) {
    if (s.teams[t]!.phase !== "main") continue;
    const m = jsonCopy(s);
    m.teams[t]!.draw.reverse();
    out.push({ name: `draw ${t} reversed`, state: m, mayNotice: () => false });
  }
  // A penalty card exchanged with a face-down draw card (owner only may notice).
  for (const t of [0, 1] as const) {
    const team = s.teams[t]!;
    if (team.penalties.length === 0 || team.phase !== "main") continue;
    const m = jsonCopy(s);
    const pen = m.teams[t]!.penalties[0]!;
    const draw = m.teams[t]!.draw;
    const j = rng.int(draw.length);
    [pen.card, draw[j]] = [draw[j]!, pen.card];
    const owner = seatOf(s, pen.pos);
    out.push({ name: `penalty of ${pen.pos} <-> draw`, state: m, mayNotice: (r) => r === owner });
  }
  // The generator.
  const m = jsonCopy(s);
  m.rng = [1, 2, 3, 4];
  out.push({ name: "rng", state: m, mayNotice: () => false });
  return out;
}

describe("MazzelTof secrecy (non-interference)", () => {
  it("a hidden change leaves every other seat's and the spectator's view byte-identical, and their bot moves", () => {
    const rng = new TestRng("secrecy");
    let compared = 0;
    let bots = 0;
    for (let g = 0; g < 40; g++) {
      const seats = [2, 4, 3][g % 3]!;
      const options = { twoPlayerDrawFive: 5 as const, partnerSeesHand: g % 4 === 3 };
      let s = mazzeltof.setup({ seats, seed: `secret-${g}`, options });
      let n = 0;
      while (mazzeltof.toAct(s).length > 0) {
        if (n++ % 9 === 0) {
          for (const mut of mutations(s, rng)) {
            for (
              let reader: number | null = null;
              reader === null || reader < seats;
              reader = reader === null ? 0 : reader + 1
            ) {
              if (mut.mayNotice(reader)) continue;
              expect(
                JSON.stringify(mazzeltof.view(mut.state, reader)),
                `${mut.name} seen by ${reader}`,
              ).toBe(JSON.stringify(mazzeltof.view(s, reader)));
              compared++;
              if (reader !== null && mazzeltof.toAct(s)[0] === reader) {
                expect(
                  mazzeltof.bot(mut.state, reader),
                  `bot of ${reader} after ${mut.name}`,
                ).toEqual(mazzeltof.bot(s, reader));
                bots++;
              }
            }
          }
        }
        const [seat] = mazzeltof.toAct(s) as [number];
        const move =
          rng.int(3) === 0 ? rng.pick(mazzeltof.legalMoves(s, seat)) : mazzeltof.bot(s, seat);
        const r = mazzeltof.play(s, seat, move);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    console.log(`secrecy: ${compared} view comparisons, ${bots} bot comparisons`);
    expect(compared).toBeGreaterThan(1000);
    expect(bots).toBeGreaterThan(50);
  });

  it("moveView of the log: a pass's card reaches only its actor; every other reader's log is independent of it", () => {
    const rng = new TestRng("movelog");
    let passes = 0;
    for (let g = 0; g < 20; g++) {
      const seats = g % 2 === 0 ? 4 : 2;
      let s = mazzeltof.setup({
        seats,
        seed: `log-${g}`,
        options: { twoPlayerDrawFive: 5, partnerSeesHand: false },
      });
      const log: [number, MazzelTofMove][] = [];
      while (mazzeltof.toAct(s).length > 0) {
        const [seat] = mazzeltof.toAct(s) as [number];
        const move =
          rng.int(2) === 0 ? rng.pick(mazzeltof.legalMoves(s, seat)) : mazzeltof.bot(s, seat);
        log.push([seat, move]);
        s = (mazzeltof.play(s, seat, move) as { ok: true; state: MazzelTofState }).state;
      }
      for (const [actor, move] of log) {
        if (move.type !== "pass" || move.card === undefined) continue;
        passes++;
        // The same pass with another card looks the same to every other reader.
        const other: MazzelTofMove = {
          type: "pass",
          card: (move.card === "r-3H" ? "r-4H" : "r-3H") as CardId,
        };
        for (
          let reader: number | null = null;
          reader === null || reader < seats;
          reader = reader === null ? 0 : reader + 1
        ) {
          if (reader === actor) {
            expect(mazzeltof.moveView(move, actor, reader)).toEqual(move);
            continue;
          }
          expect(JSON.stringify(mazzeltof.moveView(move, actor, reader))).toBe(
            JSON.stringify(mazzeltof.moveView(other, actor, reader)),
          );
          expect(JSON.stringify(mazzeltof.moveView(move, actor, reader))).not.toContain(move.card);
        }
      }
    }
    expect(passes).toBeGreaterThan(200);
  });

  it("events never carry a hidden card: penalty passes name no card, draws are counts, setup's returned cards are faces", () => {
    let s = mazzeltof.setup({
      seats: 4,
      seed: "events",
      options: { twoPlayerDrawFive: 5, partnerSeesHand: false },
    });
    const rng = new TestRng("events");
    while (mazzeltof.toAct(s).length > 0) {
      const [seat] = mazzeltof.toAct(s) as [number];
      s = (
        mazzeltof.play(s, seat, rng.pick(mazzeltof.legalMoves(s, seat))) as {
          ok: true;
          state: MazzelTofState;
        }
      ).state;
      const json = JSON.stringify(mazzeltof.view(s, null).events);
      for (const p of s.positions) for (const c of p.hand) expect(json).not.toContain(`"${c}"`);
      for (const t of s.teams)
        for (const x of t.penalties) expect(json).not.toContain(`"${x.card}"`);
    }
    expect(
      s.events.some((e) => e.type === "turnEnd" && e.reason === "penalty" && e.card === null),
    ).toBe(true);
  });
});

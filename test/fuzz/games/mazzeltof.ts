/**
 * MazzelTof for the fuzzer: the 108 cards are in exactly one place, the reserve is never drawn
 * in MAIN, piles ascend by one and stop before the ace. Hidden from a reader: the hands of
 * positions it does not hold (a partner's too, unless partners see hands), their penalty cards,
 * the face-down draw piles, the generator.
 */
import { mazzeltof } from "../../../src/engine/games/mazzeltof";
import { ALL_CARDS } from "../../../src/engine/games/mazzeltof/cards";
import { partnerOf, positionsOf } from "../../../src/engine/games/mazzeltof/table";
import type { CardId, MazzelTofState } from "../../../src/engine/games/mazzeltof/types";
import { check, fuzzSpec, sortedJson, swap, type Perturbation } from "../spec";

const SORTED = sortedJson(ALL_CARDS);

/** MazzelTof's fuzz spec. */
export const mazzeltofSpec = fuzzSpec(mazzeltof, {
  maxMoves: 3000,
  shortPass: 6,
  fixtureMoves: 40,
  invariants(s) {
    const all: CardId[] = [];
    for (const p of s.positions) all.push(...p.hand, ...p.open);
    for (const t of s.teams) all.push(...t.draw, ...t.penalties.map((x) => x.card));
    for (const pile of s.piles) for (const c of pile ?? []) all.push(c.card);
    for (const r of s.removed) for (const c of r.cards) all.push(c.card);
    check(sortedJson(all) === SORTED, "all 108 cards exactly once");
    for (const team of s.teams) {
      if (team.phase === "main") check(team.draw.length >= 6, "the reserve is never drawn in MAIN");
      else check(team.penalties.length === 0, "penalty cards join the pile in the ENDGAME");
    }
    for (const pile of s.piles) {
      if (!pile) continue;
      check(
        pile.length > 0 && pile.every((c, i) => i === 0 || c.rank === pile[i - 1]!.rank + 1),
        "piles ascend by one",
      );
      check(pile[pile.length - 1]!.rank < 14, "a pile at A is removed");
    }
    check(s.active >= 0 && s.active < s.positions.length, "the active position exists");
    check(s.events.length <= 200, "at most 200 events");
  },
  hidden(s, reader, rng) {
    const out: Perturbation<MazzelTofState>[] = [];
    const count = s.positions.length;
    const mine = reader === null ? [] : positionsOf(s, reader);
    const seen = new Set(mine);
    if (s.options.partnerSeesHand) for (const q of mine) seen.add(partnerOf(count, q) ?? q);
    const hiddenHands = s.positions
      .map((_, p) => p)
      .filter((p) => !seen.has(p) && s.positions[p]!.hand.length);
    for (const t of [0, 1] as const) {
      const draw = s.teams[t].draw;
      if (s.teams[t].phase !== "main" || draw.length < 2) continue;
      const i = rng.int(draw.length);
      const j = rng.int(draw.length);
      out.push({
        what: `team ${t}'s pile order`,
        apply: (c) => swap(c.teams[t].draw, i, c.teams[t].draw, j),
      });
      for (const p of hiddenHands) {
        const h = rng.int(s.positions[p]!.hand.length);
        out.push({
          what: `position ${p}'s hand card for a face-down pile card`,
          apply: (c) => swap(c.positions[p]!.hand, h, c.teams[t].draw, j),
        });
      }
      const pens = s.teams[t].penalties;
      const k = pens.findIndex((x) => !mine.includes(x.pos));
      if (k >= 0)
        out.push({
          what: `a penalty card of position ${pens[k]!.pos} for a face-down pile card`,
          apply: (c) => {
            const pen = c.teams[t].penalties[k]!;
            const card = pen.card;
            if (card === c.teams[t].draw[i]) return false;
            pen.card = c.teams[t].draw[i]!;
            c.teams[t].draw[i] = card;
            return true;
          },
        });
    }
    return out;
  },
  // Two forms play accepts besides the listed one: in the ENDGAME a pass naming the open top of
  // the draw pile it lays down (rules.ts, C2), listed without a card; and a play declaring the
  // very rank the card takes (piles.ts `placement`), listed without `rank` off an empty slot.
  unlisted: (s: MazzelTofState, m) => {
    const move = m as { type?: unknown; card?: unknown; slot?: unknown; rank?: unknown };
    const team = s.teams[(s.active % 2) as 0 | 1];
    if (move.type === "pass") return team.phase === "endgame" && move.card === team.draw.at(-1);
    if (move.type !== "play" || move.rank === undefined) return false;
    const plain = JSON.stringify({ type: "play", card: move.card, slot: move.slot });
    return mazzeltof
      .toAct(s)
      .some((seat) => mazzeltof.legalMoves(s, seat).some((l) => JSON.stringify(l) === plain));
  },
});

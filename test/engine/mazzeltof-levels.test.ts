/**
 * MazzelTof's computer levels in positions of random games (2, 3 and 4 seats, with and without
 * partners seeing each other's hands): every level's move is legal, none changes when a card
 * hidden from the deciding seat changes (another hand, the face-down draw order, a penalty card,
 * the generator), and the levels really differ.
 */
import { mazzeltof } from "../../src/engine/games/mazzeltof";
import { positionsOf } from "../../src/engine/games/mazzeltof/table";
import type { MazzelTofState } from "../../src/engine/games/mazzeltof/types";
import { handForDraw, seesHand } from "./mazzeltof-helpers";
import { copy, describeLevels, reseeded, type Hidden, type TestRng } from "./levels-helpers";

/** Changes the seat cannot see. */
function hide(s: MazzelTofState, seat: number, rng: TestRng): Hidden<MazzelTofState>[] {
  const out: Hidden<MazzelTofState>[] = [];
  const count = s.positions.length;
  const hidden = Array.from({ length: count }, (_, q) => q).filter(
    (q) => !seesHand(s, seat, q) && s.positions[q]!.hand.length > 0,
  );
  for (const q of hidden) {
    const team = s.teams[q % 2]!;
    if (team.phase !== "main" || team.draw.length === 0) continue;
    out.push({ name: `hand ${q} <-> draw pile`, state: handForDraw(s, q, rng) });
  }
  if (hidden.length >= 2) {
    const [a, b] = [hidden[0]!, hidden[hidden.length - 1]!];
    const m = copy(s);
    const [ha, hb] = [m.positions[a]!.hand, m.positions[b]!.hand];
    [ha[0], hb[0]] = [hb[0]!, ha[0]!];
    out.push({ name: `hand ${a} <-> hand ${b}`, state: m });
  }
  const mine = positionsOf(s, seat);
  for (const t of [0, 1] as const) {
    const team = s.teams[t]!;
    if (team.phase !== "main") continue;
    const m = copy(s);
    m.teams[t]!.draw.reverse();
    const pen = m.teams[t]!.penalties.find((x) => !mine.includes(x.pos));
    if (pen && m.teams[t]!.draw.length > 0) {
      const j = rng.int(m.teams[t]!.draw.length);
      [pen.card, m.teams[t]!.draw[j]] = [m.teams[t]!.draw[j]!, pen.card];
    }
    out.push({ name: `draw ${t} reversed, a penalty card changed`, state: m });
  }
  out.push(reseeded(s));
  return out;
}

describeLevels<MazzelTofState>(mazzeltof, {
  count: 70,
  options: [{}, { partnerSeesHand: true, twoPlayerDrawFive: 7 }],
  seats: [2, 3, 4],
  hide,
});

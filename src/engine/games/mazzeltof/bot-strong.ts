/**
 * The strong computer player. It reads only its own view and plans the whole turn: a search
 * over every order of plays from what it may use (its hand, its and its partner's open cards,
 * the face-up draw-pile top in the ENDGAME) onto the three piles, wilds at every useful rank,
 * and every way to end the turn (each pass card, DrawFive, ending with an empty hand). Each
 * plan's end is weighed by what decides the race (spec §8–§10): the cards the team will draw
 * next turn (a smaller hand draws more), DrawFive at once, ENDGAME cards gone, a 10 that skips
 * the opponent, no penalty card, wilds kept for later, and as few plays as possible left to the
 * next opponent's open cards (which everyone sees). It returns the plan's first move and plans
 * again at the next call. Nothing is hidden from the search but the cards still to be drawn,
 * which it does not guess: DrawFive ends a plan. The search is bounded by a count of positions,
 * never a clock, and has no randomness: the same view gives the same move.
 */
import type { Seat } from "../../core/game";
import { ACE, LOWEST, SLOTS, TEN, cardInfo } from "./cards";
import { skipAnswer } from "./bot";
import { colourFits, topRank } from "./piles";
import { OPEN_LIMIT, partnerOf, teamOf } from "./table";
import type { CardId, MazzelTofMove, MazzelTofState, MazzelTofView, Slot } from "./types";
import { buildView } from "./view";

/**
 * The search's budget (plays tried and plan ends weighed per decision) and the weights of a
 * plan's end, in "cards of progress": a card the team draws or an ENDGAME card gone is worth 1.
 */
export const STRONG = {
  steps: 20000,
  /** A card drawn at the start of the next turn (the refill, max(2, H − hand)). */
  nextDraw: 1,
  /** A card drawn now by DrawFive, and what the fresh cards may still add this turn. */
  drawnNow: 1,
  drawFiveExtra: 1.5,
  /** An ENDGAME card played or passed (progress itself). */
  queueGone: 1.2,
  /** The next opponent misses a turn (§7). */
  ten: 3,
  /** A penalty card (one more card in the ENDGAME, §5, §9). */
  penalty: 2,
  /** Each play the next opponent's open cards (and ENDGAME top) would have on the piles left. */
  opponentPlay: 0.6,
  /** A wild kept in hand, and an open card played (its slot free for a later pass). */
  wildKept: 0.5,
  openPlayed: 0.25,
  /** A passed card that fits a pile soon (the partner or this seat plays it next). */
  passFits: 0.3,
};

/** A card the position may play, where it is. */
interface Avail {
  card: CardId;
  source: "hand" | "open" | "partnerOpen";
  rank: number;
  wild: boolean;
  joker: boolean;
  /** Cards alike for every later play share a key (the search tries one of them). */
  key: string;
}

/** A point in the turn: pile tops (0: EMPTY), the cards used, the ENDGAME cards played. */
interface Node {
  tops: [number, number, number];
  used: number;
  q: number;
  ten: boolean;
  jokerDue: boolean;
}

/** A plan's first move and its value. */
interface Best {
  move: MazzelTofMove | null;
  value: number;
}

/** What the planner reads from the view. */
interface Turn {
  v: MazzelTofView;
  p: number;
  endgame: boolean;
  avail: Avail[];
  queue: CardId[];
  handSize: number;
  openCount: number;
  aboveReserve: number;
  drawFive: number;
  /** The next opponent's open cards and ENDGAME queue (top first). */
  oppOpen: CardId[];
  oppQueue: CardId[];
}

function describe(v: MazzelTofView): Turn {
  const p = v.active as number;
  const me = v.positions[p];
  const t = teamOf(p);
  const team = v.teams[t];
  const partner = partnerOf(v.positions.length, p);
  const avail: Avail[] = [];
  const add = (card: CardId, source: Avail["source"]) => {
    const info = cardInfo(card);
    const colour = info.joker ? "j" : (info.colour ?? "");
    avail.push({
      card,
      source,
      rank: info.rank,
      wild: info.wild,
      joker: info.joker,
      key: `${source}${info.rank}${colour}`,
    });
  };
  for (const c of me?.hand ?? []) add(c, "hand");
  for (const c of me?.open ?? []) add(c, "open");
  if (partner !== null) for (const c of v.positions[partner]?.open ?? []) add(c, "partnerOpen");
  const next = (p + 1) % v.positions.length;
  return {
    v,
    p,
    endgame: team.phase === "endgame",
    avail,
    queue: team.queue ?? [],
    handSize: v.handSize,
    openCount: me?.open.length ?? 0,
    aboveReserve: team.aboveReserve,
    drawFive: v.positions.length === 2 ? v.options.twoPlayerDrawFive : 5,
    oppOpen: [...(v.positions[next]?.open ?? [])],
    oppQueue: v.teams[teamOf(next)].queue ?? [],
  };
}

/** The rank `card` would show on a slot with top `top` (0: EMPTY), or 0 when it cannot go there. */
function fit(
  slot: Slot,
  top: number,
  card: CardId,
  rank: number,
  wild: boolean,
  declared: number,
): number {
  if (!colourFits(slot, card)) return 0;
  if (top === 0) {
    if (wild) return declared;
    return rank >= LOWEST && rank < ACE ? rank : 0;
  }
  if (top >= ACE) return 0;
  return wild || rank === top + 1 ? top + 1 : 0;
}

/** How many of `cards` (then `queue`, top first) could follow on `tops` one after another. */
function chain(
  tops: readonly number[],
  cards: readonly CardId[],
  queue: readonly CardId[],
): number {
  const t = [...tops];
  const pool = cards.filter((c) => !cardInfo(c).wild);
  let q = 0;
  let n = 0;
  for (let progress = true; progress;) {
    progress = false;
    for (let i = 0; i < 3; i++) {
      const top = t[i] ?? 0;
      if (top === 0) continue;
      const slot = SLOTS[i] as Slot;
      const fits = (c: CardId) => cardInfo(c).rank === top + 1 && colourFits(slot, c);
      const head = queue[q];
      let ok = false;
      if (head !== undefined && !cardInfo(head).wild && fits(head)) {
        q++;
        ok = true;
      } else {
        const k = pool.findIndex(fits);
        if (k >= 0) {
          pool.splice(k, 1);
          ok = true;
        }
      }
      if (ok) {
        n++;
        t[i] = top + 1 >= ACE ? 0 : top + 1;
        progress = true;
      }
    }
  }
  return n;
}

/** The ranks worth declaring for a wild starting an EMPTY slot: under a card that follows, 10. */
function startRanks(turn: Turn, node: Node, slot: Slot): number[] {
  const out = new Set<number>([TEN]);
  const head = turn.queue[node.q];
  const follow = (card: CardId) => {
    const info = cardInfo(card);
    if (!info.wild && colourFits(slot, card) && info.rank - 1 >= LOWEST && info.rank - 1 < ACE) {
      out.add(info.rank - 1);
    }
  };
  if (head !== undefined) follow(head);
  turn.avail.forEach((a, i) => {
    if (!(node.used & (1 << i))) follow(a.card);
  });
  return [...out].sort((a, b) => a - b);
}

/** The value of ending the turn at `node` with `end`. */
function endValue(turn: Turn, node: Node, end: MazzelTofMove): number {
  const W = STRONG;
  let handLeft = 0;
  let wilds = 0;
  let openPlayed = 0;
  turn.avail.forEach((a, i) => {
    const used = (node.used & (1 << i)) !== 0;
    if (a.source === "hand" && !used) {
      handLeft++;
      if (a.wild) wilds++;
    }
    if (a.source !== "hand" && used) openPlayed++;
  });
  let value = W.openPlayed * openPlayed + (node.ten ? W.ten : 0);
  value -= W.opponentPlay * chain(node.tops, turn.oppOpen, turn.oppQueue);
  if (turn.endgame) {
    // The pass lays the next queue card open: one more card gone, the last one wins (M20).
    if (node.q + 1 >= turn.queue.length) return 1e6;
    return value + W.queueGone * (node.q + 1);
  }
  if (end.type === "drawFive") {
    const n = Math.min(turn.drawFive, turn.aboveReserve);
    return value + W.drawnNow * n + W.drawFiveExtra + W.wildKept * wilds;
  }
  if (end.type === "pass" && end.card !== undefined) {
    const info = cardInfo(end.card);
    handLeft -= 1;
    if (info.wild) wilds -= 1;
    const openNow = turn.openCount - openedPlayed(turn, node);
    if (openNow >= OPEN_LIMIT) value -= W.penalty;
    else if (!info.wild) {
      // A card one or two above a pile is soon played from the open cards.
      let best = 99;
      SLOTS.forEach((slot, i) => {
        const top = node.tops[i] ?? 0;
        if (top !== 0 && colourFits(slot, end.card as CardId)) {
          const d = info.rank - top;
          if (d > 0 && d < best) best = d;
        }
      });
      if (best <= 2) value += W.passFits * (3 - best);
    }
  }
  const draw = Math.min(Math.max(2, turn.handSize - handLeft), turn.aboveReserve);
  return value + W.nextDraw * draw + W.wildKept * wilds;
}

/** How many of this position's own open cards the node has played. */
function openedPlayed(turn: Turn, node: Node): number {
  let n = 0;
  turn.avail.forEach((a, i) => {
    if (a.source === "open" && node.used & (1 << i)) n++;
  });
  return n;
}

/** The turn's endings available at `node`. */
function endings(turn: Turn, node: Node): MazzelTofMove[] {
  if (node.jokerDue) return [];
  if (turn.endgame) return [{ type: "pass" }];
  const out: MazzelTofMove[] = [];
  const seen = new Set<string>();
  turn.avail.forEach((a, i) => {
    if (a.source !== "hand" || node.used & (1 << i) || seen.has(a.key)) return;
    seen.add(a.key);
    out.push({ type: "pass", card: a.card });
  });
  if (out.length === 0) {
    if (turn.aboveReserve > 0) out.push({ type: "drawFive" });
    out.push({ type: "endTurn" });
  }
  return out;
}

/** Searches the plans from `node`; the best first move (null: none but an ending). */
function search(turn: Turn, node: Node, budget: { left: number }, memo: Map<string, number>): Best {
  let best: Best = { move: null, value: -Infinity };
  for (const end of endings(turn, node)) {
    const x = endValue(turn, node, end);
    budget.left--;
    if (x > best.value) best = { move: end, value: x };
  }
  if (budget.left <= 0) return best;
  const tried = new Set<string>();
  const child = (move: MazzelTofMove, next: Node, win: boolean): void => {
    let value: number;
    if (win) value = 1e6;
    else {
      const flags = `${next.ten ? 1 : 0}${next.jokerDue ? 1 : 0}`;
      const key = `${next.tops.join(",")}|${next.used}|${next.q}|${flags}`;
      const known = memo.get(key);
      if (known !== undefined) value = known;
      else {
        value = search(turn, next, budget, memo).value;
        memo.set(key, value);
      }
    }
    if (value > best.value) best = { move, value };
  };
  const place = (
    card: CardId,
    rank: number,
    wild: boolean,
    use: (n: Node) => Node,
    isQueue: boolean,
    tag: string,
  ) => {
    for (let s = 0; s < 3; s++) {
      const slot = SLOTS[s] as Slot;
      const top = node.tops[s] ?? 0;
      const ranks = wild && top === 0 ? startRanks(turn, node, slot) : [0];
      for (const declared of ranks) {
        const r = fit(slot, top, card, rank, wild, declared);
        if (r === 0) continue;
        const sig = `${tag}@${s}:${r}`;
        if (tried.has(sig)) continue;
        tried.add(sig);
        budget.left--;
        const next = use({ ...node, tops: [...node.tops] as Node["tops"] });
        next.tops[s] = r >= ACE ? 0 : r;
        if (r === TEN) next.ten = true;
        const move: MazzelTofMove =
          wild && top === 0 ? { type: "play", card, slot, rank: r } : { type: "play", card, slot };
        const win = isQueue && next.q >= turn.queue.length;
        child(move, next, win);
      }
    }
  };
  const head = turn.queue[node.q];
  if (turn.endgame && head !== undefined) {
    const info = cardInfo(head);
    place(head, info.rank, info.wild, (n) => ({ ...n, q: n.q + 1 }), true, "queue");
  }
  turn.avail.forEach((a, i) => {
    if (node.used & (1 << i)) return;
    place(
      a.card,
      a.rank,
      a.wild,
      (n) => ({
        ...n,
        used: n.used | (1 << i),
        jokerDue: n.jokerDue && !(a.joker && a.source === "hand"),
      }),
      false,
      a.key,
    );
  });
  return best;
}

/** The strong player's move for `seat`; call only when the seat is to act. */
export function strongBot(state: MazzelTofState, seat: Seat): MazzelTofMove {
  return strongDecide(buildView(state, seat, false));
}

/** The strong player's move from the seat's view alone. */
export function strongDecide(v: MazzelTofView): MazzelTofMove {
  const p = v.active as number;
  const me = v.positions[p];
  if (v.phase === "skipDecision") return skipAnswer(me?.hand ?? []);
  const turn = describe(v);
  // Masks hold 31 cards; a bigger choice (a huge hand) searches the first ones only.
  if (turn.avail.length > 30) turn.avail.length = 30;
  const node: Node = {
    tops: [topRank(v.piles[0]) ?? 0, topRank(v.piles[1]) ?? 0, topRank(v.piles[2]) ?? 0],
    used: 0,
    q: 0,
    ten: v.turn.ten,
    jokerDue: v.turn.jokerDue,
  };
  const best = search(turn, node, { left: STRONG.steps }, new Map());
  if (best.move) return best.move;
  // Only reachable with a joker due and the budget spent: play it where it fits.
  const joker = (me?.hand ?? []).find((c) => cardInfo(c).joker);
  if (joker) {
    for (let s = 0; s < 3; s++) {
      const slot = SLOTS[s] as Slot;
      const top = node.tops[s] ?? 0;
      if (top === 0) return { type: "play", card: joker, slot, rank: LOWEST };
      return { type: "play", card: joker, slot };
    }
  }
  return turn.endgame ? { type: "pass" } : { type: "endTurn" };
}

/**
 * The computer player. It reads only its own view (never the deck or the opponent's hand) and
 * plays like a careful person: a flexible side deck, save busts with a minus card, reach 20
 * with a card, beat a stood opponent, stand on 18–20, use the tiebreaker, keep the other cards.
 * Deterministic and cheap: a handful of simulated placements per call.
 */
import type { Seat } from "../../core/game";
import { boardTotal, copyBoard, placeSide } from "./board";
import { BOARD_SLOTS, TARGET, declaredValues, sideKind } from "./cards";
import { nextUint32 } from "../../core/rng";
import { BOT_DECKS } from "./presets";
import type { PazaakMove, PazaakState, SideCardId } from "./types";
import { view } from "./view";

/** One side-card option, simulated on copies of the visible boards. */
interface Option extends Weighed {
  move: PazaakMove;
}

/** How much a card is worth keeping: duals and V12 are the most useful later. */
export function keepValue(card: SideCardId): number {
  switch (sideKind(card)) {
    case "plus":
    case "minus":
      return 1;
    case "flip":
    case "double":
      return 0;
    case "tiebreak":
      return 3;
    default:
      return 2;
  }
}

/**
 * The computer's side deck: one of BOT_DECKS, varied from match to match. The pick reads the
 * next number of the state's generator without advancing it (the bot returns a move, never a
 * state), so it is deterministic for a state, differs between seeds, and reveals nothing: the
 * deck stays secret like any other, and the number is never used to draw a card.
 */
function sideDeckFor(state: PazaakState, seat: Seat): readonly SideCardId[] {
  const [x] = nextUint32(state.rng);
  const deck = BOT_DECKS[(x + seat) % BOT_DECKS.length];
  return deck ?? BOT_DECKS[0] ?? [];
}

/** A sensible move for `seat`; call only when the seat is to act. */
export function bot(state: PazaakState, seat: Seat): PazaakMove {
  const v = view(state, seat);
  if (v.phase === "sideDeck") return { type: "sideDeck", cards: [...sideDeckFor(state, seat)] };
  const me = v.seats[seat as 0 | 1];
  const opp = v.seats[seat === 0 ? 1 : 0];
  const t = me.total;
  const o = opp.total;

  const options: Option[] = [];
  if (!v.sidePlayed && me.board.length < BOARD_SLOTS) {
    for (const card of new Set(me.hand ?? [])) {
      for (const value of declaredValues(card) ?? [undefined]) {
        const own = copyBoard(me.board);
        const theirs = copyBoard(opp.board);
        placeSide(own, theirs, card, value, v.options);
        options.push({
          move: value === undefined ? { type: "play", card } : { type: "play", card, value },
          total: boardTotal(own),
          oppTotal: boardTotal(theirs),
          tiebreak: me.tiebreak || card === "TB",
          cost: keepValue(card),
        });
      }
    }
  }
  const d = decide(t, o, me.tiebreak, opp, options);
  return typeof d === "string" ? { type: d } : d.move;
}

/** What the normal player's choice reads of one side-card option. */
export interface Weighed {
  /** Both totals after the card. */
  total: number;
  oppTotal: number;
  /** Whether the seat holds the tiebreak mark after it. */
  tiebreak: boolean;
  /** Cost of spending this card: flexible cards are worth keeping (lower is cheaper). */
  cost: number;
}

/**
 * The normal player's choice on its totals `t` and `o` and its side-card `options`: one of the
 * options, or to stand, or to end the turn. The simulator (sim.ts) plays both seats with it.
 */
export function decide<W extends Weighed>(
  t: number,
  o: number,
  tiebreak: boolean,
  opp: { stood: boolean; tiebreak: boolean },
  options: readonly W[],
): W | "stand" | "endTurn" {
  /** The best option by a score (higher better), cheaper cards first on equal scores. */
  const best = (score: (o: W) => number | null): W | null => {
    let pick: W | null = null;
    let pickScore = -Infinity;
    for (const opt of options) {
      const s = score(opt);
      if (s === null) continue;
      if (s > pickScore || (s === pickScore && pick !== null && opt.cost < pick.cost)) {
        pick = opt;
        pickScore = s;
      }
    }
    return pick;
  };

  // Over 20 after the draw: save the turn with the card that lands highest (A2: not bust yet).
  if (t > TARGET) return best((x) => (x.total <= TARGET ? x.total : null)) ?? "endTurn";

  if (opp.stood) {
    // The opponent is done: beat their total, or tie it with the tiebreak mark on our side.
    const wins = (total: number, oppTotal: number, tb: boolean): boolean =>
      total <= TARGET &&
      (oppTotal > TARGET || total > oppTotal || (total === oppTotal && tb && !opp.tiebreak));
    if (wins(t, o, tiebreak)) return "stand";
    const winning = best((x) => (wins(x.total, x.oppTotal, x.tiebreak) ? 100 - x.cost : null));
    if (winning) return winning;
    // Against 19 or 20 a win is unlikely by drawing: a card that ties is the next best thing.
    const tying = (x: W): boolean =>
      x.total === x.oppTotal && !(opp.tiebreak && !x.tiebreak) && x.total >= 19;
    if (t < o) {
      const tie = best((x) => (tying(x) ? 10 - x.cost : null));
      if (tie) return tie;
    }
    // A tie is not counted: accept it on a high total rather than risk a bust.
    if (t === o && t >= 17) return "stand";
    return "endTurn";
  }

  // The opponent still plays. Reaching exactly 20 with a card is the best turn there is.
  const twenty = best((x) => (x.total === TARGET ? 10 - x.cost : null));
  if (twenty) return twenty;
  if (t >= 18) return "stand";
  // 17 is decent; stand on it unless the opponent already sits higher.
  if (t === 17 && !(o > 17 && o <= TARGET)) return "stand";
  return "endTurn";
}

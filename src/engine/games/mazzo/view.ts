/**
 * What a reader may see (spec §4 information model, C3): loot piles, hand counts, the draw pile
 * count and the declared ability are public; a hand and a face-down card only to their owner;
 * the defender's hand to everyone while the attacker chooses after a caught bluff. The rng, the
 * draw pile's order and the seed never leave the state.
 */
import { sharedLog } from "../../core/event-log";
import type { Seat } from "../../core/game";
import { other, toAct } from "./rules";
import type { MazzoMove, MazzoState, MazzoView, SeatView, TableView } from "./types";

function seatView(state: MazzoState, s: 0 | 1, mine: boolean): SeatView {
  const out: SeatView = { handCount: state.hands[s].length, loot: [...state.loot[s]] };
  if (mine) out.hand = [...state.hands[s]];
  return out;
}

function tableView(state: MazzoState, me: Seat | null): TableView {
  const t = state.table;
  const attacker = state.attacker;
  const out: TableView = {
    attackDown: t.attack !== null,
    // The ability rests on the table only when declared out loud (A6's secret one never rests).
    ability: t.ability,
    defense: t.defense === null ? null : t.defenseFaceUp ? "faceUp" : "faceDown",
  };
  if (t.attack !== null && me === attacker) out.attackCard = t.attack;
  if (t.defense !== null && (t.defenseFaceUp || me === other(attacker))) {
    out.defenseCard = t.defense;
  }
  return out;
}

/**
 * The view of `seat` (0 or 1), or of a spectator (null; any other number is treated the same).
 * Every part is a fresh copy but the events, shared frozen with the state (core/event-log.ts).
 */
export function view(state: MazzoState, seat: Seat | null): MazzoView {
  const me = seat === 0 || seat === 1 ? seat : null;
  return {
    phase: state.phase,
    you: me,
    turn: state.turn,
    attacker: state.attacker,
    defender: other(state.attacker),
    firstAttacker: state.firstAttacker,
    toAct: toAct(state),
    seats: [seatView(state, 0, me === 0), seatView(state, 1, me === 1)],
    drawPileCount: state.drawPile.length,
    discard: [...state.discard],
    table: tableView(state, me),
    revealed: state.revealed && [...state.revealed],
    winner: state.winner,
    endReason: state.endReason,
    options: { ...state.options },
    events: sharedLog(state.events),
  };
}

/**
 * A move as a reader sees it in the log: the attack card and the denied card are face down,
 * so anyone but the actor sees `{type: "attack", ability}` and `{type: "deny"}` without the
 * card. (A6's secret ability is revealed by the same move's clash, so it is not redacted.)
 * Other moves are public.
 */
export function moveView(move: MazzoMove, actor: Seat, reader: Seat | null): unknown {
  if (reader === actor) return structuredCopy(move);
  if (move.type === "attack") return { type: "attack", ability: move.ability };
  if (move.type === "deny") return { type: "deny" };
  return structuredCopy(move);
}

function structuredCopy(move: MazzoMove): MazzoMove {
  return move.type === "take"
    ? { type: "take", cards: [move.cards[0], move.cards[1]] }
    : { ...move };
}

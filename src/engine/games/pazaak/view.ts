/**
 * What a reader may see (spec §6.2): both boards, totals, flags, sets won, hand counts and the
 * table deck count are public; a seat's hand and side deck are shown to that seat only. The rng,
 * the deck order and the seed never leave the state.
 */
import { freezeEvent } from "../../core/frozen";
import type { Seat } from "../../core/game";
import { boardTotal } from "./board";
import type {
  PazaakEvent,
  PazaakMove,
  PazaakState,
  PazaakView,
  SeatState,
  SeatView,
} from "./types";

function seatView(s: SeatState, mine: boolean): SeatView {
  const out: SeatView = {
    board: s.board.map((c) => ({ ...c })),
    total: boardTotal(s.board),
    stood: s.stood,
    tiebreak: s.tiebreak,
    setsWon: s.setsWon,
    handCount: s.hand.length,
    sideDeckChosen: s.sideDeck !== null,
  };
  if (mine) {
    out.hand = [...s.hand];
    if (s.sideDeck) out.sideDeck = [...s.sideDeck];
  }
  return out;
}

/**
 * An event as a view carries it. The few that hold arrays (a reveal, a set's or the match's
 * end: a handful per match) are copied, so a view never shares an array with the state; every
 * other event is flat and shared frozen (core/frozen.ts), which spares copying up to 200
 * events for every reader of every move.
 */
function shareEvent(e: PazaakEvent): PazaakEvent {
  if (e.type === "reveal" || e.type === "setEnd" || e.type === "matchEnd") return copyEvent(e);
  return freezeEvent(e);
}

/** A copy of an event that holds arrays. */
function copyEvent(e: PazaakEvent): PazaakEvent {
  if (e.type === "reveal") return { ...e, cards: [e.cards[0], e.cards[1]] };
  if (e.type === "setEnd") {
    const out = { ...e, totals: [e.totals[0], e.totals[1]] as [number, number] };
    if (e.boards)
      out.boards = [e.boards[0].map((c) => ({ ...c })), e.boards[1].map((c) => ({ ...c }))];
    if (e.sets) out.sets = [e.sets[0], e.sets[1]];
    return out;
  }
  if (e.type === "matchEnd") return { ...e, sets: [e.sets[0], e.sets[1]] };
  return { ...e };
}

/**
 * The view of `seat` (0 or 1), or of a spectator (null; any other number is treated the same).
 * Every part is a fresh copy but the flat events, which are shared frozen (changing one throws).
 */
export function view(state: PazaakState, seat: Seat | null): PazaakView {
  const me = seat === 0 || seat === 1 ? seat : null;
  return {
    phase: state.phase,
    you: me,
    seats: [seatView(state.seats[0], me === 0), seatView(state.seats[1], me === 1)],
    set: state.set,
    starter: state.starter,
    active: state.phase === "playing" ? state.active : null,
    sidePlayed: state.sidePlayed,
    tableDeckCount: state.deck.length,
    winner: state.winner,
    options: { ...state.options },
    events: state.events.map(shareEvent),
  };
}

/**
 * A move as a reader sees it in the log: a chosen side deck is secret (§4.1, hidden choice),
 * so anyone but its actor sees `{type: "sideDeck"}` without cards. Other moves are public.
 */
export function moveView(move: PazaakMove, actor: Seat, reader: Seat | null): unknown {
  if (move.type === "sideDeck") {
    return reader === actor ? { type: "sideDeck", cards: [...move.cards] } : { type: "sideDeck" };
  }
  return { ...move };
}

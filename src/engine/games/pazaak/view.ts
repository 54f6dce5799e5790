/**
 * What a reader may see (spec §6.2): both boards, totals, flags, sets won, hand counts and the
 * table deck count are public; a seat's hand and side deck are shown to that seat only. The rng,
 * the deck order and the seed never leave the state. ./view-text.ts writes the same views as
 * JSON straight from the state (the authority's encoder): change both together.
 */
import { freezeEvent, frozenLog } from "../../core/frozen";
import type { Seat } from "../../core/game";
import { boardTotal } from "./board";
import type { PazaakMove, PazaakState, PazaakView, SeatState, SeatView } from "./types";

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
 * The view of `seat` (0 or 1), or of a spectator (null; any other number is treated the same).
 * Every part is a fresh copy but the events, which are shared frozen (changing one throws,
 * core/frozen.ts): copying up to 200 events for every reader of every move was most of the
 * authority's cost per move.
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
    // Shared frozen like the events (frozen here if the state was read back from storage).
    options: freezeEvent(state.options),
    events: frozenLog(state.events),
  };
}

/**
 * A move as a reader sees it in the log: a chosen side deck is secret (§4.1, hidden choice),
 * so anyone but its actor sees `{type: "sideDeck"}` without cards, whether it was chosen or
 * drawn at random (the table does not tell them apart either: found by the fuzzer).
 * Other moves are public.
 */
export function moveView(move: PazaakMove, actor: Seat, reader: Seat | null): unknown {
  if (move.type === "sideDeck" || move.type === "randomSideDeck") {
    if (reader !== actor) return { type: "sideDeck" };
    return move.type === "sideDeck" ? { type: "sideDeck", cards: [...move.cards] } : { ...move };
  }
  return { ...move };
}

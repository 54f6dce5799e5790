/**
 * What a reader may see: the trick on the table, every trick pile (all their cards were seen
 * face up, and the Fool's gift is passed openly), counts, marks and the public events. A
 * seat's hand is shown to that seat only; the set-aside cards only as a count; the rng and
 * the deck order never leave the state.
 */
import { sharedLog } from "../../core/event-log";
import type { Seat } from "../../core/game";
import { giftCandidates } from "./rules";
import { legalCards } from "./trick";
import type { MattazzaMove, MattazzaState, MattazzaView, SeatView } from "./types";

/**
 * The view of `seat`, or of a spectator (null; any number that is not a seat is treated the
 * same). Every part is a fresh copy but the events, shared frozen with the state (core/event-log.ts).
 */
export function view(state: MattazzaState, seat: Seat | null): MattazzaView {
  const me =
    seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.seatCount ? seat : null;
  const seats: SeatView[] = [];
  for (let s = 0; s < state.seatCount; s++) {
    const sv: SeatView = {
      seat: s,
      inMatch: state.inMatch[s] ?? false,
      handCount: state.hands[s]?.length ?? 0,
      pile: [...(state.piles[s] ?? [])],
      tricksWon: state.tricksWon[s] ?? 0,
      bonus: state.bonus[s] ?? 0,
      marks: state.marks[s] ?? 0,
      calledForHelp: state.called[s] ?? false,
    };
    if (s === me) sv.hand = [...(state.hands[s] ?? [])];
    seats.push(sv);
  }
  let playable: MattazzaView["playable"] = [];
  if (me !== null && state.phase !== "over" && state.turn === me) {
    playable =
      state.phase === "give"
        ? [...new Set(giftCandidates(state.piles[me] ?? []))]
        : legalCards(state.hands[me] ?? [], state.trick);
  }
  return {
    phase: state.phase,
    you: me,
    seatCount: state.seatCount,
    hand: state.hand,
    dealer: state.dealer,
    turn: state.phase === "over" ? null : state.turn,
    trick: state.trick.map((p) => ({ ...p })),
    tricksPlayed: state.tricksPlayed,
    lastWinner: state.lastWinner,
    seats,
    setAsideCount: state.setAside.length,
    foolDebt: state.foolDebt && { ...state.foolDebt },
    playable,
    result: state.result && {
      winners: [...state.result.winners],
      losers: [...state.result.losers],
    },
    options: { ...state.options },
    events: sharedLog(state.events),
  };
}

/**
 * A move as a reader sees it in the log. Every Mattazza move is public: a played card is
 * face up, the Fool's gift is passed openly (README "Decisions") and a call for help is an
 * announcement. So every reader sees the whole move.
 */
export function moveView(move: MattazzaMove, _actor: Seat, _reader: Seat | null): unknown {
  return { ...move };
}

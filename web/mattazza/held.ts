/**
 * What the seat strip shows while a trick's or a hand's result is still on screen: the seats as
 * they were at that moment (cards left, tricks, marks, who was still in, the dealer), worked
 * out from the public events, so the next hand (already dealt by the engine) does not show
 * behind the last one's score. Display only.
 */
import type { MattazzaEvent, MattazzaView } from "../../src/engine/games/mattazza/types";

/** One seat as the strip shows it. */
export interface SeatShown {
  handCount: number;
  tricksWon: number;
  marks: number;
  inMatch: boolean;
}

/** The seats and dealer now (live), from the view. */
export function liveSeats(view: MattazzaView): { seats: SeatShown[]; dealer: number } {
  return {
    seats: view.seats.map((s) => ({
      handCount: s.handCount,
      tricksWon: s.tricksWon,
      marks: s.marks,
      inMatch: s.inMatch,
    })),
    dealer: view.dealer,
  };
}

/**
 * The seats right after the event at `index` (a trick or a hand end); the live seats when the
 * capped log no longer holds that hand's deal.
 */
export function seatsAt(view: MattazzaView, index: number): { seats: SeatShown[]; dealer: number } {
  const events = view.events;
  const live = liveSeats(view);
  let dealAt = index;
  while (dealAt >= 0 && events[dealAt]?.type !== "deal") dealAt--;
  const deal = events[dealAt] as Extract<MattazzaEvent, { type: "deal" }> | undefined;
  if (!deal) return live;
  const n = view.seatCount;
  const handCount = Array.from({ length: n }, (_, s): number =>
    deal.players.includes(s) ? 10 : 0,
  );
  const tricks = Array.from({ length: n }, () => 0);
  for (let i = dealAt + 1; i <= index; i++) {
    const e = events[i];
    if (e?.type === "play") handCount[e.seat] = (handCount[e.seat] ?? 1) - 1;
    if (e?.type === "trick") tricks[e.winner] = (tricks[e.winner] ?? 0) + 1;
  }
  // Marks: a hand end at or after the moment says them; before it, without its new marks.
  let marks = live.seats.map((s) => s.marks);
  const inMatch = live.seats.map((s) => s.inMatch);
  for (let i = events.length - 1; i > index; i--) {
    const e = events[i];
    if (e?.type === "eliminated") for (const s of e.seats) inMatch[s] = true;
  }
  for (let i = index; i < events.length; i++) {
    const e = events[i];
    if (e?.type === "handEnd") {
      marks = e.marks.map((m, s) => (i > index && e.losers.includes(s) ? m - 1 : m));
      break;
    }
  }
  return {
    seats: live.seats.map((_, s) => ({
      handCount: handCount[s] ?? 0,
      tricksWon: tricks[s] ?? 0,
      marks: marks[s] ?? 0,
      inMatch: inMatch[s] ?? true,
    })),
    dealer: deal.dealer,
  };
}

/**
 * The seats whose table talk a reader hid for themselves, per game, on this device only (the
 * report form offers it; the talk panel shows it and takes it back). Nobody else is told, and
 * nothing is sent: a seat's messages still reach everyone else. Storage may be blocked: then it
 * holds for this visit only. A change is announced on `window` so the open panel follows.
 */
const KEY = (id: string) => `tavolo.talk.hidden-seats.${id}`;
/** The event a change sends on `window`. */
export const HIDDEN_SEATS_EVENT = "tavolo:talk-hidden-seats";

const memory = new Map<string, number[]>();

/** The seats of game `id` whose talk this reader hid. */
export function hiddenSeats(id: string): number[] {
  try {
    const raw = localStorage.getItem(KEY(id));
    if (raw !== null) {
      const seats: unknown = JSON.parse(raw);
      if (Array.isArray(seats)) return seats.filter((s): s is number => Number.isInteger(s));
    }
  } catch {
    /* blocked or malformed: what this visit remembers */
  }
  return memory.get(id) ?? [];
}

/** Hides (true) or shows again the talk of `seat` in game `id`, for this reader. */
export function hideSeat(id: string, seat: number, hidden: boolean): void {
  const now = hiddenSeats(id).filter((s) => s !== seat);
  if (hidden) now.push(seat);
  memory.set(id, now);
  try {
    if (now.length) localStorage.setItem(KEY(id), JSON.stringify(now));
    else localStorage.removeItem(KEY(id));
  } catch {
    /* blocked: kept for this visit */
  }
  window.dispatchEvent(new Event(HIDDEN_SEATS_EVENT));
}

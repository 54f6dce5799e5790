/**
 * The server's one clock. Everything timed (turn starts, reminders, deadlines, holidays, the
 * schedule) reads `now()` from here, so the workerd tests can move time forward by hand
 * (`advanceClock`) and then run the room's alarm, instead of waiting or asserting on timings.
 */

let offset = 0;

/** Milliseconds since the epoch, as the server sees them. */
export function now(): number {
  return Date.now() + offset;
}

/**
 * Moves the server's clock forward by `ms` (tests only: production never calls it). The
 * Durable Objects of a test run share the test's isolate, so they see the same clock.
 */
export function advanceClock(ms: number): void {
  offset += ms;
}

/**
 * Puts the server's clock back on the real time (tests only): the workerd suite runs its files
 * one after another in one isolate, and each file starts from the real time.
 */
export function resetClock(): void {
  offset = 0;
}

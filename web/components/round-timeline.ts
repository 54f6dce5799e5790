/**
 * The event timeline a table plays through: the round ends (a set, a trick, a hand, a clash)
 * found in a view's public events are queued as they arrive and shown one at a time, until the
 * reader moves on. Any game's table uses it: it passes its round-ending events, a key for each
 * and whether the newest should greet a reader who opens the page after it happened.
 *
 * The queue is worked out while rendering, not in an effect, so the render that first receives
 * the next round already shows the result instead: the next round's actions are never live
 * (not even for one frame) before the reader has seen how the last one ended.
 */
import { useRef, useState } from "preact/hooks";

/** What a table reads from its timeline. */
export interface RoundTimeline<E> {
  /** The round end to show now, or null when the table is live. */
  current: E | null;
  /** Round ends waiting after the current one (several arrive after a reconnection). */
  waiting: number;
  /** Moves on to the next queued round end, or back to the live table. */
  next(): void;
}

/**
 * Follows the round ends of a view (oldest first; the view's event log may be capped, so only
 * the keys matter, not positions).
 * @param ends every round-ending event now in the view, oldest first
 * @param keyOf a key unique to one round end (the set number, the trick number…)
 * @param showLatestOnLoad on the first render, queue the newest round end (a reader who comes
 *   back to a slow game sees how the last round went); later renders queue every new one
 */
export function useRoundTimeline<E>(
  ends: readonly E[],
  keyOf: (e: E) => string,
  showLatestOnLoad: boolean,
): RoundTimeline<E> {
  const state = useRef<{ seen: string | null; queue: E[] } | null>(null);
  const [, rerender] = useState(0);
  const last = ends[ends.length - 1];
  if (state.current === null) {
    state.current = {
      seen: last === undefined ? null : keyOf(last),
      queue: last !== undefined && showLatestOnLoad ? [last] : [],
    };
  } else if (last !== undefined && keyOf(last) !== state.current.seen) {
    const keys = ends.map(keyOf);
    const at = state.current.seen === null ? -1 : keys.lastIndexOf(state.current.seen);
    // A seen key that has left a capped log is older than everything still in it.
    state.current.queue.push(...ends.slice(at + 1));
    state.current.seen = keyOf(last);
  }
  const queue = state.current.queue;
  return {
    current: queue[0] ?? null,
    waiting: Math.max(0, queue.length - 1),
    next() {
      queue.shift();
      rerender((n) => n + 1);
    },
  };
}

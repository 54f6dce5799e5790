/**
 * The shared event log (src/engine/core/event-log.ts): a view's log is frozen with everything
 * in it, whether its events came from a move after a view of the last state (only the new ones
 * are walked) or from a state read back from JSON (none frozen yet).
 */
import { describe, expect, it } from "vitest";
import { logEvent, sharedLog } from "../../src/engine/core/event-log";

type E = { type: string; cards: string[]; at: { seat: number } };
const event = (n: number): E => ({ type: "play", cards: [`c${n}`], at: { seat: n % 2 } });

/** Every object inside `x` is frozen. */
function deeplyFrozen(x: unknown): boolean {
  if (x === null || typeof x !== "object") return true;
  return Object.isFrozen(x) && Object.values(x).every(deeplyFrozen);
}

describe("sharedLog", () => {
  it("freezes the events a move added after a view froze the earlier ones", () => {
    const draft = { events: [event(0), event(1)] };
    sharedLog(draft.events);
    logEvent(draft, event(2));
    logEvent(draft, event(3));
    expect(deeplyFrozen(sharedLog(draft.events))).toBe(true);
  });

  it("freezes a whole log none of whose events was frozen (a state read from JSON)", () => {
    const events = JSON.parse(JSON.stringify([event(0), event(1), event(2)])) as E[];
    expect(deeplyFrozen(sharedLog(events))).toBe(true);
    expect(() => events[0]!.cards.push("x")).toThrow();
  });
});

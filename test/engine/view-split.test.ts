/**
 * A view split into its public part and its own part (src/view-split.ts), on hand-made views
 * with the odd cases the games do not show: merged after a trip through JSON, the parts give the
 * view's very text (keys in order, a partly public value that is null or holds plain values, an
 * undefined value, the events and options left out); `samePublic` says two views alike exactly
 * when their public parts' texts are.
 */
import { describe, expect, it } from "vitest";
import { mergedView, ownPart, publicPart, samePublic, type PublicView } from "../../src/view-split";

const publicView: PublicView = { phase: true, seats: ["hand"], table: ["card"], extra: ["x"] };

/** A seat's view: its hand in its own seat, the table's card its own. */
function seatView(hand: string[], phase = "play"): Record<string, unknown> {
  return {
    phase,
    you: 0,
    seats: [{ n: 1, pile: ["a"], hand }, { n: 2, pile: [] }, 7],
    table: { down: true, card: "c1" },
    extra: null,
    gone: undefined,
    options: { big: true },
    events: [{ type: "x" }],
  };
}

/** The view as the stream rebuilds it: both parts through JSON, merged. */
function rebuilt(view: Record<string, unknown>): Record<string, unknown> {
  const shared = JSON.parse(JSON.stringify(publicPart(view, publicView)));
  const own = JSON.parse(JSON.stringify(ownPart(view, publicView)));
  return mergedView(shared, own);
}

/** The view's text without its events and options. */
function text(view: Record<string, unknown>): string {
  const { events: _e, options: _o, ...rest } = view;
  return JSON.stringify(rest);
}

describe("the view split", () => {
  it("gives back the view's very text, keys in order", () => {
    const spectator = { ...seatView([]), seats: [{ n: 1, pile: ["a"] }, { n: 2, pile: [] }, 7] };
    for (const view of [
      seatView(["h1", "h2"]),
      spectator,
      { ...seatView([]), table: { down: false } },
    ])
      expect(JSON.stringify(rebuilt(view))).toBe(text(view));
    // The public part has no hand and no card; the own part no pile.
    const view = seatView(["h1"]);
    expect(JSON.stringify(publicPart(view, publicView))).not.toMatch(/h1|c1|big/);
    expect(JSON.stringify(ownPart(view, publicView))).not.toMatch(/pile|down|big/);
  });

  it("takes a name the declaration inherits for a key that is not public", () => {
    const view = { phase: "play", constructor: ["c"], toString: { x: 1 }, hasOwnProperty: 2 };
    const shared = publicPart(view, publicView);
    expect(shared).toEqual({ phase: "play", constructor: 0, toString: 0, hasOwnProperty: 0 });
    expect(JSON.stringify(ownPart(view, publicView))).toBe(
      '{"constructor":["c"],"toString":{"x":1},"hasOwnProperty":2}',
    );
    expect(JSON.stringify(mergedView(shared, ownPart(view, publicView) as never))).toBe(
      JSON.stringify(view),
    );
  });

  it("says two views alike exactly when their public parts are", () => {
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [seatView(["h1"]), seatView(["h2", "h3"])],
      [seatView(["h1"]), seatView(["h1"], "over")],
      [seatView([]), { ...seatView([]), seats: [{ n: 1, pile: ["b"] }, { n: 2, pile: [] }, 7] }],
      [seatView([]), { ...seatView([]), you: 1 }],
      [seatView([]), { ...seatView([]), more: 1 }],
    ];
    // Items compared in place: a hidden key anywhere among the others, one item's key more or
    // out of order, an item not an object.
    const seats = (...items: unknown[]) => ({ ...seatView([]), seats: items });
    const pile = { n: 1, pile: ["a"] };
    for (const other of [
      [{ n: 1, hand: ["h"], pile: ["a"] }],
      [{ hand: [], n: 1, pile: ["a"], x: 0 }],
      [{ n: 1, pile: ["a"], hand: [], more: 1 }],
      [{ pile: ["a"], n: 1 }],
      [{ n: 1 }],
      [7],
      [{ hand: [] }],
      [{ n: 1, pile: ["b"], hand: [] }],
    ])
      cases.push([seats(pile), seats(...other)], [seats({ hand: [1] }), seats(...other)]);
    cases.push([seatView([]), { ...seatView([]), table: { down: true, card: "c2" } }]);
    cases.push([seatView([]), { ...seatView([]), table: { card: "c2", down: true } }]);
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    for (const [a, b] of cases) {
      const expected = same(publicPart(a, publicView), publicPart(b, publicView));
      expect(samePublic(a, b, publicView, same)).toBe(expected);
      expect(samePublic(b, a, publicView, same)).toBe(expected);
    }
  });
});

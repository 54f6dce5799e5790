/**
 * The games' hand-written event texts (games/<id>/event-text.ts, core/texts.ts `EventWriter`):
 * over whole random games, each text a writer gives is exactly `JSON.stringify` of the event,
 * and it writes most events (else the fast path would be dead code); an event whose members
 * differ in order, number or type from what the writer knows is left to JSON.stringify (null),
 * and a log written with a writer is the log JSON.stringify writes.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { games, type AnyGame } from "../../src/engine";
import { logText, type EventWriter } from "../../src/engine/core/texts";
import { eventText as mattazzaText } from "../../src/engine/games/mattazza/event-text";
import { eventText as mazzeltofText } from "../../src/engine/games/mazzeltof/event-text";
import { eventText as pazaakText } from "../../src/engine/games/pazaak/event-text";
import { eventText as mazzoText } from "../../src/engine/games/mazzo/event-text";
import { FuzzRng } from "../fuzz/rng";

/** Every event logged in a game of uniform random legal moves, in order, once each. */
function randomEvents(game: AnyGame, seats: number, seed: string): object[] {
  const rng = new FuzzRng(seed);
  let s = game.setup({ seats, options: v.parse(game.options, {}), seed }) as {
    events: object[];
  };
  const seen = new Set<object>();
  const out: object[] = [];
  const collect = () => {
    for (const e of s.events) if (!seen.has(e)) (seen.add(e), out.push(e));
  };
  collect();
  for (let i = 0; i < 3000 && game.toAct(s).length > 0; i++) {
    const toAct = game.toAct(s) as number[];
    const seat = toAct[rng.int(toAct.length)]!;
    const legal = game.legalMoves(s, seat) as unknown[];
    const r = game.play(s, seat, legal[rng.int(legal.length)]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state as typeof s;
    collect();
  }
  return out;
}

/** Each writer, the types it writes, and the least share of a random game's events they are. */
const cases: { id: string; seats: number; write: EventWriter; types: string[]; share: number }[] = [
  // Random Pazaak sets are short: their starts, ends and the side decks are a quarter.
  {
    id: "pazaak",
    seats: 2,
    write: pazaakText,
    types: ["draw", "play", "endTurn", "stand"],
    share: 0.7,
  },
  {
    id: "mazzo",
    seats: 2,
    write: mazzoText,
    types: ["attack", "deny", "believe", "faceUp", "refill"],
    share: 0.6,
  },
  {
    id: "mattazza",
    seats: 4,
    write: mattazzaText,
    types: ["play", "trick", "callForHelp"],
    share: 0.9,
  },
  {
    id: "mattazza",
    seats: 3,
    write: mattazzaText,
    types: ["play", "trick", "callForHelp"],
    share: 0.9,
  },
  {
    id: "mazzeltof",
    seats: 2,
    write: mazzeltofText,
    types: ["turn", "play", "turnEnd", "skip", "pawn"],
    share: 0.9,
  },
  {
    id: "mazzeltof",
    seats: 4,
    write: mazzeltofText,
    types: ["turn", "play", "turnEnd", "skip", "pawn"],
    share: 0.9,
  },
];

describe("a game's event writer", () => {
  for (const { id, seats, write, types, share } of cases) {
    it(`${id} (${seats} seats): JSON.stringify's text for every event it writes, and writes its commonest`, () => {
      let written = 0;
      let all = 0;
      for (let g = 0; g < 6; g++) {
        const events = randomEvents(games[id]!, seats, `${id}-${seats}-${g}`);
        for (const e of events) {
          const text = write(e);
          const type = (e as { type: string }).type;
          all++;
          if (text === null) {
            // Null only for the types it leaves to JSON.stringify.
            expect(types).not.toContain(type);
            continue;
          }
          written++;
          expect(text).toBe(JSON.stringify(e));
        }
        // The log's text with the writer is the one JSON.stringify writes.
        expect(logText(events.slice(-200), write)).toBe(JSON.stringify(events.slice(-200)));
      }
      expect(written / all).toBeGreaterThan(share);
    });
  }

  it("leaves to JSON.stringify an event it does not know the shape of", () => {
    const play = { type: "play", seat: 1, card: "C7" };
    expect(mattazzaText(play)).toBe(JSON.stringify(play));
    // Members in another order, one more, one missing, or of another type.
    expect(mattazzaText({ type: "play", card: "C7", seat: 1 })).toBeNull();
    expect(mattazzaText({ ...play, extra: 1 })).toBeNull();
    expect(mattazzaText({ type: "play", seat: 1 })).toBeNull();
    expect(mattazzaText({ ...play, seat: "1" })).toBeNull();
    expect(mattazzaText({ ...play, card: undefined })).toBeNull();
    const trick = {
      type: "trick",
      trick: 3,
      winner: 2,
      card: "T21",
      reason: "trump",
      plays: [
        { seat: 1, card: "C7" },
        { seat: 2, card: "T21" },
      ],
      fool: null,
      combos: [],
      bonus: 0,
    };
    expect(mattazzaText(trick)).toBe(JSON.stringify(trick));
    expect(mattazzaText({ ...trick, plays: [{ card: "C7", seat: 1 }] })).toBeNull();
    expect(mattazzaText({ ...trick, fool: "1" })).toBeNull();
    const end = { type: "turnEnd", pos: 0, seat: 0, reason: "pass", card: null };
    expect(mazzeltofText(end)).toBe(JSON.stringify(end));
    expect(mazzeltofText({ ...end, card: 7 })).toBeNull();
    const skip = { type: "skip", pos: 1, seat: 1, reason: "ten", cancelled: false };
    expect(mazzeltofText(skip)).toBe(JSON.stringify(skip));
    expect(mazzeltofText({ ...skip, cancelled: 0 })).toBeNull();
    const pawn = { type: "pawn", pos: 2, seat: 0, by: 1, reason: "ten" };
    expect(mazzeltofText(pawn)).toBe(JSON.stringify(pawn));
    expect(mazzeltofText({ type: "pawn", pos: 2, seat: 0, reason: "ten", by: 1 })).toBeNull();
    const call = { type: "callForHelp", seat: 2, target: 0 };
    expect(mattazzaText(call)).toBe(JSON.stringify(call));
    expect(mattazzaText({ ...call, target: null })).toBeNull();
    const stand = { type: "stand", seat: 1, total: 19, auto: false };
    expect(pazaakText(stand)).toBe(JSON.stringify(stand));
    expect(pazaakText({ type: "stand", seat: 1, total: 19 })).toBeNull();
    expect(pazaakText({ ...stand, auto: "no" })).toBeNull();
    expect(
      mazzeltofText({ type: "turnEnd", seat: 0, pos: 0, reason: "pass", card: null }),
    ).toBeNull();
  });

  it("writes strings JSON escapes, and numbers JSON writes as null, as JSON.stringify does", () => {
    const odd = { type: "play", seat: Number.NaN, card: 'a"b\\c\u2028' };
    expect(mattazzaText(odd)).toBe(JSON.stringify(odd));
    const play = {
      type: "play",
      pos: -0,
      seat: Infinity,
      card: "é\n",
      from: "hand",
      owner: null,
      slot: "red",
      rank: 1e21,
      start: true,
    };
    expect(mazzeltofText(play)).toBe(JSON.stringify(play));
  });
});

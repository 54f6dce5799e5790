/**
 * Property tests: over 1,000 seeded random games (moves picked uniformly from legalMoves by the
 * test's own generator), plus 300 games of mostly-bot moves that reach longer sets, every listed
 * move is accepted, bad moves are refused without change, games end, cards are conserved and
 * views never leak secrets.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { pazaak } from "../../src/engine/games/pazaak";
import { TABLE_DECK } from "../../src/engine/games/pazaak/cards";
import type {
  PazaakMove,
  PazaakOptions,
  PazaakState,
  SideCardId,
} from "../../src/engine/games/pazaak/types";
import { TestRng, check, checkRefused, checkRoundTrip } from "./kit";

const GAMES = 1000;
const MAX_MOVES = 3000;

/** Option variants, cycled over the games so every flag is exercised. */
const VARIANTS: Partial<PazaakOptions>[] = [
  {},
  { nineCardRule: "win" },
  { flipScope: "both" },
  { flipDirection: "positiveOnly", doubleMode: "snapshot" },
  { tableDeckPolicy: "continuous" },
  { firstPlayerCardsDiscarded: false },
  { maxConsecutiveTies: 3 },
  { maxConsecutiveTies: 5, flipScope: "both", tableDeckPolicy: "continuous" },
];

function countTableCards(s: PazaakState): number {
  let n = s.deck.length + s.discard.length;
  for (const seat of s.seats) for (const c of seat.board) if (/^T\d+$/.test(c.card)) n++;
  return n;
}

function multisetSubset(small: readonly string[], big: readonly string[]): boolean {
  const left = [...big];
  for (const x of small) {
    const i = left.indexOf(x);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function checkInvariants(s: PazaakState, played: [number, number]): void {
  check(countTableCards(s) === 40, "40 table cards in deck + discard + boards", s);
  const all = [...s.deck, ...s.discard, ...s.seats.flatMap((x) => x.board.map((c) => c.card))]
    .filter((c) => /^T\d+$/.test(c))
    .sort();
  check(JSON.stringify(all) === TABLE_SORTED, "the table cards are exactly the 40 of the deck");
  for (const i of [0, 1] as const) {
    const seat = s.seats[i];
    check(seat.board.length <= 9, "at most 9 cards on a board");
    if (seat.sideDeck === null) {
      check(seat.hand.length === 0 && s.phase === "sideDeck", "no hand before the side deck");
      continue;
    }
    check(seat.sideDeck.length === 10, "a side deck has 10 cards");
    if (s.phase !== "sideDeck") {
      // hand + played this match + the 6 unused == 10.
      check(seat.hand.length + played[i] + 6 === 10, "side cards conserved", {
        hand: seat.hand,
        played: played[i],
      });
      check(multisetSubset(seat.hand, seat.sideDeck), "the hand comes from the side deck");
      const onBoard = seat.board.filter((c) => !/^T\d+$/.test(c.card)).length;
      check(onBoard <= played[i], "side cards on the board were played");
    }
  }
  if (s.phase === "playing") {
    const a = s.seats[s.active as 0 | 1];
    check(!a.stood && a.board.length > 0 && a.board.length < 9, "rests in DECIDE", a);
  }
  check(s.events.length <= 200, "at most 200 events");
}

function checkViews(s: PazaakState): void {
  for (const seat of [0, 1] as const) {
    const v = pazaak.view(s, seat);
    const json = JSON.stringify(v);
    check(!/"rng"|"deck"|"discard"|"seed"/.test(json), "no rng or deck order in a view");
    const opp = v.seats[seat === 0 ? 1 : 0];
    check(opp.hand === undefined && opp.sideDeck === undefined, "opponent's secrets hidden");
    check(
      JSON.stringify(v.seats[seat].hand) === JSON.stringify(s.seats[seat].hand),
      "own hand shown",
    );
    check(opp.handCount === s.seats[seat === 0 ? 1 : 0].hand.length, "opponent's hand count");
  }
  const spectator = pazaak.view(s, null);
  for (const sv of spectator.seats) {
    check(sv.hand === undefined && sv.sideDeck === undefined, "spectators see no hand");
  }
  check(!JSON.stringify(spectator).includes('"rng"'), "no rng for spectators");
}

const TABLE_SORTED = JSON.stringify([...TABLE_DECK].sort());

/** How the next move is picked from the legal ones. */
type Policy = (s: PazaakState, seat: number, legal: PazaakMove[], rng: TestRng) => PazaakMove;

const uniform: Policy = (_s, _seat, legal, rng) => rng.pick(legal);
/** Mostly the bot, sometimes random: reaches long sets, nine-card boards and many events. */
const mixed: Policy = (s, seat, legal, rng) =>
  rng.int(10) < 7 ? pazaak.bot(s, seat) : rng.pick(legal);

function runGames(label: string, games: number, policy: Policy): void {
  const rng = new TestRng(`property-${label}`);
  const started = performance.now();
  let moves = 0;
  let refusals = 0;
  let accepted = 0;
  const winners = [0, 0];
  for (let g = 0; g < games; g++) {
    const options = v.parse(pazaak.options, VARIANTS[g % VARIANTS.length]);
    let s: PazaakState = pazaak.setup({ seats: 2, seed: `${label}-${g}`, options });
    const played: [number, number] = [0, 0];
    let n = 0;
    checkInvariants(s, played);
    while (pazaak.toAct(s).length > 0) {
      check(pazaak.outcome(s) === null, "no outcome while running");
      check(n++ < MAX_MOVES, "the game ends within the bound");
      const seat = rng.pick(pazaak.toAct(s));
      const legal = pazaak.legalMoves(s, seat);
      check(legal.length > 0, "a seat to act has legal moves");
      const before = JSON.stringify(s);

      // Every listed move is accepted.
      for (const m of legal) {
        check(pazaak.play(s, seat, m).ok, "a listed move is accepted", m);
        accepted++;
      }

      // Malformed moves, a move from the wrong seat, a card not in hand, a second side card.
      const other = seat === 0 ? 1 : 0;
      const bad: [number, unknown][] = [
        [seat, { type: "fly" }],
        [seat, { type: "play", card: "X9" }],
        [seat, null],
        [seat, { type: "play", card: "PM2", value: "2" }],
      ];
      if (s.phase === "playing") {
        bad.push([other, { type: "endTurn" }]);
        const missing = (["P1", "M1", "PM1", "D", "F24"] as SideCardId[]).find(
          (c) => !s.seats[seat as 0 | 1].hand.includes(c),
        );
        if (missing) bad.push([seat, { type: "play", card: missing, value: 1 }]);
        bad.push([seat, { type: "sideDeck", cards: ["P1"] }]);
        if (s.sidePlayed && s.seats[seat as 0 | 1].hand[0]) {
          bad.push([seat, { type: "play", card: s.seats[seat as 0 | 1].hand[0], value: 1 }]);
        }
      } else {
        bad.push([seat, { type: "stand" }]);
        bad.push([seat, { type: "sideDeck", cards: ["P1", "P1", "P1"] }]);
        if (s.seats[other].sideDeck !== null) bad.push([other, { type: "randomSideDeck" }]);
      }
      for (const [who, m] of bad) {
        checkRefused(pazaak, s, who, m);
        refusals++;
      }
      check(JSON.stringify(s) === before, "refusals leave the state unchanged");

      const move = policy(s, seat, legal, rng);
      const moveJson = JSON.stringify(move);
      const r = pazaak.play(s, seat, move);
      check(r.ok, "the chosen move is accepted");
      if (!r.ok) break;
      check(JSON.stringify(s) === before, "play does not change its input state");
      check(JSON.stringify(move) === moveJson, "play does not change its input move");
      // The state is plain JSON: a stored and reloaded state plays the same.
      if (n % 7 === 0) {
        checkRoundTrip(pazaak, before, seat, move, r.state);
      }
      if (move.type === "play") played[seat as 0 | 1]++;
      s = r.state;
      moves++;
      checkInvariants(s, played);
      checkViews(s);
    }
    const out = pazaak.outcome(s);
    expect(out).not.toBeNull();
    expect(s.phase).toBe("over");
    expect(out!.winners).toHaveLength(1);
    expect(out!.scores[out!.winners[0]!]).toBeGreaterThan(out!.scores[out!.losers[0]!]!);
    winners[out!.winners[0]!]!++;
    expect(pazaak.legalMoves(s, 0)).toEqual([]);
    expect(pazaak.legalMoves(s, 1)).toEqual([]);
    expect(pazaak.play(s, 0, { type: "stand" }).ok).toBe(false);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  }
  const elapsed = performance.now() - started;
  console.log(
    `property (${label} moves): ${games} games, ${moves} moves applied (${(moves / games).toFixed(1)} per game), ` +
      `${accepted} listed moves tried, ${refusals} bad moves refused, ` +
      `wins by seat ${winners.join("/")}, ${elapsed.toFixed(0)} ms`,
  );
  expect(winners[0]! + winners[1]!).toBe(games);
  expect(moves).toBeGreaterThan(games * 10);
}

describe("Pazaak property tests", () => {
  it(`plays ${GAMES} seeded games of uniformly random legal moves without breaking an invariant`, () => {
    runGames("uniform", GAMES, uniform);
  });

  it("plays 300 seeded games of mostly-bot moves (longer sets) without breaking an invariant", () => {
    runGames("mixed", 300, mixed);
  });
});

/**
 * Property-test driver (used by mazzeltof-property-*.test.ts, split so each file stays short):
 * seeded games with moves picked uniformly from legalMoves by the test's own generator. Every
 * game ends; all 108 cards are always somewhere exactly once; listed moves are accepted (all of
 * them on every 16th step, one at random on every 8th); bad moves are refused without change;
 * no seat sees another's hand or penalty cards (views checked on every 20th step and at the
 * end); partners see each other's open cards and nothing more.
 */
import * as v from "valibot";
import { expect } from "vitest";
import { mazzeltof } from "../../src/engine/games/mazzeltof";
import { partnerOf, positionsOf, seatOf } from "../../src/engine/games/mazzeltof/table";
import type { MazzelTofMove, MazzelTofState } from "../../src/engine/games/mazzeltof/types";
import { TestRng, check, checkRefused, checkRoundTrip } from "./kit";
import { mazzeltofSpec } from "../fuzz/games/mazzeltof";

const MAX_MOVES = 3000;

/** The fuzzer's rules of a state (every card once, the piles, the reserve), and MAIN's open cards. */
function checkInvariants(s: MazzelTofState): void {
  mazzeltofSpec.invariants(s as never);
  for (const [t, team] of s.teams.entries()) {
    for (let p = t; p < s.positions.length; p += 2) {
      if (team.phase === "main")
        check(s.positions[p]!.open.length <= 5, "at most five open cards in MAIN");
    }
  }
}

/** Views: own hand shown, others' hands and penalty cards never (not even their ids). */
function checkViews(s: MazzelTofState): void {
  const readers: (number | null)[] = [null];
  for (let seat = 0; seat < s.seats; seat++) readers.push(seat);
  const count = s.positions.length;
  for (const reader of readers) {
    const view = mazzeltof.view(s, reader);
    const json = JSON.stringify(view);
    check(!json.includes('"rng"') && !json.includes('"seed"'), "no rng in a view");
    // Every card id anywhere in the view, collected once.
    const ids = new Set(json.match(/"[rb]-(?:[0-9JQKA]+[SHCD]|X[12])"/g) ?? []);
    const mine = reader === null ? [] : positionsOf(s, reader);
    const partners = mine.map((q) => partnerOf(count, q));
    for (let p = 0; p < count; p++) {
      const pv = view.positions[p]!;
      const real = s.positions[p]!;
      check(JSON.stringify(pv.open) === JSON.stringify(real.open), "open cards are public");
      check(pv.handCount === real.hand.length, "hand counts are public");
      const own = mine.includes(p);
      const partner = partners.includes(p);
      const seesHand = own || (partner && s.options.partnerSeesHand);
      if (seesHand) {
        check(JSON.stringify(pv.hand) === JSON.stringify(real.hand), "a visible hand is shown");
      } else {
        check(pv.hand === undefined, "another's hand hidden", { reader, p });
        // Not a single hidden id of another position appears anywhere in the view.
        for (const c of real.hand)
          check(!ids.has(`"${c}"`), "another's hand card in a view", { reader, c });
      }
      if (own) continue;
      check(pv.penalty === undefined, "another's penalty cards hidden", { reader, p });
      for (const x of s.teams[p % 2]!.penalties) {
        if (!mine.includes(x.pos))
          check(!ids.has(`"${x.card}"`), "another's penalty card in a view", { reader, x });
      }
      // A partner sees the partner's open cards, counts and pawn, and nothing more.
      if (partner) {
        const keys = `${seesHand ? "hand," : ""}handCount,mustSkip,open,penaltyCount,seat,team`;
        check(Object.keys(pv).sort().join() === keys, "a partner sees nothing more", pv);
      }
    }
    for (const team of s.teams) {
      if (team.phase === "main") {
        for (const c of team.draw)
          check(!ids.has(`"${c}"`), "a face-down draw-pile card in a view", { reader, c });
      }
    }
  }
}

/** Moves that must be refused now, without changing the state. */
function badMoves(s: MazzelTofState, seat: number, rng: TestRng): [number, unknown][] {
  const bad: [number, unknown][] = [
    [seat, { type: "fly" }],
    [seat, { type: "play", card: "r-1H", slot: "red" }],
    [seat, null],
    [seat, { type: "play", card: "r-9H", slot: "red", rank: "9" }],
    [(seat + 1) % s.seats, { type: "pass" }],
  ];
  const p = s.active;
  // A card of another position's hand (never playable by this one).
  for (let q = 0; q < s.positions.length; q++) {
    if (seatOf(s, q) === seat) continue;
    const c = s.positions[q]!.hand[0];
    if (c) bad.push([seat, { type: "play", card: c, slot: rng.pick(["red", "mix", "black"]) }]);
  }
  if (s.phase === "skipDecision")
    bad.push([seat, { type: "endTurn" }], [seat, { type: "drawFive" }]);
  else {
    bad.push([seat, { type: "acceptSkip" }]);
    if (s.positions[p]!.hand.length > 0) bad.push([seat, { type: "endTurn" }]);
    const team = s.teams[p % 2]!;
    if (team.phase === "main") {
      const open = s.positions[p]!.open[0];
      if (open) bad.push([seat, { type: "pass", card: open }]);
    }
    if (s.turn.jokerDue && s.positions[p]!.hand[0])
      bad.push([seat, { type: "pass", card: s.positions[p]!.hand[0] }]);
  }
  return bad;
}

/** Plays `games` seeded uniform-random games with `seats` seats, checking everything above. */
export function runGames(seats: number, games: number): void {
  const rng = new TestRng(`property-${seats}`);
  const started = performance.now();
  let moves = 0;
  let listedTried = 0;
  let refusals = 0;
  let endgames = 0;
  let penalties = 0;
  let skips = 0;
  let maxMoves = 0;
  const reasons: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const options = v.parse(
      mazzeltof.options,
      g % 5 === 4 ? { twoPlayerDrawFive: 7, partnerSeesHand: true } : {},
    );
    let s = mazzeltof.setup({ seats, seed: `prop-${seats}-${g}`, options });
    let n = 0;
    checkInvariants(s);
    while (mazzeltof.toAct(s).length > 0) {
      check(mazzeltof.outcome(s) === null, "no outcome while running");
      check(n++ < MAX_MOVES, "the game ends within the bound");
      const [seat] = mazzeltof.toAct(s) as [number];
      const legal = mazzeltof.legalMoves(s, seat);
      check(legal.length > 0, "a seat to act has legal moves");
      for (let other = 0; other < seats; other++) {
        if (other !== seat)
          check(mazzeltof.legalMoves(s, other).length === 0, "only the seat to act has moves");
      }
      // The expensive checks run on every 8th step: all listed moves on every 16th, one otherwise.
      const deep = n % 8 === 0;
      const before = deep ? JSON.stringify(s) : "";
      const tryList = n % 16 === 0 ? legal : deep ? [rng.pick(legal)] : [];
      for (const m of tryList) {
        check(v.safeParse(mazzeltof.move, m).success, "a listed move has the schema's shape", m);
        check(mazzeltof.play(s, seat, m).ok, "a listed move is accepted", m);
        listedTried++;
      }
      if (deep) {
        for (const [who, m] of badMoves(s, seat, rng)) {
          checkRefused(mazzeltof, s, who, m);
          refusals++;
        }
      }
      const move: MazzelTofMove = rng.pick(legal);
      const r = mazzeltof.play(s, seat, move);
      check(r.ok, "the chosen move is accepted");
      if (!r.ok) break;
      if (deep) {
        check(JSON.stringify(s) === before, "play and refusals do not change the input state");
        if (n % 32 === 0) {
          checkRoundTrip(mazzeltof, before, seat, move, r.state);
        }
      }
      s = r.state;
      moves++;
      if (n % 3 === 0) checkInvariants(s);
      if (n % 20 === 0) checkViews(s);
    }
    maxMoves = Math.max(maxMoves, n);
    checkInvariants(s);
    checkViews(s);
    const out = mazzeltof.outcome(s);
    expect(out).not.toBeNull();
    expect(s.teams[s.winner!]!.draw).toHaveLength(0);
    expect([...out!.winners, ...out!.losers].sort()).toEqual(
      Array.from({ length: seats }, (_, i) => i),
    );
    for (let seat = 0; seat < seats; seat++) expect(mazzeltof.legalMoves(s, seat)).toEqual([]);
    endgames += s.events.filter((e) => e.type === "endgame").length;
    penalties += s.events.filter((e) => e.type === "turnEnd" && e.reason === "penalty").length;
    skips += s.events.filter((e) => e.type === "skip").length;
    const end = s.events.at(-1)!;
    if (end.type === "gameEnd") reasons[end.reason] = (reasons[end.reason] ?? 0) + 1;
  }
  const elapsed = performance.now() - started;
  console.log(
    `property (${seats} seats): ${games} games, ${moves} moves (${(moves / games).toFixed(1)} per game, max ${maxMoves}), ` +
      `${listedTried} listed moves tried, ${refusals} bad moves refused, ${endgames} endgames, ` +
      `${penalties} penalty cards, ${skips} pawns, endings ${JSON.stringify(reasons)}, ${elapsed.toFixed(0)} ms`,
  );
  expect(moves).toBeGreaterThan(games * 20);
  expect(endgames).toBeGreaterThan(games);
}

/**
 * Property tests over 500 seeded random matches (2–6 seats, every option variant, moves picked
 * uniformly from legalMoves by the test's own generator): every hand has ten tricks, the 62
 * cards are conserved (hands, trick, piles, set-aside, through the Fool exchange), each pile
 * ends with tricks × players cards, the hand-end scores agree with scores recomputed from the
 * public events, every listed move is accepted, illegal moves are refused, matches end, and no
 * seat ever sees another hand or the set-aside cards.
 */
import { describe, expect, it } from "vitest";
import { mattazza } from "../../src/engine/games/mattazza";
import { PACK } from "../../src/engine/games/mattazza/cards";
import { DEFAULT_OPTIONS } from "../../src/engine/games/mattazza/options";
import { scorePile } from "../../src/engine/games/mattazza/scoring";
import type {
  CardId,
  MattazzaEvent,
  MattazzaOptions,
  MattazzaState,
} from "../../src/engine/games/mattazza/types";
import { TestRng, check } from "./kit";

const MATCHES = 500;
const MAX_MOVES = 20_000;
const IN_PACK = new Set<string>(PACK);

const VARIANTS: Partial<MattazzaOptions>[] = [
  {},
  { simplifiedRanks: true },
  { cardCounting: "pairs" },
  { inTrickBonus: false },
  { maxWildsSuitSequence: 1, moorsInGrande: false },
  { lastTrickBonus: false },
  { matchMode: "elimination", eliminationTarget: 3 },
  { matchMode: "elimination", eliminationTarget: 2 },
];
const SEATS = [4, 3, 5, 6, 4, 2, 3, 4, 5];

function players(s: MattazzaState): number {
  return s.inMatch.filter(Boolean).length;
}

function checkState(s: MattazzaState): void {
  // 62 distinct valid ids in 62 places: exactly the pack, nothing lost or duplicated.
  const all = [...s.hands.flat(), ...s.piles.flat(), ...s.trick.map((p) => p.card), ...s.setAside];
  check(all.length === 62 && new Set(all).size === 62, "the 62 cards are conserved", all.length);
  check(
    all.every((c) => IN_PACK.has(c)),
    "only cards of the pack",
  );
  if (s.phase === "over") return;
  const n = players(s);
  check(s.setAside.length === 62 - 10 * n, "set-aside size");
  check(s.tricksPlayed < 10 || s.phase === "give", "a resting state is inside a hand");
  for (let seat = 0; seat < s.seatCount; seat++) {
    if (!s.inMatch[seat]) {
      check(s.hands[seat]!.length === 0, "an eliminated seat holds no cards");
      continue;
    }
    const inTrick = s.trick.some((p) => p.seat === seat) ? 1 : 0;
    check(s.hands[seat]!.length === 10 - s.tricksPlayed - inTrick, "hand size", {
      seat,
      s: s.tricksPlayed,
    });
  }
}

/** Replays one hand's public events into piles and checks the hand-end scores. */
function checkHand(events: MattazzaEvent[], options: MattazzaOptions, seatCount: number): void {
  const deal = events[0];
  const end = events.at(-1);
  check(deal?.type === "deal" && end?.type === "handEnd", "a hand runs from deal to handEnd");
  if (deal?.type !== "deal" || end?.type !== "handEnd") return;
  const n = deal.players.length;
  const piles: CardId[][] = Array.from({ length: seatCount }, () => []);
  const tricks = Array(seatCount).fill(0) as number[];
  const bonus = Array(seatCount).fill(0) as number[];
  let last = -1;
  let count = 0;
  for (const e of events) {
    if (e.type === "trick") {
      count++;
      check(e.trick === count, "tricks are numbered 1…10");
      check(e.plays.length === n, "every player plays to every trick");
      for (const p of e.plays) piles[p.card === "MATTO" ? p.seat : e.winner]!.push(p.card);
      tricks[e.winner]!++;
      bonus[e.winner]! += e.bonus;
      last = e.winner;
    } else if (e.type === "foolGift") {
      const from = piles[e.giver]!;
      check(from.includes(e.card) && e.card !== "MATTO", "a gift comes from the giver's pile");
      from.splice(from.indexOf(e.card), 1);
      piles[e.receiver]!.push(e.card);
    } else if (e.type === "foolSurrendered") {
      const from = piles[e.giver]!;
      from.splice(from.indexOf("MATTO"), 1);
      piles[e.receiver]!.push("MATTO");
    }
  }
  check(count === 10, "every hand has ten tricks", count);
  check(end.scores.length === n, "every player is scored");
  const totals: number[] = [];
  for (const sc of end.scores) {
    check(sc.cards === sc.tricks * n, "a pile ends with tricks × players cards (A4)", sc);
    const again = scorePile(
      sc.seat,
      piles[sc.seat]!,
      tricks[sc.seat]!,
      bonus[sc.seat]!,
      sc.seat === last,
      options,
    );
    check(JSON.stringify(again) === JSON.stringify(sc), "scores recomputed from the piles agree", {
      again,
      sc,
    });
    totals.push(sc.total);
  }
  const noTrick = end.scores.filter((x) => x.tricks === 0).map((x) => x.seat);
  const top = Math.max(...totals);
  const expected =
    noTrick.length > 0 ? noTrick : end.scores.filter((x) => x.total === top).map((x) => x.seat);
  check(
    JSON.stringify(expected) === JSON.stringify(end.losers),
    "the losers of the hand (§7)",
    end,
  );
}

/** Hidden ids of a reader: other players' hands and the set-aside cards. */
function hiddenFrom(s: MattazzaState, reader: number | null): CardId[] {
  return [...s.setAside, ...s.hands.flatMap((h, i) => (i === reader ? [] : h))];
}

function checkViews(s: MattazzaState, handEvents: MattazzaEvent[]): void {
  for (const reader of [...Array(s.seatCount).keys(), null]) {
    const v = mattazza.view(s, reader);
    check(!("rng" in v) && !("setAside" in v), "no rng or set-aside list in a view");
    for (const sv of v.seats)
      check((sv.hand !== undefined) === (sv.seat === reader), "only one's own hand");
    const { events: _e, playable, ...rest } = v;
    // Cards of earlier hands legitimately appear in old events; this hand's must not leak.
    // The reader's own hand (and its playable subset) is dropped before the search.
    const mine = rest.seats.map((sv) => ({ ...sv, hand: undefined }));
    const text = JSON.stringify({ ...rest, seats: mine }) + JSON.stringify(handEvents);
    const seen = new Set(text.match(/"[A-Z0-9]+"/g) ?? []);
    check(reader !== null || playable.length === 0, "a spectator has nothing playable");
    for (const c of hiddenFrom(s, reader)) {
      check(!seen.has(`"${c}"`), "a hidden card leaks into a view", { c, reader });
    }
  }
}

describe("property: 500 seeded random matches", () => {
  it("conserve cards, score consistently, accept listed moves, refuse illegal ones and keep secrets", () => {
    const rng = new TestRng("mattazza-property");
    let totalMoves = 0;
    let totalHands = 0;
    let gifts = 0;
    let surrenders = 0;
    for (let g = 0; g < MATCHES; g++) {
      const options = { ...DEFAULT_OPTIONS, ...VARIANTS[g % VARIANTS.length] };
      const seats = SEATS[g % SEATS.length]!;
      let s = mattazza.setup({ seats, options, seed: `prop-${g}` });
      let hand: MattazzaEvent[] = [...s.events];
      let moves = 0;
      while (mattazza.toAct(s).length > 0) {
        check(mattazza.outcome(s) === null, "no outcome while running");
        checkState(s);
        const seat = mattazza.toAct(s)[0]!;
        const legal = mattazza.legalMoves(s, seat);
        check(legal.length > 0, "the seat to act has a move");
        // Views are costly (each copies the event log): every seat and a spectator, sampled.
        if (moves % 31 === 0) checkViews(s, hand);
        if (moves % 11 === 0) {
          for (const m of legal)
            check(mattazza.play(s, seat, m).ok, "every listed move is accepted", m);
          // Illegal: a held card not listed, a card not held, another seat's move.
          const listed = new Set(legal.map((m) => (m.type === "callForHelp" ? "" : m.card)));
          const held = s.phase === "play" ? s.hands[seat]! : s.piles[seat]!;
          const type = s.phase === "play" ? "play" : "give";
          for (const c of held) {
            if (listed.has(c)) continue;
            const r = mattazza.play(s, seat, { type, card: c });
            check(!r.ok && r.error.code.startsWith("rule/"), "an unlisted card is refused", c);
          }
          const notHeld = PACK.find((c) => !held.includes(c))!;
          check(!mattazza.play(s, seat, { type, card: notHeld }).ok, "a card not held is refused");
          const other = (seat + 1) % s.seatCount;
          check(
            !mattazza.play(s, other, { type: "play", card: s.hands[other]?.[0] ?? "CK" }).ok,
            "out of turn is refused",
          );
        }
        const move = rng.pick(legal);
        const r = mattazza.play(s, seat, move);
        check(r.ok, "a listed move is accepted", move);
        if (!r.ok) break;
        const prevLast = s.events.at(-1);
        s = r.state;
        const fresh = s.events.slice(
          prevLast === undefined ? 0 : s.events.lastIndexOf(prevLast) + 1,
        );
        for (const e of fresh) {
          if (e.type === "deal") hand = [];
          hand.push(e);
          if (e.type === "foolGift") gifts++;
          if (e.type === "foolSurrendered") surrenders++;
          if (e.type === "handEnd") {
            checkHand(hand, options, seats);
            totalHands++;
          }
        }
        moves++;
        check(moves < MAX_MOVES, "the match ends");
      }
      checkState(s);
      const out = mattazza.outcome(s);
      check(out !== null, "an outcome at the end");
      const end = s.events.at(-1);
      check(end?.type === "matchEnd", "the last event is matchEnd");
      if (out && end?.type === "matchEnd") {
        check(JSON.stringify(out.scores) === JSON.stringify(s.marks), "scores are the marks");
        check(
          out.winners.every((w) => !out.losers.includes(w)),
          "nobody both wins and loses",
        );
        check(Math.abs(end.stakes.reduce((a, b) => a + b, 0)) < 1e-9, "stakes sum to zero");
        check(
          out.winners.length + out.losers.length === seats || out.winners.length === 0,
          "everyone is placed",
        );
      }
      totalMoves += moves;
    }
    console.log(
      `Mattazza property: ${MATCHES} matches, ${totalHands} hands, ${totalMoves} moves, ${gifts} Fool gifts, ${surrenders} Matto surrenders`,
    );
    expect(totalHands).toBeGreaterThan(MATCHES * 3);
    expect(gifts).toBeGreaterThan(100);
    expect(surrenders).toBeGreaterThan(0);
  });
});

/**
 * The Mattazza state machine (spec §3, §4, §5, §7, §8, §10): setup and the deal, who is to act,
 * the legal moves and `play`. `play` works on a private copy and runs the automatic steps
 * (trick resolution, the Fool's surrender, hand scoring, marks, the match check and the next
 * deal) at once, so a state only rests awaiting a card, awaiting the Fool's gift, or over.
 * States share what a move does not change (copy on write): every step replaces an array or
 * object it changes and never writes into one that came from the state it began with
 * (docs/decisions.md, "States that share what a move leaves").
 */
import * as v from "valibot";
import type { Outcome, Seat, SetupArgs } from "../../core/game";
import { keepLatest, latest, logEvent } from "../../core/event-log";
import { accept, refuse, type PlayResult } from "../../core/errors";
import { guardedPlay, notYourTurn, type Refusal } from "../../core/play";
import { nextInt, seedRng, shuffle } from "../../core/rng";
import { PACK, cardName, isCounting } from "./cards";
import { cardMove, moveSchema } from "./moves";
import { optionsSchema } from "./options";
import { scorePile, trickCombos } from "./scoring";
import { illegalReason, legalCards, trickWinner } from "./trick";
import type {
  CardId,
  Combo,
  MattazzaEvent,
  MattazzaMove,
  MattazzaOptions,
  MattazzaState,
  SeatScore,
} from "./types";

/** The public log keeps only this many latest events, so the state stays small. */
export const MAX_EVENTS = 200;

/** §3: every player gets two packets of five. */
export const PACKET = 5;
/** §3.5: a hand is always ten tricks. */
export const TRICKS_PER_HAND = 10;
/** §6.4: the last trick's bonus. */
export const LAST_TRICK_POINTS = 6;

/**
 * The deal of §3.2 (A22): from the top of `deck`, a packet of five to each player in `order`
 * (eldest first, counter-clockwise), then a second packet of five to each. The rest is set
 * aside unseen (§3.3). Returns hands indexed like `order`.
 */
export function dealPackets(
  deck: readonly CardId[],
  order: readonly Seat[],
): { hands: CardId[][]; setAside: CardId[] } {
  const hands: CardId[][] = order.map(() => []);
  let top = 0;
  for (let packet = 0; packet < 2; packet++) {
    for (let i = 0; i < order.length; i++) {
      hands[i]!.push(...deck.slice(top, top + PACKET));
      top += PACKET;
    }
  }
  return { hands, setAside: deck.slice(top) };
}

/** The next seat still in the match after `s`, in play order (counter-clockwise, §2). */
export function nextSeat(s: Pick<MattazzaState, "inMatch" | "seatCount">, from: Seat): Seat {
  for (let i = 1; i <= s.seatCount; i++) {
    const q = (from + i) % s.seatCount;
    if (s.inMatch[q]) return q;
  }
  return from;
}

/** The seats in this hand, in play order starting from eldest. */
export function playOrder(s: MattazzaState): Seat[] {
  const out: Seat[] = [];
  let q = nextSeat(s, s.dealer);
  for (let i = 0; i < s.seatCount; i++) {
    if (!out.includes(q)) out.push(q);
    q = nextSeat(s, q);
  }
  return out;
}

/**
 * The initial state. A21: the first dealer is random (the cut), taken from the seeded
 * generator kept in the state; then the first hand is shuffled and dealt. `seats` is 3–6, or 2
 * for the two-player variant (A1).
 */
export function setup(args: SetupArgs<MattazzaOptions>): MattazzaState {
  if (!Number.isInteger(args.seats) || args.seats < 2 || args.seats > 6) {
    throw new RangeError("Mattazza is played by 3 to 6 players (2 as a variant).");
  }
  const options = v.parse(optionsSchema, args.options ?? {});
  const n = args.seats;
  const [dealer, rng] = nextInt(seedRng(args.seed), n);
  const d: MattazzaState = {
    version: 1,
    options,
    rng,
    seatCount: n,
    phase: "play",
    hand: 1,
    dealer,
    inMatch: Array.from({ length: n }, () => true),
    hands: [],
    setAside: [],
    piles: [],
    tricksWon: [],
    bonus: [],
    trick: [],
    tricksPlayed: 0,
    turn: 0,
    lastWinner: null,
    foolDebt: null,
    called: [],
    marks: Array.from({ length: n }, () => 0),
    result: null,
    events: [],
  };
  startHand(d);
  flushLog(d);
  return d;
}

/** The seats whose move is awaited: the player to play or the Fool's giver; none when over. */
export function toAct(state: MattazzaState): Seat[] {
  return state.phase === "over" ? [] : [state.turn];
}

/** The cards the Fool's giver may give now (§5, C1, C2): counting cards if any, never the Matto. */
export function giftCandidates(pile: readonly CardId[]): CardId[] {
  const cards = pile.filter((c) => c !== "MATTO");
  const counting = cards.filter(isCounting);
  return counting.length > 0 ? counting : cards;
}

/**
 * Every legal move of `seat` now: one `play` per legal card and, once per hand, one
 * `callForHelp` per other player still in the match (C8: on one's own turn); during the Fool
 * exchange, one `give` per allowed card of the giver's pile.
 */
export function legalMoves(state: MattazzaState, seat: Seat): MattazzaMove[] {
  if (!toAct(state).includes(seat)) return [];
  if (state.phase === "give") {
    return [...new Set(giftCandidates(state.piles[seat] ?? []))].map((card) => ({
      type: "give" as const,
      card,
    }));
  }
  const moves: MattazzaMove[] = legalCards(state.hands[seat] ?? [], state.trick).map((card) => ({
    type: "play" as const,
    card,
  }));
  if (!state.called[seat]) {
    for (let t = 0; t < state.seatCount; t++) {
      if (t !== seat && state.inMatch[t]) moves.push({ type: "callForHelp", target: t });
    }
  }
  return moves;
}

/** The real choices of `seat` (Game.choices): its legal moves but a call for help. */
export function choices(state: MattazzaState, seat: Seat): MattazzaMove[] {
  return legalMoves(state, seat).filter((m) => m.type !== "callForHelp");
}

/** Null while the match runs; winners, losers and the marks (as scores) when it is over. */
export function outcome(state: MattazzaState): Outcome | null {
  if (state.phase !== "over" || state.result === null) return null;
  return {
    winners: [...state.result.winners],
    losers: [...state.result.losers],
    scores: [...state.marks],
  };
}

/**
 * Applies one move of `seat`. Pure: the input state is never changed, and a bad move (malformed
 * or illegal) comes back as a RuleError, never as an exception. The shape, seat, end and turn
 * checks are core/play.ts's; a card move skips the schema (`cardMove`, moves.ts).
 */
export const play = guardedPlay<MattazzaState, MattazzaMove>({
  move: moveSchema,
  fastMove: cardMove,
  seats: (s) => s.seatCount,
  over: (s) => s.phase === "over",
  turn: whoseTurn,
  words: {
    noSuchSeat: (seat) => `There is no seat ${seat} at this table.`,
    over: "The match is over.",
  },
  apply: keepLatest(MAX_EVENTS, applyMove),
});

/**
 * Only the seat whose turn it is moves; an eliminated seat is told why it never will (C7), and
 * during the Fool's exchange the others are told what play waits for (§5).
 */
function whoseTurn(state: MattazzaState, seat: Seat): Refusal | null {
  if (!state.inMatch[seat]) {
    return refuse("rule/eliminated", "You have been eliminated and sit out the rest of the match.");
  }
  if (seat === state.turn) return null;
  return state.phase === "give"
    ? refuse("rule/not-your-turn", "Play waits for the Matto's player to give a card.")
    : notYourTurn();
}

/** The rules of a move that passed the checks of `play` (so `seat` is the one to play). */
function applyMove(state: MattazzaState, seat: Seat, m: MattazzaMove): PlayResult<MattazzaState> {
  if (m.type === "callForHelp") {
    // §9, A20, C8: a banner only, by the current player on their own turn, once per hand.
    if (state.phase !== "play") {
      return refuse(
        "rule/not-now",
        "Call for help on your turn to play, not during the Fool's exchange.",
      );
    }
    if (state.called[seat]) {
      return refuse("rule/already-called", "You have already called for help in this hand.");
    }
    if (m.target === seat || m.target >= state.seatCount || !state.inMatch[m.target]) {
      return refuse("rule/bad-target", "Call for help against another player at the table.");
    }
    const d = cloneState(state);
    d.called = withAt(d.called, seat, true);
    log(d, { type: "callForHelp", seat, target: m.target });
    return accept(d);
  }

  if (m.type === "give") {
    if (state.phase !== "give") {
      return refuse("rule/nothing-to-give", "There is no Fool's exchange to settle now.");
    }
    const pile = state.piles[seat] ?? [];
    if (!pile.includes(m.card)) {
      return refuse("rule/not-in-pile", `${cardName(m.card)} is not in your trick pile.`, {
        card: m.card,
      });
    }
    // C1: the Matto is never the gift; it changes hands only when surrendered.
    if (m.card === "MATTO") {
      return refuse("rule/matto-not-a-gift", "You keep the Matto; give a card you won instead.");
    }
    // §5, A4, C2: a counting card when the pile holds one.
    if (!giftCandidates(pile).includes(m.card)) {
      return refuse(
        "rule/must-give-counting",
        "Your pile holds a counting card: the gift must be one that raises the winner's score.",
      );
    }
    const d = cloneState(state);
    giveCard(d, seat, m.card);
    return accept(d);
  }

  // m.type === "play"
  if (state.phase !== "play") {
    return refuse("rule/give-first", "First give the trick winner a card for your Matto.");
  }
  const hand = state.hands[seat] ?? [];
  if (!hand.includes(m.card)) {
    return refuse("rule/not-in-hand", `${cardName(m.card)} is not in your hand.`, {
      card: m.card,
    });
  }
  const why = illegalReason(hand, state.trick, m.card);
  if (why !== null) return refuse("rule/illegal-card", why);
  const d = cloneState(state);
  playCard(d, seat, m.card);
  return accept(d);
}

// ---------------------------------------------------------------------------------------------
// The automatic steps. They set members of the new state `d` made by `play`, replacing (never
// writing into) the lists and objects it shares with the state the move began from.

/**
 * The state a move works on: a new object sharing every part of `s` (copy on write). The steps
 * below replace a part they change (`withAt`, fresh arrays and objects) and never write into
 * one that came from `s`; the event list too, once at the end of the move (`flushLog`).
 */
function cloneState(s: MattazzaState): MattazzaState {
  // Every member by name (a literal of one shape, cheaper than a spread of the object).
  return {
    version: s.version,
    options: s.options,
    rng: s.rng,
    seatCount: s.seatCount,
    phase: s.phase,
    hand: s.hand,
    dealer: s.dealer,
    inMatch: s.inMatch,
    hands: s.hands,
    setAside: s.setAside,
    piles: s.piles,
    tricksWon: s.tricksWon,
    bonus: s.bonus,
    trick: s.trick,
    tricksPlayed: s.tricksPlayed,
    turn: s.turn,
    lastWinner: s.lastWinner,
    foolDebt: s.foolDebt,
    called: s.called,
    marks: s.marks,
    result: s.result,
    events: s.events,
  };
}

/** A copy of `xs` with `x` at `i`. */
function withAt<T>(xs: readonly T[], i: number, x: T): T[] {
  const out = [...xs];
  out[i] = x;
  return out;
}

/** A copy of `cards` without one `c` (a card leaving a hand or a pile). */
function without(cards: readonly CardId[], c: CardId): CardId[] {
  const out = [...cards];
  out.splice(out.indexOf(c), 1);
  return out;
}

/** A copy of `cards` with `more` appended. */
function plus(cards: readonly CardId[], more: readonly CardId[]): CardId[] {
  const out = [...cards];
  for (const c of more) out.push(c);
  return out;
}

/** Logs a public event. */
function log(d: MattazzaState, e: MattazzaEvent): void {
  logEvent(d, e);
}

/** The state's event list cut to its last MAX_EVENTS. */
function flushLog(d: MattazzaState): void {
  d.events = latest(d.events, MAX_EVENTS);
}

/** Seats still in the match. */
function players(d: MattazzaState): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < d.inMatch.length; i++) if (d.inMatch[i]) out.push(i);
  return out;
}

/** How many seats are still in the match. */
function playerCount(d: MattazzaState): number {
  let n = 0;
  for (let i = 0; i < d.inMatch.length; i++) if (d.inMatch[i]) n++;
  return n;
}

/**
 * HAND_SETUP (§3, A21, A22): shuffle the 62 cards, deal two packets of five to each player in
 * the hand counter-clockwise from the dealer's right (eldest), set the rest aside; eldest
 * leads.
 */
function startHand(d: MattazzaState): void {
  const [deck, rng] = shuffle(d.rng, PACK);
  d.rng = rng;
  const order = playOrder(d);
  const dealt = dealPackets(deck, order);
  const hands: CardId[][] = Array.from({ length: d.seatCount }, () => []);
  order.forEach((seat, i) => (hands[seat] = dealt.hands[i] ?? []));
  d.hands = hands;
  d.setAside = dealt.setAside;
  d.piles = Array.from({ length: d.seatCount }, () => []);
  d.tricksWon = Array.from({ length: d.seatCount }, () => 0);
  d.bonus = Array.from({ length: d.seatCount }, () => 0);
  d.called = Array.from({ length: d.seatCount }, () => false);
  d.trick = [];
  d.tricksPlayed = 0;
  d.lastWinner = null;
  d.foolDebt = null;
  d.phase = "play";
  d.turn = order[0] ?? 0;
  log(d, {
    type: "deal",
    hand: d.hand,
    dealer: d.dealer,
    eldest: d.turn,
    players: order,
    setAside: d.setAside.length,
  });
}

/** AWAIT_PLAY: the card goes to the trick; the trick resolves when everyone has played. */
function playCard(d: MattazzaState, seat: Seat, c: CardId): void {
  d.hands = withAt(d.hands, seat, without(d.hands[seat]!, c));
  d.trick = [...d.trick, { seat, card: c }];
  log(d, { type: "play", seat, card: c });
  if (d.trick.length >= playerCount(d)) resolveTrick(d);
  else d.turn = nextSeat(d, seat);
}

/**
 * TRICK_RESOLVE (§4.3, §4.4, §5): the winner takes the cards but the Matto, which goes back to
 * its player's pile with a debt of one card to the winner; in-trick combinations (Matto
 * excluded, A6) score for the winner. Then FOOL_SETTLE (C3).
 */
function resolveTrick(d: MattazzaState): void {
  const plays = d.trick;
  const { index, reason } = trickWinner(plays, d.options.simplifiedRanks);
  const win = plays[index]!;
  const winner = win.seat;
  const taken: CardId[] = [];
  let fool: Seat | null = null;
  for (const p of plays) {
    if (p.card === "MATTO") fool = p.seat;
    else taken.push(p.card);
  }
  const piles = withAt(d.piles, winner, plus(d.piles[winner]!, taken));
  d.tricksWon = withAt(d.tricksWon, winner, d.tricksWon[winner]! + 1);
  const combos = trickCombos(taken, d.options);
  const bonus = d.options.inTrickBonus ? combos.reduce((a, c) => a + c.points, 0) : 0;
  if (bonus !== 0) d.bonus = withAt(d.bonus, winner, d.bonus[winner]! + bonus);
  if (fool !== null) {
    piles[fool] = plus(piles[fool]!, ["MATTO"]);
    d.foolDebt = { giver: fool, receiver: winner, deferred: false };
  }
  d.piles = piles;
  d.tricksPlayed += 1;
  log(d, {
    type: "trick",
    trick: d.tricksPlayed,
    winner,
    card: win.card,
    reason,
    plays: plays.map((p) => ({ seat: p.seat, card: p.card })),
    fool,
    combos,
    bonus,
  });
  d.trick = [];
  d.lastWinner = winner;
  settleFool(d);
}

/**
 * FOOL_SETTLE (§5, A4, C3): when the giver's pile holds a card other than the Matto, the giver
 * must give now; otherwise the debt waits (announced once) and play goes on.
 */
function settleFool(d: MattazzaState): void {
  const debt = d.foolDebt;
  if (debt !== null) {
    if (giftCandidates(d.piles[debt.giver]!).length > 0) {
      d.phase = "give";
      d.turn = debt.giver;
      return;
    }
    if (!debt.deferred) {
      // A new object: the debt may be shared with the state the move began from.
      d.foolDebt = { ...debt, deferred: true };
      log(d, { type: "foolDebt", giver: debt.giver, receiver: debt.receiver });
    }
  }
  afterTrick(d);
}

/** The gift moves from the giver's pile to the receiver's (public, see README). */
function giveCard(d: MattazzaState, seat: Seat, c: CardId): void {
  const debt = d.foolDebt!;
  const piles = withAt(d.piles, seat, without(d.piles[seat]!, c));
  piles[debt.receiver] = plus(piles[debt.receiver]!, [c]);
  d.piles = piles;
  log(d, {
    type: "foolGift",
    giver: seat,
    receiver: debt.receiver,
    card: c,
    deferred: debt.deferred,
  });
  d.foolDebt = null;
  afterTrick(d);
}

/** The next trick, led by the last winner, or the end of the hand after ten. */
function afterTrick(d: MattazzaState): void {
  if (d.tricksPlayed >= TRICKS_PER_HAND) return endHand(d);
  d.phase = "play";
  d.turn = d.lastWinner!;
}

/**
 * HAND_END (§5, §6, §7): an unpaid debt surrenders the Matto itself to the receiver; every
 * pile is scored; the players with no trick lose (A5, A8, A17), else the highest scores (A16);
 * each loser gets a mark. Then MATCH_CHECK.
 */
function endHand(d: MattazzaState): void {
  const debt = d.foolDebt;
  if (debt !== null) {
    const piles = withAt(d.piles, debt.giver, without(d.piles[debt.giver]!, "MATTO"));
    piles[debt.receiver] = plus(piles[debt.receiver]!, ["MATTO"]);
    d.piles = piles;
    log(d, { type: "foolSurrendered", giver: debt.giver, receiver: debt.receiver });
    d.foolDebt = null;
  }
  const seats = players(d);
  const scores: SeatScore[] = seats.map((s) =>
    scorePile(s, d.piles[s]!, d.tricksWon[s]!, d.bonus[s]!, s === d.lastWinner, d.options),
  );
  let losers = seats.filter((s) => d.tricksWon[s] === 0);
  let reason: "noTrick" | "highest" = "noTrick";
  if (losers.length === 0) {
    reason = "highest";
    const top = Math.max(...scores.map((x) => x.total));
    losers = scores.filter((x) => x.total === top).map((x) => x.seat);
  }
  const marks = [...d.marks];
  for (const s of losers) marks[s]! += 1;
  d.marks = marks;
  log(d, { type: "handEnd", hand: d.hand, scores, losers, reason, marks: [...d.marks] });
  matchCheck(d);
}

/** MATCH_CHECK (§8): the match ends, or the next hand is dealt by the next seat. */
function matchCheck(d: MattazzaState): void {
  const seats = players(d);
  if (d.options.matchMode === "seed") {
    // §8a, A18, A19, C6: the pair rule, only with 3–4 players: all with ≥ 3 marks lose jointly.
    const three = seats.filter((s) => d.marks[s]! >= 3);
    if ((d.seatCount === 3 || d.seatCount === 4) && three.length >= 2) {
      return finish(d, three, "pair");
    }
    // §8b: the six rule; several reaching 6 in the same hand lose jointly.
    const six = seats.filter((s) => d.marks[s]! >= 6);
    if (six.length > 0) return finish(d, six, "six");
  } else {
    // §8 ELIMINATION, C7: all who reach the target in the same hand sit out together; the
    // match ends when two or fewer remain (none, when everyone left reached it at once), and
    // every eliminated player is one of its losers.
    const target = d.options.eliminationTarget;
    const reached = seats.filter((s) => d.marks[s]! >= target);
    if (reached.length > 0) {
      const inMatch = [...d.inMatch];
      for (const s of reached) inMatch[s] = false;
      d.inMatch = inMatch;
      log(d, { type: "eliminated", seats: reached, marks: [...d.marks] });
      if (seats.length - reached.length <= 2) {
        const out = d.inMatch.flatMap((b, i) => (b ? [] : [i]));
        return finish(d, out, "elimination");
      }
    }
  }
  d.dealer = nextSeat(d, d.dealer);
  d.hand += 1;
  startHand(d);
}

/**
 * MATCH_OVER with its settlement (§8, C6): each winner receives one stake; the losers share
 * that cost equally. When everyone lost jointly nobody pays: in the seed mode a draw with no
 * winners or losers; in elimination (C7) every seat a loser and no winner.
 */
function finish(
  d: MattazzaState,
  losers: Seat[],
  reason: "pair" | "six" | "elimination" | "allLost",
): void {
  const all = Array.from({ length: d.seatCount }, (_, i) => i);
  let winners = all.filter((s) => !losers.includes(s));
  let lost = [...losers].sort((a, b) => a - b);
  // C7: in elimination everyone who sat out is a loser, even when that is everyone; in the
  // seed mode a hand where all lose jointly is a draw (C6). Either way nobody pays.
  if ((winners.length === 0 || lost.length === 0) && reason !== "elimination") {
    reason = "allLost";
    winners = [];
    lost = [];
  }
  const stakes = all.map((s) =>
    winners.length === 0
      ? 0
      : winners.includes(s)
        ? 1
        : lost.includes(s)
          ? -winners.length / lost.length
          : 0,
  );
  d.phase = "over";
  d.result = { winners, losers: lost };
  d.trick = [];
  log(d, {
    type: "matchEnd",
    winners: [...winners],
    losers: [...lost],
    reason,
    marks: [...d.marks],
    stakes,
  });
}

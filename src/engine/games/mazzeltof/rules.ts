/**
 * The MazzelTof state machine (spec §3, §6–§10): setup, who is to act, the legal moves, `play`
 * and the outcome. `play` works on a private copy and runs the automatic steps at once (skipped
 * turns without a joker, the endgame check, the refill draw), so a state only ever rests in PLAY
 * for the active position, in the red-pawn decision (`skipDecision`), or over.
 * States share what a move does not change (copy on write): every step replaces a position,
 * team, list or object it changes and never writes into one that came from the state it began
 * with (docs/decisions.md, "States that share what a move leaves").
 */
import * as v from "valibot";
import type { Outcome, Seat, SetupArgs } from "../../core/game";
import { keepLatest, latest, logEvent } from "../../core/event-log";
import { accept, refuse, type PlayResult } from "../../core/errors";
import { guardedPlay } from "../../core/play";
import { seedRng, shuffle, type RngState } from "../../core/rng";
import { ACE, BLUE_DECK, LOWEST, RED_DECK, SLOTS, TEN, cardInfo, cardName, faceOf } from "./cards";
import { moveSchema, quickMove } from "./moves";
import { optionsSchema } from "./options";
import { fits, placement } from "./piles";
import {
  OPEN_LIMIT,
  aboveReserve,
  handSizeFor,
  nextPos,
  partnerOf,
  positionCount,
  seatOf,
  teamOf,
  teamSeats,
} from "./table";
import type {
  CardId,
  CardSource,
  MazzelTofEvent,
  MazzelTofMove,
  MazzelTofOptions,
  MazzelTofState,
  PenaltyCard,
  PositionState,
  Slot,
  TeamId,
  TeamState,
} from "./types";

/** The public log keeps only this many latest events, so the state stays small. */
export const MAX_EVENTS = 200;
/** Cards drawn by DrawFive (§8, M15); `twoPlayerDrawFive` may make it 7 with two players. */
export const DRAW_FIVE = 5;

/** A valid start card (§3.4): a natural 3–9, J, Q or K — not a joker, 2, 10 or ace. */
export function validStartCard(card: CardId): boolean {
  const { rank, wild } = cardInfo(card);
  return !wild && rank >= LOWEST && rank !== TEN && rank !== ACE;
}

/** Logs a public event. */
function log(d: MazzelTofState, e: MazzelTofEvent): void {
  logEvent(d, e);
}

/** The state's event list cut to its last MAX_EVENTS. */
function flushLog(d: MazzelTofState): void {
  d.events = latest(d.events, MAX_EVENTS);
}

/**
 * The initial state (§3 in the digital order of M4, with C4 and C10), then the starter's first
 * turn with its refill draw (M1). All randomness comes from the seed through the state's rng.
 */
export function setup(args: SetupArgs<MazzelTofOptions>): MazzelTofState {
  const seats = args.seats;
  if (!Number.isInteger(seats) || seats < 2 || seats > 4) {
    throw new RangeError("MazzelTof is played by 2 or 4 players (3: one plays both blue hands).");
  }
  const options = v.parse(optionsSchema, args.options ?? {});
  const count = positionCount(seats);
  let rng: RngState = seedRng(args.seed);
  const events: MazzelTofEvent[] = [];
  const positions: PositionState[] = [];
  const decks: [CardId[], CardId[]] = [[...RED_DECK], [...BLUE_DECK]];

  // 1. Jokers out: each position takes one joker from its team's deck. With two players the
  //    second joker stays in the deck; with four both are handed out.
  for (let p = 0; p < count; p++) {
    const deck = decks[teamOf(p)];
    const joker = `${p % 2 === 0 ? "r" : "b"}-X${p < 2 ? 1 : 2}` as CardId;
    deck.splice(deck.indexOf(joker), 1);
    positions.push({ hand: [joker], open: [], mustSkip: false });
  }
  // 2. Shuffle both decks.
  for (const t of [0, 1] as const) [decks[t], rng] = shuffle(rng, decks[t]);

  // 3. Start player (M6, C10): blind cards from the top of each team's deck in seat order; jokers
  //    are redrawn; ties among the highest are redrawn by the tied players; then the blind cards
  //    go back and both decks are reshuffled.
  const blind: [CardId[], CardId[]] = [[], []];
  const turnBlind = (p: number): { card: CardId; rank: number } => {
    const t = teamOf(p);
    for (;;) {
      // Guard for an absurd run of ties: put the blind cards back before the deck runs dry.
      if (decks[t].length === 0) [decks[t], blind[t]] = [blind[t], []];
      const card = decks[t].pop() as CardId;
      blind[t].push(card);
      if (cardInfo(card).joker) {
        events.push({ type: "blindCard", pos: p, face: faceOf(card), reason: "jokerRedrawn" });
        continue;
      }
      events.push({ type: "blindCard", pos: p, face: faceOf(card), reason: "turned" });
      return { card, rank: cardInfo(card).rank };
    }
  };
  let contenders = Array.from({ length: count }, (_, p) => p);
  let starter = 0;
  let starterCard: CardId = "r-2S"; // set by the loop below, which always finds a starter
  for (;;) {
    const turned = contenders.map((p) => ({ p, ...turnBlind(p) }));
    const best = Math.max(...turned.map((x) => x.rank));
    const top = turned.filter((x) => x.rank === best);
    if (top.length === 1) {
      starter = (top[0] as (typeof top)[0]).p;
      starterCard = (top[0] as (typeof top)[0]).card;
      break;
    }
    contenders = top.map((x) => x.p);
  }
  events.push({ type: "starter", pos: starter, face: faceOf(starterCard), reason: "highest" });
  for (const t of [0, 1] as const) [decks[t], rng] = shuffle(rng, [...decks[t], ...blind[t]]);

  // 4. Start cards (M5): the starting team fixes one colour pile, the other team turns until the
  //    other colour, the starting team turns the mix card. Rejects are set aside (C4).
  const piles: MazzelTofState["piles"] = [null, null, null];
  const rejects: [CardId[], CardId[]] = [[], []];
  const turnStart = (t: TeamId, want: "red" | "black" | null, mix: boolean): CardId => {
    for (;;) {
      if (decks[t].length === 0) [decks[t], rejects[t]] = [rejects[t], []];
      const card = decks[t].pop() as CardId;
      const colour = cardInfo(card).colour;
      if (!validStartCard(card) || (want !== null && colour !== want)) {
        rejects[t].push(card);
        events.push({
          type: "startCard",
          team: t,
          face: faceOf(card),
          card: null,
          slot: null,
          reason: validStartCard(card) ? "wrongColour" : "notAllowed",
        });
        continue;
      }
      const slot: Slot = mix ? "mix" : (colour as Slot);
      piles[SLOTS.indexOf(slot)] = [{ card, rank: cardInfo(card).rank }];
      events.push({
        type: "startCard",
        team: t,
        face: faceOf(card),
        card,
        slot,
        reason: "started",
      });
      return card;
    }
  };
  const s = teamOf(starter);
  const first = turnStart(s, null, false);
  turnStart((1 - s) as TeamId, cardInfo(first).colour === "red" ? "black" : "red", false);
  turnStart(s, null, true);
  // C4: the rejects go back into their own deck once, with the seeded generator.
  for (const t of [0, 1] as const) [decks[t], rng] = shuffle(rng, [...decks[t], ...rejects[t]]);

  // 5. The remaining decks are the draw piles; the bottom six are the reserve (table.ts).
  //    M21: the starting team gave two start cards, the other one (50 / 51 with four players).
  const d: MazzelTofState = {
    version: 1,
    options,
    rng,
    seats,
    positions,
    teams: [
      { draw: decks[0], phase: "main", penalties: [] },
      { draw: decks[1], phase: "main", penalties: [] },
    ],
    piles,
    removed: [],
    starter,
    active: starter,
    phase: "play",
    turn: { ten: false, jokerDue: false },
    winner: null,
    events,
  };
  beginTurn(d);
  flushLog(d);
  return d;
}

/** The seat whose move is awaited (the seat of the active position), or none when over. */
export function toAct(state: MazzelTofState): Seat[] {
  return state.phase === "over" ? [] : [seatOf(state, state.active)];
}

/** Where `card` is for the active position `p`, or null when it may not play it. */
function findSource(s: MazzelTofState, p: number, card: CardId): CardSource | null {
  const me = s.positions[p] as PositionState;
  if (me.hand.includes(card)) return "hand";
  if (me.open.includes(card)) return "open";
  const partner = partnerOf(s.positions.length, p);
  if (partner !== null && (s.positions[partner] as PositionState).open.includes(card)) {
    return "partnerOpen";
  }
  const team = s.teams[teamOf(p)];
  if (team.phase === "endgame" && team.draw[team.draw.length - 1] === card) return "drawPile";
  return null;
}

/** The cards the active position may play now: hand, own open, partner's open, ENDGAME top. */
export function playableCards(s: MazzelTofState, p: number): CardId[] {
  const me = s.positions[p] as PositionState;
  const out = [...me.hand, ...me.open];
  const partner = partnerOf(s.positions.length, p);
  if (partner !== null) out.push(...(s.positions[partner] as PositionState).open);
  const team = s.teams[teamOf(p)];
  const top = team.draw[team.draw.length - 1];
  if (team.phase === "endgame" && top !== undefined) out.push(top);
  return out;
}

/**
 * Every legal move of `seat` now. Plays: each available card on each slot where it fits; a wild
 * starting an EMPTY slot is listed once per rank 3…13 (M9), elsewhere without `rank`. Then
 * DrawFive, the passes (MAIN: one per hand card; ENDGAME: one `{type:"pass"}`) and endTurn.
 */
export function legalMoves(state: MazzelTofState, seat: Seat): MazzelTofMove[] {
  if (!toAct(state).includes(seat)) return [];
  if (state.phase === "skipDecision") {
    const joker = (state.positions[state.active] as PositionState).hand.some(
      (c) => cardInfo(c).joker,
    );
    return joker ? [{ type: "cancelSkip" }, { type: "acceptSkip" }] : [{ type: "acceptSkip" }];
  }
  const p = state.active;
  const me = state.positions[p] as PositionState;
  const team = state.teams[teamOf(p)];
  const moves: MazzelTofMove[] = [];
  for (const card of playableCards(state, p)) {
    const wild = cardInfo(card).wild;
    SLOTS.forEach((slot, i) => {
      const pile = state.piles[i] ?? null;
      if (pile === null && wild) {
        for (let rank = LOWEST; rank < ACE; rank++) {
          if (fits(pile, slot, card, rank)) moves.push({ type: "play", card, slot, rank });
        }
      } else if (fits(pile, slot, card)) moves.push({ type: "play", card, slot });
    });
  }
  // M13, C3: a turn closes with one pass (MAIN: a hand card; ENDGAME: the draw top) or, with an
  // empty hand in MAIN, DrawFive / endTurn.
  if (team.phase === "main") {
    if (me.hand.length === 0) {
      if (aboveReserve(team) > 0) moves.push({ type: "drawFive" });
      moves.push({ type: "endTurn" });
    } else if (!state.turn.jokerDue) {
      for (const card of me.hand) moves.push({ type: "pass", card });
    }
  } else if (!state.turn.jokerDue) moves.push({ type: "pass" });
  return moves;
}

/** Null while the game runs; the winning team's seats, the others, and 1/0 scores when over. */
export function outcome(state: MazzelTofState): Outcome | null {
  if (state.phase !== "over" || state.winner === null) return null;
  const winners = teamSeats(state, state.winner);
  const losers = teamSeats(state, (1 - state.winner) as TeamId);
  const scores = Array.from({ length: state.seats }, (_, seat) => (winners.includes(seat) ? 1 : 0));
  return { winners, losers, scores };
}

/**
 * Applies one move of `seat`. Pure: the input state is never changed, and a bad move (malformed
 * or illegal) comes back as a RuleError, never as an exception. The shape, seat, end and turn
 * checks (the seat of the active position moves) are core/play.ts's; a well-formed move skips
 * the schema (`quickMove`, moves.ts).
 */
export const play = guardedPlay<MazzelTofState, MazzelTofMove>({
  move: moveSchema,
  fastMove: quickMove,
  seats: (s) => s.seats,
  over: (s) => s.phase === "over",
  toAct,
  words: {
    noSuchSeat: (seat) => `There is no seat ${seat} in this game.`,
    over: "The game is over.",
  },
  apply: keepLatest(MAX_EVENTS, applyMove),
});

/** The rules of a move that passed the checks of `play` (so `seat` holds the active position). */
function applyMove(
  state: MazzelTofState,
  seat: Seat,
  m: MazzelTofMove,
): PlayResult<MazzelTofState> {
  const p = state.active;
  const me = state.positions[p] as PositionState;
  const team = state.teams[teamOf(p)];

  if (m.type === "cancelSkip" || m.type === "acceptSkip") {
    if (state.phase !== "skipDecision") {
      return refuse("rule/no-pawn", "There is no red pawn on your draw pile to decide about.");
    }
    // §7, M17: only a joker already in the hand can cancel (not a 2, not an open card).
    if (m.type === "cancelSkip" && !me.hand.some((c) => cardInfo(c).joker)) {
      return refuse(
        "rule/no-joker",
        "Only a joker already in your hand can cancel the red pawn (2s and open cards do not count).",
      );
    }
    const d = cloneState(state);
    setPosition(d, p, position(me.hand, me.open, false));
    if (m.type === "cancelSkip") {
      // Keep the turn; the hand joker must be played onto a pile before passing.
      log(d, { type: "skip", pos: p, seat, reason: "ten", cancelled: true });
      d.turn = { ten: d.turn.ten, jokerDue: true };
      startPlay(d); // C1: the endgame check and the draw follow the cancel.
    } else {
      log(d, { type: "skip", pos: p, seat, reason: "ten", cancelled: false });
      log(d, { type: "turnEnd", pos: p, seat, reason: "skipped", card: null });
      d.active = nextPos(d.positions.length, p);
      beginTurn(d);
    }
    return accept(d);
  }
  if (state.phase === "skipDecision") {
    return refuse(
      "rule/decide-pawn-first",
      "The red pawn is on your draw pile: first cancel it with your joker or accept the missed turn.",
    );
  }

  if (m.type === "play") {
    const source = findSource(state, p, m.card);
    if (source === null) return refuse(...whyNotAvailable(state, p, m.card), { card: m.card });
    const i = SLOTS.indexOf(m.slot);
    const where = placement(state.piles[i] ?? null, m.slot, m.card, m.rank);
    if (!where.ok) return refuse(where.code, where.message, where.values);
    const d = cloneState(state);
    playCard(d, p, m.card, source, m.slot, where.rank, where.start);
    return accept(d);
  }

  if (m.type === "pass") {
    if (state.turn.jokerDue) {
      return refuse(
        "rule/joker-due",
        "You cancelled the red pawn with your joker: play that joker onto a pile before you pass.",
      );
    }
    if (team.phase === "main") {
      if (m.card === undefined) {
        return refuse("rule/pass-card-needed", "Say which card from your hand you pass.");
      }
      if (!me.hand.includes(m.card)) {
        // M14: only a hand card can be passed in MAIN, never an open card.
        return refuse(
          "rule/not-in-hand",
          `You can only pass a card from your hand; ${cardName(m.card)} is not in it.`,
          { card: m.card },
        );
      }
      const d = cloneState(state);
      const hand = without(me.hand, m.card);
      if (me.open.length < OPEN_LIMIT) {
        setPosition(d, p, position(hand, [...me.open, m.card], me.mustSkip));
        log(d, { type: "turnEnd", pos: p, seat, reason: "pass", card: m.card });
      } else {
        // §5: a sixth open card becomes a face-down penalty card; its identity stays private.
        setPosition(d, p, position(hand, me.open, me.mustSkip));
        const t = teamOf(p);
        setTeam(d, t, teamWith(team, team.draw, [...team.penalties, { card: m.card, pos: p }]));
        log(d, { type: "turnEnd", pos: p, seat, reason: "penalty", card: null });
      }
      endTurn(d, p);
      return accept(d);
    }
    // C2: the ENDGAME pass lays the current draw-pile top open (no limit: §9).
    const top = team.draw[team.draw.length - 1] as CardId;
    if (m.card !== undefined && m.card !== top) {
      return refuse(
        "rule/pass-top",
        `In the endgame you pass the top card of your draw pile (${cardName(top)}).`,
        { card: top },
      );
    }
    const d = cloneState(state);
    const draw = team.draw.slice(0, -1);
    setTeam(d, teamOf(p), teamWith(team, draw, team.penalties));
    setPosition(d, p, position(me.hand, [...me.open, top], me.mustSkip));
    if (draw.length === 0)
      finish(d, p, top, "outCard"); // M20: the out-card wins.
    else {
      log(d, { type: "turnEnd", pos: p, seat, reason: "endgamePass", card: top });
      endTurn(d, p);
    }
    return accept(d);
  }

  // drawFive and endTurn exist only in MAIN with an empty hand.
  if (team.phase === "endgame") {
    return refuse(
      "rule/endgame-pass",
      "In the endgame there is no drawing: each turn ends by laying the top card of your draw pile open.",
    );
  }
  if (me.hand.length > 0) {
    return refuse(
      m.type === "drawFive" ? "rule/hand-not-empty" : "rule/must-pass",
      m.type === "drawFive"
        ? "You may take five new cards only once your hand is empty."
        : "You still hold cards: end your turn by passing one of them.",
    );
  }
  const d = cloneState(state);
  if (m.type === "drawFive") {
    // C8: DrawFive needs at least one card above the reserve.
    if (aboveReserve(team) === 0) {
      return refuse("rule/nothing-to-draw", "No cards are left above the reserve to draw.");
    }
    const n = d.positions.length === 2 ? d.options.twoPlayerDrawFive : DRAW_FIVE;
    const drew = drawCards(d, p, n);
    log(d, { type: "drawFive", pos: p, seat, drew });
  } else {
    log(d, { type: "turnEnd", pos: p, seat, reason: "emptyHand", card: null });
    endTurn(d, p);
  }
  return accept(d);
}

/** The refusal for a card the active position may not play, with the most useful reason. */
function whyNotAvailable(s: MazzelTofState, p: number, card: CardId): [string, string] {
  const name = cardName(card);
  const mine = teamOf(p);
  for (let q = 0; q < s.positions.length; q++) {
    if (teamOf(q) !== mine && (s.positions[q] as PositionState).open.includes(card)) {
      return [
        "rule/not-your-card",
        `${name} is an open card of your opponents; only they may play it.`,
      ];
    }
  }
  const team = s.teams[mine];
  if (team.phase === "endgame" && team.draw.includes(card)) {
    return [
      "rule/not-top",
      `Only the top card of your face-up draw pile can be played, not ${name}.`,
    ];
  }
  return [
    "rule/card-not-available",
    `You do not have ${name}: play from your hand, your or your partner's open cards${team.phase === "endgame" ? " or the top of your draw pile" : ""}.`,
  ];
}

// ---------------------------------------------------------------------------------------------
// The automatic steps. They set members of the new state `d` made by `play` or `setup`, replacing
// (never writing into) the positions, teams, lists and objects it shares with an earlier state.

/**
 * The state a move works on: a new object sharing every part of `s` (copy on write). The steps
 * below replace a position, team, pile list or object they change (`setPosition`, `setTeam`,
 * fresh arrays) and never write into one that came from `s`; the event list too, made once at
 * the end of the move (`flushLog`).
 */
function cloneState(s: MazzelTofState): MazzelTofState {
  // Every member by name (a literal of one shape, cheaper than a spread of the object).
  return {
    version: s.version,
    options: s.options,
    rng: s.rng,
    seats: s.seats,
    positions: s.positions,
    teams: s.teams,
    piles: s.piles,
    removed: s.removed,
    starter: s.starter,
    active: s.active,
    phase: s.phase,
    turn: s.turn,
    winner: s.winner,
    events: s.events,
  };
}

/** A position's new state (a literal of one shape: several times cheaper than a spread). */
function position(hand: CardId[], open: CardId[], mustSkip: boolean): PositionState {
  return { hand, open, mustSkip };
}

/** A team's new state with its phase kept (a literal, as `position`). */
function teamWith(team: TeamState, draw: CardId[], penalties: PenaltyCard[]): TeamState {
  return { draw, phase: team.phase, penalties };
}

/** Puts `x` at position p (in a new list of positions). */
function setPosition(d: MazzelTofState, p: number, x: PositionState): void {
  const positions = [...d.positions];
  positions[p] = x;
  d.positions = positions;
}

/** Puts `x` as team t (in a new pair of teams). */
function setTeam(d: MazzelTofState, t: TeamId, x: TeamState): void {
  d.teams = t === 0 ? [x, d.teams[1]] : [d.teams[0], x];
}

/** A copy of `cards` without one `c`. */
function without(cards: readonly CardId[], c: CardId): CardId[] {
  const out = [...cards];
  out.splice(out.indexOf(c), 1);
  return out;
}

/** Draws up to `n` cards above the reserve into position p's hand; returns how many. */
function drawCards(d: MazzelTofState, p: number, n: number): number {
  const t = teamOf(p);
  const team = d.teams[t];
  const k = Math.min(n, aboveReserve(team)); // M3: draw what is there.
  if (k === 0) return 0;
  const me = d.positions[p] as PositionState;
  const hand = [...me.hand];
  // One card at a time from the top (the end of the list), as a player draws.
  for (let i = 1; i <= k; i++) hand.push(team.draw[team.draw.length - i] as CardId);
  setTeam(d, t, teamWith(team, team.draw.slice(0, team.draw.length - k), team.penalties));
  setPosition(d, p, position(hand, me.open, me.mustSkip));
  return k;
}

/**
 * TURN_START (§6.1): with the red pawn the state rests in `skipDecision` (C6: no endgame check
 * yet). It rests there even without a hand joker, when `acceptSkip` is the only move: skipping
 * automatically would tell the whole table that the player holds no joker (README, Decisions).
 * Otherwise PLAY begins with the endgame check and the draw.
 */
function beginTurn(d: MazzelTofState): void {
  d.turn = { ten: false, jokerDue: false };
  if ((d.positions[d.active] as PositionState).mustSkip) {
    d.phase = "skipDecision";
    return;
  }
  startPlay(d);
}

/** The endgame check (M19, C1) and the refill draw max(2, H − hand) (§8, M2, M3), then PLAY. */
function startPlay(d: MazzelTofState): void {
  const p = d.active;
  const t = teamOf(p);
  const team = d.teams[t];
  if (team.phase === "main" && aboveReserve(team) === 0) enterEndgame(d, t, p);
  let drew = 0;
  // The team as it is now (enterEndgame replaced it).
  if (d.teams[t].phase === "main") {
    const hand = (d.positions[p] as PositionState).hand.length;
    // M24: no hand limit; the draw is at least two even on a big hand.
    drew = drawCards(d, p, Math.max(2, handSizeFor(d.positions.length) - hand));
  }
  d.phase = "play";
  log(d, { type: "turn", pos: p, seat: seatOf(d, p), drew });
}

/**
 * §9: the team's penalty cards go under the reserve (M18, C5: first-created directly under the
 * six), the whole pile turns face up and the open-card limit is lifted (the phase says so).
 */
function enterEndgame(d: MazzelTofState, t: TeamId, p: number): void {
  const team = d.teams[t];
  const penalties = team.penalties.map((x) => x.card);
  // draw is bottom first: the last-created penalty card ends at the very bottom.
  const draw = [...penalties.reverse(), ...team.draw];
  setTeam(d, t, { draw, phase: "endgame", penalties: [] });
  log(d, {
    type: "endgame",
    team: t,
    pos: p,
    queue: [...draw].reverse(),
    penalties: penalties.length,
  });
}

/** PlayToPile / StartPile (§4, §6.1) and their consequences: ace, ten, joker duty, win. */
function playCard(
  d: MazzelTofState,
  p: number,
  card: CardId,
  source: CardSource,
  slot: Slot,
  rank: number,
  start: boolean,
): void {
  const t = teamOf(p);
  const count = d.positions.length;
  let owner: number | null = null;
  if (source === "hand") {
    const me = d.positions[p] as PositionState;
    setPosition(d, p, position(without(me.hand, card), me.open, me.mustSkip));
    // M17, C9: a hand joker played onto a pile fulfils the cancel duty.
    if (cardInfo(card).joker) d.turn = { ten: d.turn.ten, jokerDue: false };
  } else if (source === "drawPile") {
    const team = d.teams[t];
    setTeam(d, t, teamWith(team, team.draw.slice(0, -1), team.penalties));
  } else {
    owner = source === "open" ? p : (partnerOf(count, p) as number);
    const holder = d.positions[owner] as PositionState;
    setPosition(d, owner, position(holder.hand, without(holder.open, card), holder.mustSkip));
  }
  const i = SLOTS.indexOf(slot) as 0 | 1 | 2;
  const pile = start ? [] : [...(d.piles[i] ?? [])];
  pile.push({ card, rank });
  const piles: MazzelTofState["piles"] = [d.piles[0], d.piles[1], d.piles[2]];
  piles[i] = pile;
  d.piles = piles;
  const seat = seatOf(d, p);
  log(d, { type: "play", pos: p, seat, card, from: source, owner, slot, rank, start });
  // §7, M16: any card representing a 10 (natural, wild, or starting a pile) skips the next player.
  if (rank === TEN) d.turn = { ten: true, jokerDue: d.turn.jokerDue };
  if (rank === ACE) {
    // §4.3, M11: the completed pile leaves the game; the slot is EMPTY.
    d.removed = [...d.removed, { slot, cards: pile, pos: p }];
    piles[i] = null;
    const reason = cardInfo(card).wild ? "wildAce" : "ace";
    log(d, { type: "pileDone", pos: p, seat, team: t, slot, cards: [...pile], reason });
  }
  // §10: the team whose draw pile is empty wins at once.
  if (d.teams[t].draw.length === 0) finish(d, p, card, "lastCardPlayed");
}

/** TURN_END (§6.1, §7, C3): the pawn for the next player after a 10, then the next turn. */
function endTurn(d: MazzelTofState, p: number): void {
  const next = nextPos(d.positions.length, p);
  if (d.turn.ten) {
    const them = d.positions[next] as PositionState;
    setPosition(d, next, position(them.hand, them.open, true));
    log(d, { type: "pawn", pos: next, seat: seatOf(d, next), by: p, reason: "ten" });
  }
  d.active = next;
  beginTurn(d);
}

/** GAME_OVER (§10): the team of `p` emptied its draw pile. */
function finish(
  d: MazzelTofState,
  p: number,
  card: CardId,
  reason: "lastCardPlayed" | "outCard",
): void {
  const t = teamOf(p);
  d.phase = "over";
  d.winner = t;
  d.turn = { ten: false, jokerDue: false };
  log(d, { type: "gameEnd", team: t, winners: teamSeats(d, t), pos: p, card, reason });
}

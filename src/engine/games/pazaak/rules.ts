/**
 * The Pazaak state machine (spec §4–§6): setup, who is to act, the legal moves and `play`.
 * `play` works on a private copy of the state and applies the automatic steps (the mandatory
 * draw, auto-stands, set ends, the next set) immediately, so a state only ever rests in the
 * side-deck choice, in DECIDE for the active seat, or over.
 */
import * as v from "valibot";
import type { Outcome, Seat, SetupArgs } from "../../core/game";
import { keepLatest, logEvent } from "../../core/event-log";
import { accept, refuse, type PlayResult } from "../../core/errors";
import { guardedPlay, notYourTurn, type Refusal } from "../../core/play";
import { seedRng, shuffle } from "../../core/rng";
import { boardTotal, checkValue, copyBoard, placeSide } from "./board";
import {
  BOARD_SLOTS,
  HAND_SIZE,
  PLAYER_DECK,
  SETS_TO_WIN,
  SIDE_CARD_LIMITS,
  SIDE_DECK_SIZE,
  TABLE_DECK,
  TARGET,
  cardName,
  declaredValues,
  isTableCard,
  tableValue,
} from "./cards";
import { moveSchema, turnMove } from "./moves";
import { optionsSchema } from "./options";
import { PRESET_DECKS } from "./presets";
import type {
  PazaakEvent,
  PazaakMove,
  PazaakOptions,
  PazaakState,
  SeatState,
  SideCardId,
  TableCardId,
} from "./types";

// Re-exported: tests and older imports read the presets from the rules.
export { PRESET_DECKS };

/** The public log keeps only this many latest events, so the state stays small. */
export const MAX_EVENTS = 200;

function emptySeat(): SeatState {
  return { sideDeck: null, hand: [], board: [], stood: false, tiebreak: false, setsWon: 0 };
}

/**
 * The initial state: both seats are to choose a side deck (§4.1). The table deck is shuffled
 * now (§4.3); the rng lives in the state, so the whole match follows from the seed.
 */
export function setup(args: SetupArgs<PazaakOptions>): PazaakState {
  if (args.seats !== 2) throw new RangeError("Pazaak is played by exactly two players.");
  const options = v.parse(optionsSchema, args.options ?? {});
  const [deck, rng] = shuffle(seedRng(args.seed), TABLE_DECK);
  return {
    version: 1,
    options,
    rng,
    phase: "sideDeck",
    seats: [emptySeat(), emptySeat()],
    deck,
    discard: [],
    set: 1,
    starter: 0,
    active: 0,
    sidePlayed: false,
    consecutiveTies: 0,
    winner: null,
    events: [],
  };
}

/** The seats whose move is awaited: both choosers, else the active seat, else none. */
export function toAct(state: PazaakState): Seat[] {
  if (state.phase === "sideDeck") return [0, 1].filter((s) => state.seats[s]?.sideDeck === null);
  if (state.phase === "playing") return [state.active];
  return [];
}

/**
 * Every legal move of `seat` now.
 * - Side-deck choice: the space (10 of 43 with copy limits) is combinatorial, so this returns a
 *   representative subset: `randomSideDeck` and the preset decks of PRESET_DECKS.
 * - Playing: one `play` per distinct hand card and allowed value (when a side card is still
 *   allowed this turn), then `endTurn` and `stand` (standing over 20 is legal: it is a bust).
 */
export function legalMoves(state: PazaakState, seat: Seat): PazaakMove[] {
  if (!toAct(state).includes(seat)) return [];
  if (state.phase === "sideDeck") {
    return [
      { type: "randomSideDeck" },
      ...Object.values(PRESET_DECKS).map((cards) => ({
        type: "sideDeck" as const,
        cards: [...cards],
      })),
    ];
  }
  const me = state.seats[seat as 0 | 1];
  const moves: PazaakMove[] = [];
  if (!state.sidePlayed && me.board.length < BOARD_SLOTS) {
    for (const card of [...new Set(me.hand)]) {
      const values = declaredValues(card);
      if (values === null) moves.push({ type: "play", card });
      else for (const value of values) moves.push({ type: "play", card, value });
    }
  }
  moves.push({ type: "endTurn" }, { type: "stand" });
  return moves;
}

/**
 * The real choices of `seat` (Game.choices): its legal moves, but over 20 with no side card to
 * play, ending the turn and standing are one choice, a bust, given as `endTurn` (the table's
 * big button there). A side card in hand is always a choice, even one that cannot save the
 * turn: it stays in the hand for the rest of the match.
 */
export function choices(state: PazaakState, seat: Seat): PazaakMove[] {
  const moves = legalMoves(state, seat);
  if (state.phase !== "playing" || moves.some((m) => m.type === "play")) return moves;
  const total = boardTotal(state.seats[seat as 0 | 1].board);
  return total > TARGET ? [{ type: "endTurn" }] : moves;
}

/** Null while the match runs; the winner, the loser and the sets won when it is over. */
export function outcome(state: PazaakState): Outcome | null {
  if (state.phase !== "over") return null;
  const scores = [state.seats[0].setsWon, state.seats[1].setsWon];
  if (state.winner === null) return { winners: [], losers: [], scores };
  return { winners: [state.winner], losers: [1 - state.winner], scores };
}

/**
 * Applies one move of `seat`. Pure: the input state is never changed, and a bad move (malformed
 * or illegal) comes back as a RuleError, never as an exception. The shape, seat, end and turn
 * checks are core/play.ts's; the turn moves skip the schema (`turnMove`, moves.ts).
 */
export const play = guardedPlay<PazaakState, PazaakMove>({
  move: moveSchema,
  fastMove: turnMove,
  seats: () => 2,
  over: (s) => s.phase === "over",
  turn: whoseTurn,
  words: {
    noSuchSeat: (seat) => `There is no seat ${seat} in Pazaak.`,
    over: "The match is over.",
  },
  apply: keepLatest(MAX_EVENTS, (state, seat, m) => applyMove(state, seat as 0 | 1, m)),
});

/**
 * Both seats choose their side decks at the same time (§4.1; a second choice is refused by
 * `applyMove`); the moves of a turn wait for both choices, then belong to the active seat.
 */
function whoseTurn(state: PazaakState, seat: Seat, m: PazaakMove): Refusal | null {
  if (m.type === "sideDeck" || m.type === "randomSideDeck") return null;
  if (state.phase === "sideDeck") {
    return refuse(
      "rule/choose-side-deck-first",
      "Both players must choose their side decks first.",
    );
  }
  return seat === state.active ? null : notYourTurn();
}

/** The rules of a move that passed the checks of `play` (so `seat` is 0 or 1). */
function applyMove(state: PazaakState, seat: 0 | 1, m: PazaakMove): PlayResult<PazaakState> {
  if (m.type === "sideDeck" || m.type === "randomSideDeck") {
    if (state.phase !== "sideDeck" || state.seats[seat].sideDeck !== null) {
      return refuse("rule/side-deck-already-chosen", "You have already chosen your side deck.");
    }
    if (m.type === "sideDeck") {
      const problem = sideDeckProblem(m.cards);
      if (problem) return refuse("rule/invalid-side-deck", problem);
    }
    const d = cloneState(state);
    let cards: SideCardId[];
    if (m.type === "sideDeck") cards = [...m.cards];
    else {
      // Any 10 of the 43 respect the copy limits, so a shuffle of the deck is a valid choice.
      const [shuffled, rng] = shuffle(d.rng, PLAYER_DECK);
      d.rng = rng;
      cards = shuffled.slice(0, SIDE_DECK_SIZE);
    }
    d.seats[seat].sideDeck = cards;
    log(d, { type: "sideDeck", seat });
    if (d.seats[0].sideDeck !== null && d.seats[1].sideDeck !== null) startMatch(d);
    return accept(d);
  }

  const d = cloneState(state);
  if (m.type === "endTurn") endTurn(d, seat, false, false);
  else if (m.type === "stand") endTurn(d, seat, true, false);
  else {
    const me = state.seats[seat];
    if (state.sidePlayed) {
      return refuse("rule/side-card-already-played", "Only one side card may be played per turn.");
    }
    const index = me.hand.indexOf(m.card);
    if (index < 0)
      return refuse("rule/not-in-hand", `${cardName(m.card)} is not in your hand.`, {
        card: m.card,
      });
    // A13: no side card into a full board (unreachable in play: nine cards auto-stand, A4).
    if (me.board.length >= BOARD_SLOTS) return refuse("rule/board-full", "Your board is full.");
    const problem = checkValue(m.card, m.value);
    if (problem)
      return refuse("rule/bad-value", `${cardName(m.card)}: ${problem}`, { card: m.card });
    playSide(d, seat, index, m.value);
  }
  return accept(d);
}

/** Why a side-deck choice is invalid, or null (§4.1: exactly 10, within the copy limits). */
export function sideDeckProblem(cards: readonly SideCardId[]): string | null {
  if (cards.length !== SIDE_DECK_SIZE) {
    return `A side deck has exactly ${SIDE_DECK_SIZE} cards, not ${cards.length}.`;
  }
  const counts = new Map<SideCardId, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const [c, n] of counts) {
    const limit = SIDE_CARD_LIMITS[c];
    if (n > limit) {
      return `Your deck has ${limit} ${limit === 1 ? "copy" : "copies"} of ${cardName(c)}; you chose ${n}.`;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The automatic steps. They work in place on the private copy `d` made by `play`.

/**
 * The private copy the steps below work on: the state and both seats copied, their arrays
 * shared with the original (copy on write). No step changes a shared array in place: each gives
 * the copy a new array instead (a draw, a played card, a discard), and the board cards a flip or
 * a double changes are copied first (`playSide`); each event logged gives the copy a new log
 * (core/event-log.ts).
 */
function cloneState(s: PazaakState): PazaakState {
  // Every member by name: a literal of one shape is several times cheaper than a spread.
  return {
    version: s.version,
    options: s.options,
    rng: s.rng,
    phase: s.phase,
    seats: [cloneSeat(s.seats[0]), cloneSeat(s.seats[1])],
    deck: s.deck,
    discard: s.discard,
    set: s.set,
    starter: s.starter,
    active: s.active,
    sidePlayed: s.sidePlayed,
    consecutiveTies: s.consecutiveTies,
    winner: s.winner,
    events: s.events,
  };
}

/** A seat's copy for `cloneState`, its arrays shared. */
function cloneSeat(s: SeatState): SeatState {
  return {
    sideDeck: s.sideDeck,
    hand: s.hand,
    board: s.board,
    stood: s.stood,
    tiebreak: s.tiebreak,
    setsWon: s.setsWon,
  };
}

/** Logs a public event; `play` keeps the last MAX_EVENTS. */
function log(d: PazaakState, e: PazaakEvent): void {
  logEvent(d, e);
}

/** The other seat. */
function other(p: Seat): 0 | 1 {
  return p === 0 ? 1 : 0;
}

/** The totals of both boards. */
function totals(d: PazaakState): [number, number] {
  return [boardTotal(d.seats[0].board), boardTotal(d.seats[1].board)];
}

/**
 * Takes the top table card. The deck is refilled from the shuffled discards when empty: that is
 * the `continuous` policy (§8); with reshufflePerSet it can only happen after a very long run
 * of equal first-player reveals, a case the spec does not cover (README).
 */
function drawTop(d: PazaakState): TableCardId {
  if (d.deck.length === 0) {
    const [deck, rng] = shuffle(d.rng, d.discard);
    d.deck = deck;
    d.rng = rng;
    d.discard = [];
  }
  // 40 cards, at most 18 on the boards: the deck refilled above is never empty. A new array:
  // the one of the state before may be shared (copy on write, `cloneState`).
  const card = d.deck[d.deck.length - 1] as TableCardId;
  d.deck = d.deck.slice(0, -1);
  return card;
}

/** Both side decks are chosen: deal the hands, reveal for the first player, start set 1. */
function startMatch(d: PazaakState): void {
  for (const seat of d.seats) {
    // §4.2: each player shuffles their 10 and draws 4, the hand for the whole match.
    const [shuffled, rng] = shuffle(d.rng, seat.sideDeck ?? []);
    d.rng = rng;
    seat.hand = shuffled.slice(0, HAND_SIZE);
  }
  // §4.4, A9: the higher top card starts; equal cards mean both reveal again.
  const revealed: TableCardId[] = [];
  let starter: Seat | null = null;
  while (starter === null) {
    const a = drawTop(d);
    const b = drawTop(d);
    revealed.push(a, b);
    const va = tableValue(a);
    const vb = tableValue(b);
    starter = va > vb ? 0 : vb > va ? 1 : null;
    log(d, { type: "reveal", cards: [a, b], starter });
  }
  if (d.options.firstPlayerCardsDiscarded) d.discard = [...d.discard, ...revealed];
  else {
    // The revealed cards go back and the table deck is shuffled again.
    const [deck, rng] = shuffle(d.rng, [...d.deck, ...revealed]);
    d.deck = deck;
    d.rng = rng;
  }
  d.phase = "playing";
  d.starter = starter;
  d.set = 1;
  startSet(d);
}

/**
 * §5: clears the boards, reshuffles all 40 table cards from set 2 on (A8, reshufflePerSet) or
 * keeps the deck and discards them (continuous), and starts the starter's first turn.
 */
function startSet(d: PazaakState): void {
  const discard = d.discard.slice();
  for (const seat of d.seats) {
    for (const c of seat.board) if (isTableCard(c.card)) discard.push(c.card);
    // Played side cards are spent for the match (§3.7): they leave with the board.
    seat.board = [];
    seat.stood = false;
    seat.tiebreak = false;
  }
  d.discard = discard;
  if (d.set > 1 && d.options.tableDeckPolicy === "reshufflePerSet") {
    const [deck, rng] = shuffle(d.rng, TABLE_DECK);
    d.deck = deck;
    d.rng = rng;
    d.discard = [];
  }
  d.active = d.starter;
  log(d, { type: "setStart", set: d.set, starter: d.starter });
  beginTurn(d);
}

/** TURN_START: the mandatory draw (§6), then a possible auto-stand. */
function beginTurn(d: PazaakState): void {
  const p = d.active;
  d.sidePlayed = false;
  const card = drawTop(d);
  const seat = d.seats[p as 0 | 1];
  seat.board = [...seat.board, { card, value: tableValue(card) }];
  log(d, { type: "draw", seat: p, card, total: boardTotal(seat.board) });
  afterPlacement(d, p);
}

/** PlaySide: one hand card onto the board, its effect, then a possible auto-stand. */
function playSide(d: PazaakState, p: 0 | 1, handIndex: number, value: number | undefined): void {
  const me = d.seats[p];
  const card = me.hand[handIndex] as SideCardId;
  me.hand = me.hand.filter((_, i) => i !== handIndex);
  // A flip or a double changes cards in place: the previous state's must stay as they were.
  const them = d.seats[other(p)];
  me.board = copyBoard(me.board);
  them.board = copyBoard(them.board);
  const placed = placeSide(me.board, them.board, card, value, d.options);
  // A7: playing TB at any time marks the player for the rest of the set.
  if (card === "TB") me.tiebreak = true;
  d.sidePlayed = true;
  log(d, { type: "play", seat: p, card, value: placed.value, total: boardTotal(me.board) });
  afterPlacement(d, p);
}

/**
 * AUTO_STAND (A3, A4): exactly 20, or nine cards, ends the turn as a stand; a ninth card over 20
 * is then a bust. Variant nineCardRule=win: nine cards at 20 or less win the set.
 */
function afterPlacement(d: PazaakState, p: Seat): void {
  const board = d.seats[p as 0 | 1].board;
  const total = boardTotal(board);
  if (board.length >= BOARD_SLOTS && total <= TARGET && d.options.nineCardRule === "win") {
    endSet(d, p, "nine");
  } else if (board.length >= BOARD_SLOTS || total === TARGET) {
    endTurn(d, p, true, true);
  }
}

/** END_TURN (§6): bust check (A2), stand, then the next turn or the set's end (A14). */
function endTurn(d: PazaakState, p: Seat, stand: boolean, auto: boolean): void {
  const me = d.seats[p as 0 | 1];
  const total = boardTotal(me.board);
  if (stand) log(d, { type: "stand", seat: p, total, auto });
  else log(d, { type: "endTurn", seat: p, total });
  // A2: the bust is checked only here, at the end of the player's own turn.
  if (total > TARGET) return endSet(d, other(p), "bust");
  if (stand) me.stood = true;
  const q = other(p);
  if (me.stood && d.seats[q].stood) return compare(d);
  // A14: the opponent plays next unless they have stood; then this player keeps playing.
  d.active = d.seats[q].stood ? p : q;
  beginTurn(d);
}

/**
 * SET_END(compare). A stood player can only be over 20 when the opponent's flip pushed them
 * there (flipScope=both); that counts as a bust for them (README).
 */
function compare(d: PazaakState): void {
  const [t0, t1] = totals(d);
  const bust0 = t0 > TARGET;
  const bust1 = t1 > TARGET;
  if (bust0 !== bust1) return endSet(d, bust0 ? 1 : 0, "bust");
  if (!bust0 && t0 !== t1) return endSet(d, t0 > t1 ? 0 : 1, "higher");
  // A7: equal totals: exactly one tiebreak mark wins; otherwise a tie (not counted).
  const [tb0, tb1] = [d.seats[0].tiebreak, d.seats[1].tiebreak];
  if (!bust0 && tb0 !== tb1) return endSet(d, tb0 ? 0 : 1, "tiebreak");
  endSet(d, null, "tie");
}

/**
 * SET_END bookkeeping: the winner scores and starts the next set; after a tie the player who
 * did not start this set starts the next. First to 3 wins (A11). With maxConsecutiveTies = n,
 * the n-th tie in a row ends the match on sets won; if those are equal, the next decided set
 * wins the match (§8, A10).
 */
function endSet(
  d: PazaakState,
  winner: Seat | null,
  reason: "bust" | "higher" | "tiebreak" | "tie" | "nine",
): void {
  // The final boards and the score after this set travel with the event: the next set clears
  // the boards at once, and a table shows how the set was won before moving on.
  const sets: [number, number] = [d.seats[0].setsWon, d.seats[1].setsWon];
  if (winner === 0 || winner === 1) sets[winner] += 1;
  log(d, {
    type: "setEnd",
    set: d.set,
    winner,
    totals: totals(d),
    reason,
    boards: [d.seats[0].board.map((c) => ({ ...c })), d.seats[1].board.map((c) => ({ ...c }))],
    sets,
  });
  const cap = d.options.maxConsecutiveTies;
  if (winner !== null) {
    const suddenDeath = cap !== null && d.consecutiveTies >= cap;
    d.consecutiveTies = 0;
    const w = d.seats[winner as 0 | 1];
    w.setsWon += 1;
    if (w.setsWon >= SETS_TO_WIN || suddenDeath) return finish(d, winner);
    d.starter = winner;
  } else {
    d.consecutiveTies += 1;
    d.starter = other(d.starter);
    if (cap !== null && d.consecutiveTies >= cap) {
      const [a, b] = [d.seats[0].setsWon, d.seats[1].setsWon];
      if (a !== b) return finish(d, a > b ? 0 : 1);
    }
  }
  d.set += 1;
  startSet(d);
}

/** MATCH_END. The boards stay as they were so that everyone sees the last set. */
function finish(d: PazaakState, winner: Seat | null): void {
  d.phase = "over";
  d.winner = winner;
  d.sidePlayed = false;
  log(d, { type: "matchEnd", winner, sets: [d.seats[0].setsWon, d.seats[1].setsWon] });
}

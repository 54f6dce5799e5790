/**
 * The Mazzo state machine (spec §3–§6): setup, who is to act, the legal moves and `play`.
 * `play` works on a private copy and runs the automatic steps (REVEAL_CLASH, DOUBT,
 * END_OF_TURN, TURN_START, GAME_END) at once, so a state only rests in ATTACK, RESPOND, JUDGE,
 * the attacker's choice of two cards after a caught bluff, or over.
 */
import * as v from "valibot";
import type { Outcome, Seat, SetupArgs } from "../../core/game";
import { keepLatest, latest, logEvent } from "../../core/event-log";
import { accept, refuse, type PlayResult, type RuleError } from "../../core/errors";
import { guardedPlay } from "../../core/play";
import { nextInt, seedRng, shuffle } from "../../core/rng";
import {
  DECKS,
  HAND_SIZE,
  MAZZIERE,
  abilityName,
  cardName,
  deckProblem,
  has,
  isMazziere,
  value,
  type Deck,
} from "./cards";
import { commonMove, moveSchema } from "./moves";
import { optionsSchema } from "./options";
import type {
  AbilityId,
  CardDef,
  CardId,
  ClashReason,
  EndReason,
  LootGain,
  MazzoEvent,
  MazzoMove,
  MazzoOptions,
  MazzoState,
  TableState,
} from "./types";

/** The public log keeps only this many latest events, so the state stays small. */
export const MAX_EVENTS = 200;

/** The deck of a state. */
export function deckOf(state: { options: MazzoOptions }): Deck {
  return DECKS[state.options.deck];
}

/** The other seat. */
export function other(p: Seat): 0 | 1 {
  return p === 0 ? 1 : 0;
}

/**
 * Whether `card` may attack with ability `k` from `hand` (A1: the ability must be on the
 * card; A2: the Mazziere has every ability; C4: with `mazziereHasNoAbilities` it may attack,
 * declaring any ability, only as the attacker's only card).
 */
export function canAttack(
  card: CardDef,
  k: AbilityId,
  handSize: number,
  options: MazzoOptions,
): boolean {
  if (isMazziere(card) && options.mazziereHasNoAbilities) return handSize === 1;
  return has(card, k, options.mazziereHasNoAbilities);
}

/** The result of a clash between two cards on ability `k`. */
export interface ClashResult {
  /** "each": both keep their own card (clashTie eachKeepsOwn). */
  winner: "attacker" | "defender" | "each";
  reason: ClashReason;
  values: [number, number];
}

/**
 * REVEAL_CLASH's winner (A2, A3, A4, A5): the Mazziere wins every clash; otherwise the higher
 * value of `k`, a card without `k` counting 0; equal values go by `clashTie`.
 */
export function clashWinner(
  attack: CardDef,
  defense: CardDef,
  k: AbilityId,
  options: MazzoOptions,
): ClashResult {
  const values: [number, number] = [value(attack, k), value(defense, k)];
  if (isMazziere(attack)) return { winner: "attacker", reason: "mazziere", values };
  if (isMazziere(defense)) return { winner: "defender", reason: "mazziere", values };
  const [va, vd] = values;
  if (va > vd) {
    // A4: a denied (or automatic, A6) card without the ability counts 0.
    return { winner: "attacker", reason: vd === 0 ? "lacksAbility" : "higher", values };
  }
  if (vd > va) return { winner: "defender", reason: "higher", values };
  // A5: a tie goes to the defender by default (impossible with M16/M28, whose values differ).
  const winner =
    options.clashTie === "attacker"
      ? "attacker"
      : options.clashTie === "eachKeepsOwn"
        ? "each"
        : "defender";
  return { winner, reason: "tie", values };
}

// ---------------------------------------------------------------------------------------------
// Setup, toAct, legalMoves, outcome.

/**
 * The initial state (§3): the first attacker is drawn first (A13, C2), the deck is shuffled,
 * and 3 cards each are dealt one at a time by the refill rule from two empty hands, so the
 * first defender gets the first card (C2). The generator stays in the state for the blind draw
 * of a failed Doubt (C1).
 */
export function setup(args: SetupArgs<MazzoOptions>): MazzoState {
  if (args.seats !== 2)
    throw new RangeError("Mazzo (Classic rules) is played by exactly two players.");
  const options = v.parse(optionsSchema, args.options ?? {});
  const deck = DECKS[options.deck];
  const problem = checkedDeck(deck);
  if (problem) throw new RangeError(`Deck ${deck.id} cannot be played: ${problem}`);
  const [first, rng1] = nextInt(seedRng(args.seed), 2);
  const [pile, rng] = shuffle(
    rng1,
    deck.cards.map((c) => c.id),
  );
  const d: MazzoState = {
    version: 1,
    options,
    rng,
    phase: "attack",
    turn: 1,
    attacker: first,
    firstAttacker: first,
    hands: [[], []],
    loot: [[], []],
    drawPile: pile,
    discard: [],
    table: emptyTable(),
    revealed: null,
    winner: null,
    endReason: null,
    events: [],
  };
  refill(d, other(first));
  log(d, {
    type: "start",
    deck: deck.id,
    firstAttacker: first,
    hands: [d.hands[0].length, d.hands[1].length],
    drawPile: d.drawPile.length,
  });
  startTurn(d);
  d.events = latest(d.events, MAX_EVENTS);
  return d;
}

/** What `deckProblem` said of each deck's cards (the decks never change: checked once each). */
const deckChecks = new Map<readonly CardDef[], string | null>();

/** `deckProblem` of a deck's cards, once per deck. */
function checkedDeck(deck: Deck): string | null {
  let problem = deckChecks.get(deck.cards);
  if (problem === undefined) {
    problem = deckProblem(deck.cards);
    deckChecks.set(deck.cards, problem);
  }
  return problem;
}

/** The seats whose move is awaited: the defender in RESPOND, else the attacker; none when over. */
export function toAct(state: MazzoState): Seat[] {
  switch (state.phase) {
    case "over":
      return [];
    case "respond":
      return [other(state.attacker)];
    default:
      return [state.attacker];
  }
}

/**
 * Every legal move of `seat` now (§5). The sets are small, so the list is complete:
 * ATTACK: each hand card with each ability it may declare (the Mazziere: every ability);
 * RESPOND: `faceUp` with each matching card, `deny` with each card; JUDGE: `believe`, `doubt`;
 * take: each pair of the revealed hand (in deck order; `play` accepts either order).
 */
export function legalMoves(state: MazzoState, seat: Seat): MazzoMove[] {
  if (!toAct(state).includes(seat)) return [];
  return movesOf(state, state.hands[seat as 0 | 1], deckOf(state));
}

/**
 * The moves of the seat holding `hand` in this phase, as `legalMoves` orders them. The strong
 * player (bot-strong.ts) lists its moves from its view with it: a view shows the same phase,
 * declared ability, revealed hand and options.
 */
export function movesOf(
  at: {
    phase: MazzoState["phase"];
    table: { ability?: string | null };
    revealed: readonly CardId[] | null;
    options: MazzoOptions;
  },
  hand: readonly CardId[],
  deck: Deck,
): MazzoMove[] {
  const o = at.options;
  const card = (id: CardId) => deck.byId.get(id) as CardDef;
  const moves: MazzoMove[] = [];
  switch (at.phase) {
    case "attack":
      for (const id of hand) {
        for (const k of deck.abilities) {
          if (canAttack(card(id), k, hand.length, o))
            moves.push({ type: "attack", card: id, ability: k });
        }
      }
      break;
    case "respond": {
      const k = at.table.ability as AbilityId;
      for (const id of hand) {
        if (has(card(id), k, o.mazziereHasNoAbilities)) moves.push({ type: "faceUp", card: id });
      }
      for (const id of hand) moves.push({ type: "deny", card: id });
      break;
    }
    case "judge":
      moves.push({ type: "believe" }, { type: "doubt" });
      break;
    case "take": {
      const r = at.revealed ?? [];
      for (let i = 0; i < r.length; i++) {
        for (let j = i + 1; j < r.length; j++) {
          moves.push({ type: "take", cards: [r[i] as CardId, r[j] as CardId] });
        }
      }
      break;
    }
  }
  return moves;
}

/** Null while the game runs; winners, losers and the loot counts as scores when over (§6). */
export function outcome(state: MazzoState): Outcome | null {
  if (state.phase !== "over") return null;
  const scores = [state.loot[0].length, state.loot[1].length];
  if (state.winner === null) return { winners: [], losers: [], scores };
  return { winners: [state.winner], losers: [other(state.winner)], scores };
}

// ---------------------------------------------------------------------------------------------
// play

/**
 * Applies one move of `seat`. Pure: the input state is never changed, and a bad move (malformed
 * or illegal) comes back as a RuleError, never as an exception. The shape, seat, end and turn
 * checks (the seat of `toAct` moves) are core/play.ts's; the commonest moves skip the schema
 * (`commonMove`, moves.ts).
 */
export const play = guardedPlay<MazzoState, MazzoMove>({
  move: moveSchema,
  fastMove: commonMove,
  seats: () => 2,
  over: (s) => s.phase === "over",
  toAct,
  words: {
    noSuchSeat: (seat) => `There is no seat ${seat} in Mazzo.`,
    over: "The game is over.",
  },
  apply: keepLatest(MAX_EVENTS, (state, seat, m) => applyMove(state, seat as 0 | 1, m)),
});

/** The step each move type belongs to, for the "not now" message. */
const STEP_OF: Record<MazzoMove["type"], string> = {
  attack: "the attacker leads a card",
  faceUp: "the defender answers an attack",
  deny: "the defender answers an attack",
  believe: "the attacker judges a denial",
  doubt: "the attacker judges a denial",
  take: "the attacker takes two cards after catching a bluff",
};

const PHASE_OF: Record<MazzoMove["type"], MazzoState["phase"]> = {
  attack: "attack",
  faceUp: "respond",
  deny: "respond",
  believe: "judge",
  doubt: "judge",
  take: "take",
};

/** The rules of a move that passed the checks of `play` (so `seat` is 0 or 1, to act). */
function applyMove(state: MazzoState, seat: 0 | 1, m: MazzoMove): PlayResult<MazzoState> {
  if (PHASE_OF[m.type] !== state.phase) {
    return refuse(
      "rule/wrong-step",
      `That move belongs to another step (when ${STEP_OF[m.type]}).`,
    );
  }
  const deck = deckOf(state);
  const o = state.options;
  const hand = state.hands[seat];
  const k = state.table.ability as AbilityId;
  const d = cloneState(state);

  switch (m.type) {
    case "attack": {
      if (!hand.includes(m.card)) return notInHand(m.card);
      const card = deck.byId.get(m.card) as CardDef;
      if (!deck.abilities.includes(m.ability)) {
        return refuse(
          "rule/unknown-ability",
          `This deck has no ability ${abilityName(m.ability)}.`,
          { ability: m.ability },
        );
      }
      if (!canAttack(card, m.ability, hand.length, o)) {
        if (isMazziere(card)) {
          // C4: with mazziereHasNoAbilities the Mazziere leads only as the last card.
          return refuse(
            "rule/illegal-card",
            "The Mazziere has no abilities in this game: it can lead an attack only as your last card.",
          );
        }
        // A1: the attacker cannot bluff about the ability.
        return refuse(
          "rule/illegal-card",
          `${card.name} does not have ${abilityName(m.ability)}: attack with an ability on the card.`,
          { card: m.card, ability: m.ability },
        );
      }
      attack(d, m.card, m.ability);
      break;
    }
    case "faceUp": {
      if (!hand.includes(m.card)) return notInHand(m.card);
      const card = deck.byId.get(m.card) as CardDef;
      if (!has(card, k, o.mazziereHasNoAbilities)) {
        return refuse(
          "rule/illegal-card",
          `${card.name} does not have ${abilityName(k)}: answer face up only with a card that has it, or say you don't have it.`,
          { card: m.card, ability: k },
        );
      }
      take(d, seat, m.card);
      d.table = withDefense(d.table, m.card, true);
      log(d, { type: "faceUp", turn: d.turn, seat, card: m.card });
      revealClash(d, "faceUp", false);
      break;
    }
    case "deny": {
      // Deny is legal with any card, even when the hand holds the ability: that is the bluff.
      if (!hand.includes(m.card)) return notInHand(m.card);
      take(d, seat, m.card);
      d.table = withDefense(d.table, m.card, false);
      log(d, { type: "deny", turn: d.turn, seat });
      d.phase = "judge";
      break;
    }
    case "believe":
      log(d, { type: "believe", turn: d.turn, seat });
      revealClash(d, "denied", false);
      break;
    case "doubt":
      doubt(d);
      break;
    case "take": {
      const [a, b] = m.cards;
      const revealed = state.revealed ?? [];
      if (a === b) return refuse("rule/same-card-twice", "Take two different cards.");
      for (const id of [a, b]) {
        if (!revealed.includes(id)) {
          return refuse(
            "rule/not-in-revealed-hand",
            `${cardName(id)} is not in the revealed hand.`,
            { card: id },
          );
        }
      }
      bluffCaught(d, [a, b]);
      break;
    }
  }
  return accept(d);
}

function notInHand(id: CardId): { ok: false; error: RuleError } {
  return refuse("rule/not-in-hand", `${cardName(id)} is not in your hand.`, { card: id });
}

// ---------------------------------------------------------------------------------------------
// The steps. They work in place on the private copy `d` made by `play`.

/** A table with no cards on it, keeping `ability` on record (a doubt's result names it). */
function emptyTable(ability: AbilityId | null = null): TableState {
  return { attack: null, ability, defense: null, defenseFaceUp: false };
}

/** The table with its defence card (written as a literal: cheaper than a spread). */
function withDefense(t: TableState, defense: CardId, defenseFaceUp: boolean): TableState {
  return { attack: t.attack, ability: t.ability, defense, defenseFaceUp };
}

/**
 * The private copy the steps work on: the state and its pairs of hands and loot piles copied,
 * every array and the table shared with the original (copy on write). No step changes a shared
 * array or the table in place: each gives the copy a new one (`take`, `addToHand`, `gain`, the
 * refill's pile, a new table); each event logged gives the copy a new log (core/event-log.ts).
 */
function cloneState(s: MazzoState): MazzoState {
  // Every member by name: a literal of one shape is several times cheaper than a spread.
  return {
    version: s.version,
    options: s.options,
    rng: s.rng,
    phase: s.phase,
    turn: s.turn,
    attacker: s.attacker,
    firstAttacker: s.firstAttacker,
    hands: [s.hands[0], s.hands[1]],
    loot: [s.loot[0], s.loot[1]],
    drawPile: s.drawPile,
    discard: s.discard,
    table: s.table,
    revealed: s.revealed,
    winner: s.winner,
    endReason: s.endReason,
    events: s.events,
  };
}

/** Logs a public event; `play` keeps the last MAX_EVENTS. */
function log(d: MazzoState, e: MazzoEvent): void {
  logEvent(d, e);
}

/** Takes one card out of a seat's hand (it is known to be there): the hand becomes a new array. */
function take(d: MazzoState, seat: Seat, id: CardId): void {
  const from = d.hands[seat as 0 | 1];
  const i = from.indexOf(id);
  if (i < 0) throw new Error(`card ${id} missing`);
  const hand = from.slice();
  hand.splice(i, 1);
  d.hands[seat as 0 | 1] = hand;
}

/** Puts a card into a hand, keeping deck order: a card's place in a hand tells nothing (C3). */
function addToHand(d: MazzoState, seat: Seat, id: CardId): void {
  const order = deckOf(d).order;
  const hand = d.hands[seat as 0 | 1].slice();
  const rank = order.get(id) ?? 0;
  let i = hand.length;
  while (i > 0 && (order.get(hand[i - 1] as CardId) ?? 0) > rank) i--;
  hand.splice(i, 0, id);
  d.hands[seat as 0 | 1] = hand;
}

/** Adds cards to a seat's loot pile: the pile becomes a new array. */
function gain(d: MazzoState, seat: Seat, cards: readonly CardId[]): void {
  d.loot[seat as 0 | 1] = [...d.loot[seat as 0 | 1], ...cards];
}

/**
 * A8 refill: one card at a time from the top of the pile to the seat with fewer cards; on equal
 * counts to `tieSeat` (the seat that defends next turn). Stops when both hold 3 or the pile is
 * empty. Returns how many cards each seat got.
 */
function refill(d: MazzoState, tieSeat: Seat): [number, number] {
  const got: [number, number] = [0, 0];
  // The pile of the state before may be shared (copy on write): dealt from a copy.
  let pile: CardId[] | null = null;
  while (
    d.drawPile.length > 0 &&
    (d.hands[0].length < HAND_SIZE || d.hands[1].length < HAND_SIZE)
  ) {
    const [n0, n1] = [d.hands[0].length, d.hands[1].length];
    const to: 0 | 1 = n0 < n1 ? 0 : n1 < n0 ? 1 : (tieSeat as 0 | 1);
    pile ??= d.drawPile = d.drawPile.slice();
    addToHand(d, to, pile.pop() as CardId);
    got[to]++;
  }
  return got;
}

/**
 * TURN_START: the game ends when both hands are empty, or a hand is empty and nothing is left
 * to deal (§6, A9); otherwise the attacker leads. The turn number stays on the last turn played.
 */
function startTurn(d: MazzoState): void {
  d.table = emptyTable();
  d.revealed = null;
  const empty0 = d.hands[0].length === 0;
  const empty1 = d.hands[1].length === 0;
  if ((empty0 && empty1) || (d.drawPile.length === 0 && (empty0 || empty1))) {
    endGame(d, null);
    return;
  }
  d.phase = "attack";
}

/** ATTACK: the card goes face down with its ability; A6 plays a one-card clash at once. */
function attack(d: MazzoState, card: CardId, k: AbilityId): void {
  const a = d.attacker;
  const def = other(a);
  // A6: only when both hold exactly one card (before the attacker plays).
  const secret = d.hands[a as 0 | 1].length === 1 && d.hands[def].length === 1;
  take(d, a, card);
  d.table = {
    attack: card,
    ability: k,
    defense: d.table.defense,
    defenseFaceUp: d.table.defenseFaceUp,
  };
  log(d, { type: "attack", turn: d.turn, seat: a, ability: secret ? null : k, secret });
  if (!secret) {
    d.phase = "respond";
    return;
  }
  // A6: the defender's only card is played automatically; no Deny, no Doubt.
  const only = d.hands[def][0] as CardId;
  d.hands[def] = [];
  d.table = withDefense(d.table, only, false);
  revealClash(d, "auto", true);
}

/** The turn on the table: the deck, attacker and defender, the declared ability, both cards. */
function turnOnTable(d: MazzoState) {
  const a = d.attacker;
  return {
    deck: deckOf(d),
    a,
    def: other(a),
    k: d.table.ability as AbilityId,
    cA: d.table.attack as CardId,
    cD: d.table.defense as CardId,
  };
}

/** REVEAL_CLASH: reveal both cards (and a secret ability), the winner loots both (A2–A5). */
function revealClash(d: MazzoState, defense: "faceUp" | "denied" | "auto", secret: boolean): void {
  const { deck, a, def, k, cA, cD } = turnOnTable(d);
  const r = clashWinner(deck.byId.get(cA) as CardDef, deck.byId.get(cD) as CardDef, k, d.options);
  let gains: LootGain[];
  let winner: Seat | null;
  if (r.winner === "each") {
    gains = [
      { seat: a, cards: [cA] },
      { seat: def, cards: [cD] },
    ];
    winner = null;
  } else {
    winner = r.winner === "attacker" ? a : def;
    gains = [{ seat: winner, cards: [cA, cD] }];
  }
  for (const g of gains) gain(d, g.seat, g.cards);
  log(d, {
    type: "clash",
    turn: d.turn,
    attacker: a,
    defender: def,
    ability: k,
    secret,
    attackCard: cA,
    defenseCard: cD,
    defense,
    values: r.values,
    winner,
    reason: r.reason,
    gains,
  });
  endOfTurn(d);
}

/**
 * DOUBT: the attack card is shown and goes back to its hand, the denied card back to the
 * defender's hand, which is revealed (sorted, so the denied card cannot be told, C3).
 */
function doubt(d: MazzoState): void {
  const { deck, a, def, k, cA, cD } = turnOnTable(d);
  addToHand(d, a, cA);
  addToHand(d, def, cD);
  // Both cards are back in hand; the ability stays on record for the result.
  d.table = emptyTable(k);
  const revealed = [...d.hands[def]];
  const lied = revealed.some((id) =>
    has(deck.byId.get(id) as CardDef, k, d.options.mazziereHasNoAbilities),
  );
  log(d, {
    type: "doubt",
    turn: d.turn,
    seat: a,
    ability: k,
    attackCard: cA,
    revealedHand: revealed,
    lied,
  });
  if (lied) {
    if (revealed.length <= 2) {
      // C8, A11: no choice to make; the engine takes min(2, |hand|) cards for the attacker.
      bluffCaught(d, revealed);
    } else {
      d.revealed = revealed;
      d.phase = "take";
    }
    return;
  }
  // The defender told the truth (A7, C1): the attack card plus one blind card of the rest.
  take(d, a, cA);
  const cards: CardId[] = [cA];
  let blind: CardId | null = null;
  if (d.hands[a as 0 | 1].length > 0) {
    // A11: skipped when the attacker has no other card.
    const [i, rng] = nextInt(d.rng, d.hands[a as 0 | 1].length);
    d.rng = rng;
    blind = d.hands[a as 0 | 1][i] as CardId;
    take(d, a, blind);
    cards.push(blind);
  }
  gain(d, def, cards);
  // A7: only the blind draw of the Mazziere wins at once; C7's flag adds the lost attack card.
  const drawn = blind === MAZZIERE;
  const lost = cA === MAZZIERE && d.options.mazziereLostOnAttackCardEndsGame;
  log(d, {
    type: "doubtResult",
    turn: d.turn,
    attacker: a,
    defender: def,
    ability: k,
    winner: def,
    reason: "truthful",
    gains: [{ seat: def, cards }],
    blindCard: blind,
    instantWin: drawn || lost,
  });
  if (drawn || lost) {
    endGame(d, { winner: def, reason: drawn ? "mazziereDrawn" : "mazziereLost" });
    return;
  }
  endOfTurn(d);
}

/** A caught bluff: the attacker loots the chosen cards of the revealed hand (C6: no instant win). */
function bluffCaught(d: MazzoState, cards: readonly CardId[]): void {
  const a = d.attacker;
  const def = other(a);
  for (const id of cards) take(d, def, id);
  gain(d, a, cards);
  log(d, {
    type: "doubtResult",
    turn: d.turn,
    attacker: a,
    defender: def,
    ability: d.table.ability as AbilityId,
    winner: a,
    reason: "bluffCaught",
    gains: [{ seat: a, cards: [...cards] }],
    blindCard: null,
    instantWin: false,
  });
  endOfTurn(d);
}

/** END_OF_TURN: refill (A8, ties to the current attacker, who defends next), swap roles. */
function endOfTurn(d: MazzoState): void {
  const got = refill(d, d.attacker);
  if (got[0] + got[1] > 0) log(d, { type: "refill", cards: got, drawPile: d.drawPile.length });
  const over = d.hands[0].length === 0 || d.hands[1].length === 0;
  // Roles alternate every turn (§3); a finished game keeps the last turn's roles and number.
  if (!over) {
    d.attacker = other(d.attacker);
    d.turn += 1;
  }
  startTurn(d);
}

/**
 * GAME_END (§6): leftover hand cards are revealed and go to their holder's loot or to the
 * discard (A9); then the larger loot wins, equal loot is broken by the Mazziere (A10, C5).
 * `instant` is set by an immediate end (A7, C7): that winner stands whatever the loot.
 */
function endGame(d: MazzoState, instant: { winner: Seat; reason: EndReason } | null): void {
  const leftover: [CardId[], CardId[]] = [[...d.hands[0]], [...d.hands[1]]];
  const toHolder = d.options.leftoverCards === "scoreToHolder";
  for (const s of [0, 1] as const) {
    if (toHolder) gain(d, s, d.hands[s]);
    else d.discard = [...d.discard, ...d.hands[s]];
    d.hands[s] = [];
  }
  let winner: Seat | null;
  let reason: EndReason;
  if (instant) {
    winner = instant.winner;
    reason = instant.reason;
  } else {
    const [n0, n1] = [d.loot[0].length, d.loot[1].length];
    if (n0 !== n1) {
      winner = n0 > n1 ? 0 : 1;
      reason = "loot";
    } else {
      const holder = d.loot[0].includes(MAZZIERE) ? 0 : d.loot[1].includes(MAZZIERE) ? 1 : null;
      if (d.options.lootTieBreak === "mazziere" && holder !== null) {
        winner = holder;
        reason = "mazziereTieBreak";
      } else {
        winner = null;
        reason = "draw";
      }
    }
  }
  d.phase = "over";
  d.table = emptyTable();
  d.revealed = null;
  d.winner = winner;
  d.endReason = reason;
  log(d, {
    type: "gameEnd",
    winner,
    reason,
    loot: [d.loot[0].length, d.loot[1].length],
    leftover,
    leftoverTo: toHolder ? "holder" : "discard",
  });
}

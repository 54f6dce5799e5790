/**
 * What a reader may see (spec §12, C7, C11): piles, removed piles, all open cards, counts of
 * hands, penalty cards and draw piles, the reserve position, the pawn and the ENDGAME queues are
 * public. A hand is shown to its own seat only (and to the partner with `partnerSeesHand`),
 * penalty cards to their owner only. The rng, the draw order in MAIN and the seed never appear.
 */
import { sharedLog } from "../../core/event-log";
import type { Seat } from "../../core/game";
import {
  OPEN_LIMIT,
  RESERVE,
  aboveReserve,
  handSizeFor,
  partnerOf,
  positionsOf,
  seatOf,
  teamOf,
} from "./table";
import type {
  MazzelTofMove,
  MazzelTofState,
  MazzelTofView,
  PileCard,
  PositionView,
  TeamId,
  TeamView,
} from "./types";

/**
 * The positions of team `t` at a table of `count` positions, ascending (a plain loop: every
 * reader's view of every push asks, and `Array.from` with a mapping function is slow in V8).
 */
function teamPositions(count: number, t: TeamId): number[] {
  const out: number[] = [];
  for (let p = t; p < count; p += 2) out.push(p);
  return out;
}

const copyPile = (pile: PileCard[] | null): PileCard[] | null =>
  pile && pile.map((c) => ({ ...c }));

/**
 * The view of `seat`, or of a spectator (null; any number that is not a seat is treated the
 * same). Every part is a fresh copy but the events, shared frozen with the state (core/event-log.ts).
 */
export function view(state: MazzelTofState, seat: Seat | null): MazzelTofView {
  return buildView(state, seat, true);
}

/**
 * The view, with or without the event log. The bot reads it without events (the same seat's
 * knowledge, minus the story), which saves copying up to 200 events per decision.
 */
export function buildView(
  state: MazzelTofState,
  seat: Seat | null,
  events: boolean,
): MazzelTofView {
  const me =
    seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.seats ? seat : null;
  const mine = me === null ? [] : positionsOf(state, me);
  const count = state.positions.length;
  const positions: PositionView[] = state.positions.map((x, p) => {
    const own = mine.includes(p);
    const partner = partnerOf(count, p);
    const showHand =
      own || (state.options.partnerSeesHand && partner !== null && mine.includes(partner));
    const penalties = state.teams[teamOf(p)].penalties.filter((c) => c.pos === p);
    const out: PositionView = {
      seat: seatOf(state, p),
      team: teamOf(p),
      handCount: x.hand.length,
      open: [...x.open],
      penaltyCount: penalties.length,
      mustSkip: x.mustSkip,
    };
    if (showHand) out.hand = [...x.hand];
    if (own) out.penalty = penalties.map((c) => c.card);
    return out;
  });
  const teams = ([0, 1] as const).map((t): TeamView => {
    const team = state.teams[t];
    const endgame = team.phase === "endgame";
    return {
      colour: t === 0 ? "red" : "blue",
      positions: teamPositions(count, t),
      phase: team.phase,
      drawCount: team.draw.length,
      aboveReserve: aboveReserve(team),
      reserveCount: endgame ? 0 : Math.min(RESERVE, team.draw.length),
      // §9: the ENDGAME queue is face up for everyone, top first.
      queue: endgame ? [...team.draw].reverse() : null,
      openLimit: endgame ? null : OPEN_LIMIT,
    };
  }) as [TeamView, TeamView];
  const over = state.phase === "over";
  return {
    phase: state.phase,
    you: me,
    yourPositions: mine,
    seats: state.seats,
    handSize: handSizeFor(count),
    positions,
    teams,
    piles: [copyPile(state.piles[0]), copyPile(state.piles[1]), copyPile(state.piles[2])],
    removed: state.removed.map((r) => ({ ...r, cards: r.cards.map((c) => ({ ...c })) })),
    starter: state.starter,
    active: over ? null : state.active,
    activeSeat: over ? null : seatOf(state, state.active),
    turn: { ...state.turn },
    winner: state.winner,
    options: { ...state.options },
    events: events ? state.events : [],
  };
}

/**
 * A move as a reader sees it in the log. A MAIN pass may become a face-down penalty card, and
 * `moveView` cannot see the state, so a pass's card is shown to its actor only; the public
 * `turnEnd` event carries the card whenever it was laid open. Every other move is public
 * (played cards are face up; skip decisions, DrawFive and endTurn name no card).
 */
export function moveView(move: MazzelTofMove, actor: Seat, reader: Seat | null): unknown {
  if (move.type === "pass") {
    return reader === actor || move.card === undefined ? { ...move } : { type: "pass" };
  }
  return { ...move };
}

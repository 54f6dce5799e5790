/**
 * Test helpers for MazzelTof: build a state directly (hands, open cards, piles, draw piles),
 * play moves that must succeed or be refused, and count cards. The generic helpers are in
 * ./kit.ts.
 */
import { seedRng } from "../../src/engine/core/rng";
import { mazzeltof } from "../../src/engine/games/mazzeltof";
import { BLUE_DECK, RED_DECK, cardInfo } from "../../src/engine/games/mazzeltof/cards";
import { DEFAULT_OPTIONS } from "../../src/engine/games/mazzeltof/options";
import { partnerOf, positionsOf } from "../../src/engine/games/mazzeltof/table";
import type {
  CardId,
  MazzelTofOptions,
  MazzelTofState,
  PenaltyCard,
  PileCard,
} from "../../src/engine/games/mazzeltof/types";
import { jsonCopy, playChecks } from "./kit";

export interface PosSpec {
  hand?: CardId[];
  open?: CardId[];
  mustSkip?: boolean;
}

export interface TeamSpec {
  /** Cards on top of the draw pile, top first. */
  top?: CardId[];
  /** Total draw-pile size (filled below `top` with unused cards of the team's deck). */
  size?: number;
  phase?: "main" | "endgame";
  penalties?: PenaltyCard[];
}

/** A pile given as card ids (natural rank) or [card, rank] for wilds; null = EMPTY. */
export type PileSpec = (CardId | [CardId, number])[] | null;

export interface StateSpec {
  seats?: 2 | 3 | 4;
  positions?: PosSpec[];
  teams?: [TeamSpec?, TeamSpec?];
  piles?: [PileSpec, PileSpec, PileSpec];
  active?: number;
  phase?: "play" | "skipDecision";
  turn?: { ten: boolean; jokerDue: boolean };
  options?: Partial<MazzelTofOptions>;
}

export function pile(spec: PileSpec): PileCard[] | null {
  if (spec === null) return null;
  return spec.map((c) =>
    Array.isArray(c) ? { card: c[0], rank: c[1] } : { card: c, rank: cardInfo(c).rank },
  );
}

/** A state in PLAY (or the pawn decision) for `active` (default 0), built from the spec. */
export function makeState(spec: StateSpec = {}): MazzelTofState {
  const seats = spec.seats ?? 4;
  const count = seats === 2 ? 2 : 4;
  const positions = Array.from({ length: count }, (_, p) => ({
    hand: [...(spec.positions?.[p]?.hand ?? [])],
    open: [...(spec.positions?.[p]?.open ?? [])],
    mustSkip: spec.positions?.[p]?.mustSkip ?? false,
  }));
  const piles = (spec.piles ?? [["r-8D"], ["r-7D"], ["b-4S"]]).map(pile) as MazzelTofState["piles"];
  const used = new Set<CardId>();
  for (const p of positions) for (const c of [...p.hand, ...p.open]) used.add(c);
  for (const pl of piles) for (const c of pl ?? []) used.add(c.card);
  for (const t of spec.teams ?? []) {
    for (const c of t?.top ?? []) used.add(c);
    for (const c of t?.penalties ?? []) used.add(c.card);
  }
  const teams = ([0, 1] as const).map((t) => {
    const ts = spec.teams?.[t];
    const top = ts?.top ?? [];
    const size = ts?.size ?? top.length + 12;
    const deck = t === 0 ? RED_DECK : BLUE_DECK;
    const filler = deck
      .filter((c) => !used.has(c) && !cardInfo(c).wild)
      .slice(0, size - top.length);
    return {
      draw: [...filler, ...[...top].reverse()],
      phase: ts?.phase ?? ("main" as const),
      penalties: [...(ts?.penalties ?? [])],
    };
  }) as MazzelTofState["teams"];
  return {
    version: 1,
    options: { ...DEFAULT_OPTIONS, ...spec.options },
    rng: seedRng("test"),
    seats,
    positions,
    teams,
    piles,
    removed: [],
    starter: 0,
    active: spec.active ?? 0,
    phase: spec.phase ?? "play",
    turn: spec.turn ?? { ten: false, jokerDue: false },
    winner: null,
    events: [],
  };
}

/** Moves that must be accepted or refused (./kit.ts). */
export const { must, refused } = playChecks(mazzeltof);

/** Every card of the state, wherever it lies (for conservation checks). */
export function allCards(s: MazzelTofState): CardId[] {
  const out: CardId[] = [];
  for (const p of s.positions) out.push(...p.hand, ...p.open);
  for (const t of s.teams) out.push(...t.draw, ...t.penalties.map((x) => x.card));
  for (const pl of s.piles) for (const c of pl ?? []) out.push(c.card);
  for (const r of s.removed) for (const c of r.cards) out.push(c.card);
  return out;
}

/** Whether `reader` (a seat, or null for a spectator) may see position q's hand. */
export function seesHand(s: MazzelTofState, reader: number | null, q: number): boolean {
  if (reader === null) return false;
  const mine = positionsOf(s, reader);
  if (mine.includes(q)) return true;
  return s.options.partnerSeesHand && mine.some((p) => partnerOf(s.positions.length, p) === q);
}

/**
 * A copy of `s` in which a card of position q's hand, picked by `rng`, and a face-down card of
 * its team's draw pile change places: a change only those who see that hand may notice.
 */
export function handForDraw(s: MazzelTofState, q: number, rng: { int(n: number): number }) {
  const m = jsonCopy(s);
  const hand = m.positions[q]!.hand;
  const draw = m.teams[q % 2]!.draw;
  const i = rng.int(hand.length);
  const j = rng.int(draw.length);
  [hand[i], draw[j]] = [draw[j]!, hand[i]!];
  return m;
}

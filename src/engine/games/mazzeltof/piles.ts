/**
 * Building-pile legality (§4): whether a card may go onto a slot, and which rank it then
 * represents. Shared by the rules (play, legalMoves) and the bot, so both agree exactly.
 */
import { ACE, LOWEST, aRank, cardInfo, cardName, rankName, slotName } from "./cards";
import type { CardId, PileCard, Slot } from "./types";

/** A placement: the rank the card represents and whether it starts an EMPTY slot. */
export type Placement =
  | { ok: true; rank: number; start: boolean }
  | { ok: false; code: string; message: string; values?: Record<string, string> };

/** The rank a pile shows on top (its last card), or null for an EMPTY slot. */
export function topRank(pile: readonly PileCard[] | null): number | null {
  return pile && pile.length > 0 ? (pile[pile.length - 1] as PileCard).rank : null;
}

/**
 * The colour rule (§4.2): RED takes ♦♥ (including red 2s), BLACK takes ♠♣ (black 2s), MIX any;
 * a joker fits every slot (M7).
 */
export function colourFits(slot: Slot, card: CardId): boolean {
  const info = cardInfo(card);
  return info.joker || slot === "mix" || info.colour === slot;
}

/** Why a card does not go where it was asked (`placement` writes each as its sentence). */
type Misfit =
  | "wrong-colour"
  | "rank-needed"
  | "start-rank"
  | "ace-start"
  | "only-rank"
  | "not-next"
  | "pile-rank";

/** Where a card lands when it fits. */
type Fit = Extract<Placement, { ok: true }>;

/**
 * The rule itself: where `card` lands on `slot` holding `pile`, or why not as a word, with no
 * sentence written (legalMoves asks it of every card on every slot). `declared` is the rank the
 * player names: required for a wild starting an EMPTY slot (M9), optional elsewhere but then it
 * must match.
 */
function fit(
  pile: readonly PileCard[] | null,
  slot: Slot,
  card: CardId,
  declared: number | undefined,
): Fit | Misfit {
  if (!colourFits(slot, card)) return "wrong-colour";
  const info = cardInfo(card);
  const top = topRank(pile);
  if (top === null) {
    // §4.4, M8: starting an EMPTY slot (any player, on their own turn: rules.ts checks the turn).
    if (info.wild) {
      if (declared === undefined) return "rank-needed";
      // M10: an ace would complete the pile at once.
      if (declared < LOWEST || declared >= ACE) return "start-rank";
      return { ok: true, rank: declared, start: true };
    }
    if (info.rank === ACE) return "ace-start";
    if (declared !== undefined && declared !== info.rank) return "only-rank";
    return { ok: true, rank: info.rank, start: true };
  }
  const need = top + 1;
  const rank = info.wild ? need : info.rank;
  if (rank !== need) return "not-next";
  if (declared !== undefined && declared !== need) return "pile-rank";
  return { ok: true, rank, start: false };
}

/** Whether `card` goes onto `slot` holding `pile` (as `declared`, when given): `placement`'s yes. */
export function fits(
  pile: readonly PileCard[] | null,
  slot: Slot,
  card: CardId,
  declared?: number,
): boolean {
  return typeof fit(pile, slot, card, declared) !== "string";
}

/**
 * Where `card` would land on `slot` holding `pile`, or the refusal a player reads. `declared` is
 * the rank the player names: required for a wild starting an EMPTY slot (M9), optional elsewhere
 * but then it must match.
 */
export function placement(
  pile: readonly PileCard[] | null,
  slot: Slot,
  card: CardId,
  declared?: number,
): Placement {
  const where = fit(pile, slot, card, declared);
  if (typeof where !== "string") return where;
  const info = cardInfo(card);
  const name = cardName(card);
  const need = (topRank(pile) ?? 0) + 1;
  switch (where) {
    case "wrong-colour":
      return {
        ok: false,
        code: "rule/wrong-colour",
        message: `The ${slotName(slot)} takes only ${slot} cards; ${name} is ${info.colour}.`,
        values: { card, slot },
      };
    case "rank-needed":
      return {
        ok: false,
        code: "rule/rank-needed",
        message: `Say which rank (3 to K) the ${name} stands for when it starts the ${slotName(slot)}.`,
        values: { card, slot },
      };
    case "start-rank":
      return {
        ok: false,
        code: "rule/bad-rank",
        message: `A new pile starts with a rank from 3 to K, not ${rankName(declared as number)}.`,
      };
    case "ace-start":
      return {
        ok: false,
        code: "rule/ace-cannot-start",
        message: `A pile cannot be started with an ace: it would be complete at once.`,
      };
    case "only-rank":
      return {
        ok: false,
        code: "rule/bad-rank",
        message: `${name} can only be ${aRank(info.rank)}.`,
      };
    case "not-next":
      return {
        ok: false,
        code: "rule/illegal-card",
        message: `${name} does not fit on the ${slotName(slot)}: it needs ${aRank(need)}.`,
        values: { card, slot },
      };
    case "pile-rank":
      return {
        ok: false,
        code: "rule/bad-rank",
        message: `On the ${slotName(slot)} the ${name} can only be ${aRank(need)}.`,
      };
  }
}

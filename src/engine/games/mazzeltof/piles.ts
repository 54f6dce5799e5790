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

/**
 * Where `card` would land on `slot` holding `pile`. `declared` is the rank the player names:
 * required for a wild starting an EMPTY slot (M9), optional elsewhere but then it must match.
 */
export function placement(
  pile: readonly PileCard[] | null,
  slot: Slot,
  card: CardId,
  declared?: number,
): Placement {
  const info = cardInfo(card);
  // Names are built only on refusal: legalMoves and the bot call this in hot loops.
  const name = (): string => cardName(card);
  if (!colourFits(slot, card)) {
    return {
      ok: false,
      code: "rule/wrong-colour",
      message: `The ${slotName(slot)} takes only ${slot} cards; ${name()} is ${info.colour}.`,
      values: { card, slot },
    };
  }
  const top = topRank(pile);
  if (top === null) {
    // §4.4, M8: starting an EMPTY slot (any player, on their own turn: rules.ts checks the turn).
    if (info.wild) {
      if (declared === undefined) {
        return {
          ok: false,
          code: "rule/rank-needed",
          message: `Say which rank (3 to K) the ${name()} stands for when it starts the ${slotName(slot)}.`,
          values: { card, slot },
        };
      }
      if (declared < LOWEST || declared >= ACE) {
        // M10: an ace would complete the pile at once.
        return {
          ok: false,
          code: "rule/bad-rank",
          message: `A new pile starts with a rank from 3 to K, not ${rankName(declared)}.`,
        };
      }
      return { ok: true, rank: declared, start: true };
    }
    if (info.rank === ACE) {
      return {
        ok: false,
        code: "rule/ace-cannot-start",
        message: `A pile cannot be started with an ace: it would be complete at once.`,
      };
    }
    if (declared !== undefined && declared !== info.rank) {
      return {
        ok: false,
        code: "rule/bad-rank",
        message: `${name()} can only be ${aRank(info.rank)}.`,
      };
    }
    return { ok: true, rank: info.rank, start: true };
  }
  const need = top + 1;
  const rank = info.wild ? need : info.rank;
  if (rank !== need) {
    return {
      ok: false,
      code: "rule/illegal-card",
      message: `${name()} does not fit on the ${slotName(slot)}: it needs ${aRank(need)}.`,
      values: { card, slot },
    };
  }
  if (declared !== undefined && declared !== need) {
    return {
      ok: false,
      code: "rule/bad-rank",
      message: `On the ${slotName(slot)} the ${name()} can only be ${aRank(need)}.`,
    };
  }
  return { ok: true, rank, start: false };
}

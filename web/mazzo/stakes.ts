/**
 * What Believe and Doubt risk, in words, for the attacker judging a denial (spec §4 JUDGE,
 * DOUBT, A4, A7): computed only from what this seat may see (its hand, its face-down attack
 * card, the loot piles and the discard), so it tells nothing the view does not already hold.
 */
import { DECKS, MAZZIERE } from "../../src/engine/games/mazzo/cards";
import type { MazzoView } from "../../src/engine/games/mazzo/types";
import { t } from "../i18n";
import { abName, cName, names, valueOf } from "./cards";

/** The stakes of the judge step: one line per choice, and the Mazziere's warning if any. */
export interface Stakes {
  believe: string;
  doubt: string;
  /** Set when a wrong doubt can end the game at once. */
  warning?: string;
}

/** The stakes for the attacker `me`, or null when the view is not a judge step of `me`. */
export function stakesOf(view: MazzoView, rival: string): Stakes | null {
  const me = view.you;
  const card = view.table.attackCard;
  const k = view.table.ability;
  if (me === null || view.phase !== "judge" || view.attacker !== me || !card || !k) return null;
  const hand = view.seats[me === 1 ? 1 : 0].hand ?? [];
  const seen = new Set([...hand, card, ...view.seats[0].loot, ...view.seats[1].loot]);
  for (const c of view.discard) seen.add(c);
  // Cards this seat cannot see: the face-down card is one of them.
  const unseen = DECKS[view.options.deck].cards.filter((c) => !seen.has(c.id));
  const mine = valueOf(card, k);
  const mz = card !== MAZZIERE && unseen.some((c) => c.id === MAZZIERE);
  const hi = card !== MAZZIERE && unseen.some((c) => (c.abilities[k] ?? 0) > mine);
  const p = { card: cName(card), ability: abName(k), value: mine, name: rival };
  const believe = t(
    mz && hi
      ? "mz_stake_believe_both"
      : mz
        ? "mz_stake_believe_mz"
        : hi
          ? "mz_stake_believe_hi"
          : "mz_stake_believe_safe",
    p,
  );
  // A wrong doubt: the attack card and one card drawn blindly from the rest of the hand (A7).
  const doubt = t(
    hand.length === 0
      ? "mz_stake_doubt_one"
      : hand.length === 1
        ? "mz_stake_doubt_two"
        : "mz_stake_doubt",
    { ...p, cards: names(hand) },
  );
  const warning = hand.includes(MAZZIERE)
    ? t("mz_stake_mazziere", p)
    : card === MAZZIERE && view.options.mazziereLostOnAttackCardEndsGame
      ? t("mz_stake_lost")
      : undefined;
  return { believe, doubt, warning };
}

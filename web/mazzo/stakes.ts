/**
 * What Believe and Doubt risk, in words, for the attacker judging a denial (spec §4 JUDGE,
 * DOUBT, A4, A7): computed only from what this seat may see (its hand, its face-down attack
 * card, the loot piles and the discard), so it tells nothing the view does not already hold.
 * A chunk of its own, loaded for the judge step only. It imports nothing at run time (the
 * caller hands over the deck and the words), so splitting it off leaves the app's other chunks
 * as they are.
 */
import type { CardDef, MazzoView } from "../../src/engine/games/mazzo/types";

export { stakesWords } from "./words/stakes";

/** The Mazziere's id (the engine's MAZZIERE, not imported: see above). */
const MZ = "MZ";

/** The stakes of the judge step: one line per choice, and the Mazziere's warning if any. */
export interface Stakes {
  believe: string;
  doubt: string;
  /** Set when a wrong doubt can end the game at once. */
  warning?: string;
}

/** What stakesOf needs from the table: the deck's cards and the words. */
export interface StakesTools {
  cards: readonly CardDef[];
  t(key: string, params?: Record<string, string | number>): string;
  ability(k: string): string;
  name(id: string): string;
}

/** The stakes for the attacker `me`, or null when the view is not a judge step of `me`. */
export function stakesOf(
  view: MazzoView,
  rival: string,
  { cards, t, ability, name: cardName }: StakesTools,
): Stakes | null {
  const me = view.you;
  const card = view.table.attackCard;
  const k = view.table.ability;
  if (me === null || view.phase !== "judge" || view.attacker !== me || !card || !k) return null;
  const hand = view.seats[me === 1 ? 1 : 0].hand ?? [];
  const seen = new Set([...hand, card, ...view.seats[0].loot, ...view.seats[1].loot]);
  for (const c of view.discard) seen.add(c);
  // Cards this seat cannot see: the face-down card is one of them.
  const unseen = cards.filter((c) => !seen.has(c.id));
  const mine = cards.find((c) => c.id === card)?.abilities[k] ?? 0;
  const mz = card !== MZ && unseen.some((c) => c.id === MZ);
  const hi = card !== MZ && unseen.some((c) => (c.abilities[k] ?? 0) > mine);
  const p = {
    card: cardName(card),
    ability: ability(k),
    value: mine,
    name: rival,
  };
  const ifs = [mz && t("mz_if_mz"), hi && t("mz_if_hi", p)].filter((x): x is string => !!x);
  const believe = ifs.length
    ? t("mz_stake_believe", {
        ...p,
        if: ifs.length > 1 ? t("mz_or", { a: ifs[0]!, b: ifs[1]! }) : ifs[0]!,
      })
    : t("mz_stake_safe", p);
  // A wrong doubt: the attack card and one card drawn blindly from the rest of the hand (A7).
  const lose =
    hand.length > 1
      ? t("mz_lose_blind", { ...p, cards: hand.map(cardName).join(", ") })
      : hand.length
        ? t("mz_and", { a: p.card, b: cardName(hand[0]!) })
        : p.card;
  const doubt = t("mz_stake_doubt", { ...p, lose });
  const warning = hand.includes(MZ)
    ? t("mz_stake_mazziere", p)
    : card === MZ && view.options.mazziereLostOnAttackCardEndsGame
      ? t("mz_stake_lost")
      : undefined;
  return { believe, doubt, warning };
}

/**
 * The words of a doubt's stakes (stakes.ts) and of taking two cards after it, in English, the
 * reference: a pack of their own, loaded with the stakes for those two steps only. Italian and
 * Dutch have exactly these keys.
 */
export const words = {
  mz_stake_believe: "Believe: you lose {card} only if the face-down card {if}.",
  mz_stake_safe: "Believe: {card} cannot lose this clash.",
  mz_if_mz: "is Il Mazziere",
  mz_if_hi: "has {ability} above {value}",
  mz_or: "{a} or {b}",
  mz_stake_doubt: "Doubt: if {name} lied, you take two of their cards; if not, you lose {lose}.",
  mz_lose_blind: "{card} and one card drawn blindly from {cards}",
  mz_and: "{a} and {b}",
  mz_stake_mazziere: "Il Mazziere is in your hand: if {name} draws it, they win the game at once.",
  mz_stake_lost: "Losing Il Mazziere this way ends the game.",
  mz_take_title: "Caught! Take two of {name}’s cards",
  mz_take_these: "Take {a} and {b}",
  mz_take_pick: "Pick {n} more cards",
  mz_take_pick_one: "Pick {n} more card",
};

/** The shape of this pack in every language. */
export type StakesWords = Record<keyof typeof words, string>;

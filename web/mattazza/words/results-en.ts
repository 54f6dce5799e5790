/**
 * The words of Mattazza's results (a trick's, a hand's scores, the match's end: result-part.ts) in English, the
 * reference: a pack of their own, loaded with the results' part, so a table link's first visit
 * carries none of them. Italian and Dutch have exactly these keys.
 */
export const words = {
  ma_next_trick: "Next trick",
  ma_next_score: "See the score",
  ma_next_result: "See the match result",
  ma_next_hand: "Next hand",
  ma_trick_you: "You take trick {n}",
  ma_trick_won: "{name} takes trick {n}",
  ma_why_higher: "Highest card of the suit led: {card}.",
  ma_why_trump: "Highest trump: {card}.",
  ma_why_moor: "{card}: among equal Moors the last one played wins.",
  ma_why_fool: "{name} played the Matto and owes the winner a card.",
  ma_why_combo: "In the trick: {combos}, +{n}.",
  ma_combo_tarocchi: "Cricca of Tarocchi ({n})",
  ma_combo_re: "Cricca of Re ({n})",
  ma_combo_regine: "Cricca of Regine ({n})",
  ma_combo_cavalli: "Cricca of Cavalli ({n})",
  ma_combo_fanti: "Cricca of Fanti ({n})",
  ma_combo_grande: "Grande sequence ({n})",
  ma_combo_suitC: "Coppe sequence ({n})",
  ma_combo_suitD: "Denari sequence ({n})",
  ma_combo_suitS: "Spade sequence ({n})",
  ma_combo_suitB: "Bastoni sequence ({n})",
  ma_combo_mori: "Moors sequence ({n})",
  ma_combo_assi: "Aces sequence ({n})",
  ma_sc_cards: "Card points ({n} tricks)",
  ma_sc_cards_one: "Card points ({n} trick)",
  ma_sc_criccone: "Criccone: cricche doubled",
  ma_sc_seqDouble: "Three sequences: doubled",
  ma_sc_inTrick: "Combinations in a trick",
  ma_sc_last: "Last trick",
  ma_sc_total: "{n} points",
  ma_chip_mark: "+1 mark",
  ma_sc_total_one: "{n} point",
  ma_final_won: "wins",
  ma_final_lost: "loses",
  ma_stakes_note: "Each winner receives one stake; the losers share the cost.",
  ma_last_hand: "The score of hand {n}",
};

/** The results' keys. */
export type ResultWords = Record<keyof typeof words, string>;

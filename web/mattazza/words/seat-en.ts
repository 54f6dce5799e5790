/**
 * The words only a seated player's Mattazza table shows: the hand, its choices, the Fool's gift
 * and a card's help (SeatHand.tsx, card-help.ts), in English, the reference: a pack of their own,
 * joined to the table's (en.ts) but loaded apart in a replay embed, with the seat's part
 * (words/seat.ts): a replay that opens at the game's end carries none of them. Italian and Dutch
 * have exactly these keys.
 */
export const words = {
  ma_pick: "Tap a lit card, then Play (or tap it again).",
  ma_play: "Play {card}",
  ma_gift_title: "Your Matto: give {name} a card from your pile",
  ma_gift_help: "You keep the Matto. A counting card must be given if your pile has one.",
  ma_give_card: "Give {card}",
  ma_call: "Call for help…",
  ma_call_help:
    "Once per hand, ask the others to gang up on a player who is ahead. It is only an announcement.",
  ma_call_against: "Against {name}",
  ma_help_suit: "Suit card: follow {suit} when it is led.",
  ma_help_round:
    "In Coppe and Denari the pips run backwards: below the Fante come the Asso, then 6 down to 10, the lowest.",
  ma_help_trump: "Trump {n} of 21: beats every suit card and every lower trump.",
  ma_help_moro:
    "Trump {n} of 21, one of four equal Moors just above the Bégato: among Moors the last played wins.",
  ma_help_begato: "Trump {n} of 21, the lowest, and a wild card in sequences.",
  ma_help_matto:
    "The Matto: play it at any time. It never wins; you keep it and give the trick's winner a card from your pile, a counting card if you have one. Wild in sequences.",
  ma_help_points: "Counts {n} points.",
  ma_help_points_one: "Counts {n} point.",
  ma_help_blank: "A blank: no points.",
};

/** The shape of this pack in every language. */
export type MattazzaSeatWords = Record<keyof typeof words, string>;

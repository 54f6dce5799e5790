/**
 * The words only a seated player's Pazaak table shows: the hand, its buttons and a card's help
 * (Hand.tsx, help.ts), in English, the reference: a pack of their own, joined to the table's
 * (en.ts) but loaded apart in a replay embed, with the seat's part (words/seat.ts): a replay that
 * opens at the game's end carries none of them. Italian and Dutch have exactly these keys.
 */
export const words = {
  play_value: "Play {v}",
  play_as: "Play {card} as",
  end_turn: "End turn",
  end_turn_bust: "End turn (bust)",
  stand_at: "Stand at {n}",
  help_plus: "Adds {n} to your total.",
  help_minus: "Takes {n} off your total.",
  help_dual: "Play it as +{n} or −{n}: you choose when you play it.",
  help_flip:
    "Every {a} and {b} on {where} changes sign (+{a} to −{a}, −{b} to +{b}); ± and special cards stay.",
  help_flipPositive:
    "Every +{a} and +{b} on {where} becomes −{a} and −{b}; ± and special cards stay.",
  help_own: "your board",
  help_both: "both boards",
  help_double:
    "Copies the card just before it on your board, always the card you drew this turn: a drawn 6 counts 12.",
  help_tiebreaker:
    "Play it as +1 or −1. If the set ends in a tie, you win it, unless your rival has played one too.",
  help_v12: "Play it as +1, −1, +2 or −2.",
};

/** The shape of this pack in every language. */
export type PazaakSeatWords = Record<keyof typeof words, string>;

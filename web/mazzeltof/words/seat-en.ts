/**
 * The words only a seated player's MazzelTof table shows: the hand, the open cards, the turn's
 * buttons and hints (seat.tsx), in English, the reference: a pack of their own, joined to the
 * table's (en.ts) but loaded apart in a replay embed, with the seat's part (words/seat.ts): a
 * replay that opens at the game's end carries none of them. Italian and Dutch have exactly these
 * keys.
 */
export const words = {
  mt_your_open: "Your open cards",
  mt_where: "Where to play {card}",
  mt_onto: "On the {slot}",
  mt_pass_open: "Lay it open: end your turn",
  mt_pass_penalty: "Face down as a penalty card: end your turn",
  mt_pass_top: "Lay the top card open",
  mt_which_rank: "{card} starts the {slot} as:",
  mt_draw_five: "Take new cards",
  mt_end_turn: "End turn",
  mt_hint: "Choose a card: play it on a pile, or lay it open to end your turn.",
  mt_hint_penalty:
    "Your {n} open cards are full: the card you end your turn with goes face down as a penalty card. It comes back at the end, under your team's last cards: one more card to play before you can win.",
  mt_hint_joker: "Choose your joker and the pile it goes on.",
  mt_hint_endgame: "Play what fits, then lay the top card of your draw pile open.",
};

/** The shape of this pack in every language. */
export type MazzelTofSeatWords = Record<keyof typeof words, string>;

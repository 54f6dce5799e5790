/** Pazaak's rules for players, in English (from the engine's README and rules/pazaak.md). */
import type { RulesDoc } from "../../rules";

/** The English rules page of Pazaak. */
export const rules: RulesDoc = {
  lead: "Two players, a green deck and four secret cards each: get closer to 20 than your rival without going over. First to win three sets wins the match.",
  sections: [
    {
      title: "Before the match: your side deck",
      text: [
        "Each player picks 10 cards from their own 43: plus cards (+1 to +6), minus cards (−1 to −6), plus-or-minus cards (±1 to ±6) and a few specials. At most two of each ordinary card, one of each special.",
        "The 10 are shuffled and four are dealt to you. These four are your hand for the whole match: a card you play is gone, so keep them for when they matter. Neither player sees the other's hand.",
      ],
    },
    {
      title: "A turn",
      list: [
        "A green card (1 to 10) is drawn onto your board automatically.",
        "You may then play one card from your hand; a ± card is played as plus or minus, your choice, and stays that way.",
        "Then you end your turn (you will draw again next turn) or stand (your total is final for this set).",
      ],
    },
    {
      title: "Going over 20",
      text: [
        "You may be over 20 after the draw: a minus card can still bring you back. Over 20 at the end of your turn is a bust, and you lose the set.",
      ],
    },
    {
      title: "When you stand automatically",
      list: [
        "Reaching exactly 20 stands you automatically: you cannot draw past a perfect total.",
        "The nine-card rule: your board has nine places. When the ninth card lands, you stand automatically (over 20 it is a bust). A table may choose the other rule when creating the game: nine cards at 20 or less win the set at once.",
      ],
    },
    {
      title: "Special cards",
      list: [
        "2&4 (flip): every 2 and 4 on your board changes sign, +2 becomes −2 and −4 becomes +4. Only green, plus and minus cards are flipped; ± and special cards stay.",
        "3&6 (flip): the same for every 3 and 6.",
        "×2 (double): copies the card just before it on your board, always the card you drew this turn: a drawn 6 counts 12. If a flip later changes that card, ×2 changes with it.",
        "±1T (tiebreaker): counts +1 or −1, and wins the set if it ends in a tie, unless your rival has played one too.",
        "1±2: counts +1, −1, +2 or −2, your choice.",
      ],
    },
    {
      title: "Who wins a set",
      text: [
        "When both players have stood (or one has bust), the higher total at 20 or less wins the set. If the totals are equal, the player who played the tiebreaker wins; otherwise the set is a tie and does not count.",
        "The winner of a set starts the next one; after a tie, the player who did not start the tied set begins. From the second set on, the green deck is shuffled again.",
      ],
    },
    {
      title: "The match",
      text: [
        "First to three sets wins. Who starts the first set is decided by drawing one green card each: the higher card starts.",
        "The creator of a game may change a few details under \u201cAdvanced rules\u201d; the defaults are the rules above.",
      ],
    },
  ],
};

/** Mattazza's rules for players, in English (from the engine's README and rules/mattazza.md). */
import type { RulesDoc } from "../../rules";

/** The English rules page of Mattazza. */
export const rules: RulesDoc = {
  lead: "A Bolognese tarot trick game for 3 to 6 players, each for themselves. The aim: take at least one trick, but as few points as you can. The highest score loses the hand, and so does anyone who takes no trick.",
  sections: [
    {
      title: "The pack",
      text: [
        "62 cards: four suits (Coppe, Denari, Spade, Bastoni) of Re, Regina, Cavallo, Fante, 10 to 6 and Asso; 21 trumps, high to low (Angelo, Mondo, Sole, Luna, 16 Stella down to 5 Amore, four equal Moors and the Bégato); and the Matto. The trumps that print no number show their rank on the card here: Angelo 21, Mondo 20, Sole 19, Luna 18, the Moors 2, the Bégato 1.",
        "In Coppe and Denari the pips run backwards: after the Fante comes the Asso, then 6, 7, 8, 9 and 10 lowest. In Spade and Bastoni 10 is high and Asso low.",
      ],
    },
    {
      title: "Deal and play",
      list: [
        "Each player gets ten cards; the rest is set aside unseen. The player after the dealer leads.",
        "Follow the suit led if you can; if not, play a trump if you can; otherwise play anything. You never have to beat the card on the table.",
        "The highest trump wins the trick, else the highest card of the suit led. Among Moors that are the highest trumps, the last one played wins.",
        "The Matto may be played at any time and never wins. You keep it, and give the trick's winner a card from your pile: a counting card if you have one. If your pile is empty, you pay after your first trick; if you never take one, the Matto itself goes to the winner.",
      ],
    },
    {
      title: "Scoring a hand",
      list: [
        "Counting cards: Re, Angelo, Mondo, Bégato and Matto 5; Regina 4; Cavallo 3; Fante 2; the rest are blanks. Per trick you score the counting cards' values minus one each, plus one per trick.",
        "Cricche (three or four of a kind in your pile): Tarocchi (Angelo, Mondo, Bégato, Matto) 18, Re 17, Regine 14, Cavalli 13, Fanti 12; all four score double. Three cricche or more (criccone) double again.",
        "Sequences score 5 for each card after the first: the Grande (Angelo, Mondo, Sole, Luna, 16 down to 5), Re-Regina-Cavallo-Fante(-Asso) of a suit, the Moors, the Aces. The Bégato and the Matto stand in for missing cards. Three sequences or more double.",
        "Combinations made inside one trick score again for its winner; the last trick scores 6.",
      ],
    },
    {
      title: "Who loses",
      text: [
        "Whoever took no trick loses the hand; otherwise the highest score loses (ties all lose). Each loser takes a mark: the fewer marks, the better.",
        "The match ends when someone reaches 6 marks, or, with 3 or 4 players, when two players both have 3. The table can choose elimination instead when creating the game: whoever reaches the target sits out (several in the same hand sit out together) until two or fewer are left, and everyone who sat out loses.",
        "Once per hand, on your turn, you may call for help against a player who is ahead: an announcement, nothing more.",
      ],
    },
  ],
};

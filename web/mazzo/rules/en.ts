/** Mazzo's rules for players, in English (from the engine's README and rules/mazzo.md). */
import type { RulesDoc } from "../../rules";

/** The English rules page of Mazzo. */
export const rules: RulesDoc = {
  lead: "Two players, a small deck of characters and a lot of nerve: attack with an ability, answer it or claim you can’t, and doubt your rival’s word. The bigger loot pile wins.",
  sections: [
    {
      title: "The cards",
      text: [
        "Each character has two abilities (Strength, Speed, Cunning, Magic, Endurance, Aim; the big deck adds Charisma and Luck), each with a value. Il Mazziere has every ability and wins every clash.",
        "The usual deck has 16 cards (at most 8 turns); the big one has 28 (at most 14 turns). Each player holds three cards, which only they can see.",
      ],
    },
    {
      title: "A turn",
      list: [
        "The attacker puts a card face down and declares one of its abilities out loud.",
        "The defender answers face up with a card that has that ability: the clash. Or says “I don’t have it” and puts any card face down, which may be a bluff.",
        "After “I don’t have it”, the attacker believes it (the clash happens with the face-down card) or doubts it.",
      ],
    },
    {
      title: "The clash",
      text: [
        "Both cards are shown. Il Mazziere wins; otherwise the higher value of the declared ability wins, and a card without it counts 0. The winner puts both cards in their loot pile.",
        "With one card each, the attacker’s ability stays secret until both cards are shown.",
      ],
    },
    {
      title: "Doubt",
      list: [
        "The attack card is shown, and the defender’s whole hand is opened to everyone.",
        "If a card of it has the ability, the defender was bluffing: the attacker takes two cards of that hand into their loot.",
        "If not, the defender told the truth: they take the attack card and one more card drawn blindly from the attacker’s hand. Drawing Il Mazziere this way wins the game at once.",
      ],
    },
    {
      title: "Refill and the end",
      text: [
        "After each turn hands are refilled from the pile towards three cards, and the roles swap: the defender attacks next.",
        "When a hand and the pile are both empty, the game ends: cards left in hand go to their holder’s loot. The bigger loot wins; on equal loot, the player with Il Mazziere in their loot wins.",
        "The creator of a game may change a few details under “Advanced rules”; the defaults are the rules above.",
      ],
    },
  ],
};

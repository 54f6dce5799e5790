/** MazzelTof's rules for players, in English (from the engine's README and rules/mazzeltof.md). */
import type { RulesDoc } from "../../rules";

/** The English rules page of MazzelTof. */
export const rules: RulesDoc = {
  lead: "A Dutch team patience race for two or four: red against blue, each team with its own deck. The first team to play away its whole draw pile wins.",
  sections: [
    {
      title: "Teams and cards",
      text: [
        "With four players, partners sit opposite each other and play in turn red, blue, red, blue; with two, each player is a team of one. Each team draws from its own 54-card deck (red or blue backs). The bottom six cards of each draw pile are a reserve that is never drawn into hands.",
        "Hands hold five cards with four players, seven with two. Nobody sees another player's hand.",
      ],
    },
    {
      title: "The three piles",
      list: [
        "In the middle lie a red pile (♦♥ only), a black pile (♠♣ only) and a mix pile between them (any colour).",
        "On the table every red card (♦♥) carries a round dot in its top corner and every black card (♠♣) a square; the piles show the same mark beside their name, and a joker, which fits any pile, half of each.",
        "A pile goes up one rank at a time: 3, 4, 5 … 10, J, Q, K, A. The ace completes it: the pile leaves the game and its slot is free again for a new start (3 to K).",
        "Anyone may start an empty slot on their turn with a 3 to K of the slot's colour (never with an ace).",
        "A 2 is wild on a pile of its colour or the mix pile; a joker is wild on any pile. On a pile a wild stands for the next rank; starting an empty slot, you choose which rank it stands for.",
      ],
    },
    {
      title: "Your turn",
      list: [
        "Your hand is filled up from your team's draw pile (at least two cards).",
        "Play as many cards as you like onto the piles: from your hand, from your own open cards, or from your partner's open cards.",
        "With an empty hand you may take five new cards and play on, or end your turn.",
        "End your turn by passing: lay one hand card open in front of you. With five open cards already, it goes face down as a penalty card instead.",
      ],
    },
    {
      title: "Tens and the red pawn",
      text: [
        "Whoever plays a 10 (or a wild as a 10) gives the red pawn to the next player, who misses their next turn. A player with a joker in hand may cancel the pawn, but must then play that joker in the same turn.",
      ],
    },
    {
      title: "The endgame",
      text: [
        "When a team has only its reserve left, its penalty cards go under it and the whole pile is turned face up. Its players may then play the top card onto the piles, nobody draws any more, and a turn ends by laying the top card open. There is no limit on open cards then.",
      ],
    },
    {
      title: "Winning",
      text: [
        "The moment a team's draw pile is empty, by playing its last card onto a pile or laying it open to end a turn, that team wins.",
        "The creator of a game may change two details under “Advanced rules”: how many cards a player of a two-player game takes with an empty hand (5 or 7), and whether partners see each other's hands.",
      ],
    },
  ],
};

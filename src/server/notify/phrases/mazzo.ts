/**
 * Mazzo's moves in words: "attack with Il Gigante on Forza" / "attacca con…" / "val aan met…",
 * "face up <card>", "deny with <card>" ("non ce l'ho"), "believe" / "credo" / "geloof",
 * "doubt" / "dubito" / "twijfel", "take <card> and <card>".
 */
import { abilityName, cardName } from "../../../engine/games/mazzo/cards";
import type { MazzoMove } from "../../../engine/games/mazzo/types";
import { VERB, type GamePhrases, type Naming } from "./core";

const forms = (card: string) => [cardName(card), card];

/** Mazzo's words for emails. */
export const mazzoPhrases: GamePhrases = {
  naming: (move) => mazzoNaming(move as MazzoMove),
};

/** How one Mazzo move is named. */
export function mazzoNaming(move: MazzoMove): Naming {
  switch (move.type) {
    case "attack": {
      const c = cardName(move.card);
      const k = abilityName(move.ability);
      return {
        label: {
          en: `attack with ${c} on ${k}`,
          it: `attacca con ${c} su ${k}`,
          nl: `val aan met ${c} op ${k}`,
        },
        slots: [["attack", "attacca", "attacco", "val aan"], forms(move.card), [k, move.ability]],
        verbOptional: true,
      };
    }
    case "faceUp": {
      const c = cardName(move.card);
      return {
        label: { en: `face up ${c}`, it: `scopri ${c}`, nl: `open ${c}` },
        slots: [["face up", "answer", "scopri", "rispondo", "open", "antwoord"], forms(move.card)],
      };
    }
    case "deny": {
      const c = cardName(move.card);
      return {
        label: {
          en: `I don't have it: ${c}`,
          it: `non ce l'ho: ${c}`,
          nl: `ik heb het niet: ${c}`,
        },
        slots: [
          ["deny", "i don't have it", "nego", "non ce l'ho", "ontken", "ik heb het niet"],
          forms(move.card),
        ],
      };
    }
    case "believe":
      return {
        label: { en: "believe", it: "credo", nl: "geloof" },
        slots: [["believe", "i believe it", "credo", "ci credo", "geloof", "ik geloof het"]],
      };
    case "doubt":
      return {
        label: { en: "doubt", it: "dubito", nl: "twijfel" },
        slots: [["doubt", "i doubt it", "dubito", "twijfel", "ik twijfel"]],
      };
    case "take": {
      const [a, b] = move.cards.map(cardName) as [string, string];
      const both = [...forms(move.cards[0]), ...forms(move.cards[1])];
      return {
        label: { en: `take ${a} and ${b}`, it: `prendo ${a} e ${b}`, nl: `neem ${a} en ${b}` },
        // Either order: the two slots accept both cards; "take X X" matches nothing else.
        slots: [VERB.take, both, both],
        verbOptional: true,
      };
    }
  }
}

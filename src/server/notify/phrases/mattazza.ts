/**
 * Mattazza's moves in words: "play Re di Coppe" / "gioca…" / "speel…" (or just the card),
 * "give <card>" / "dai…" / "geef…" for the Matto's gift, "call for help against <name>".
 */
import { cardName } from "../../../engine/games/mattazza/cards";
import type { MattazzaMove } from "../../../engine/games/mattazza/types";
import { fillSentence } from "../../../sentence-names";
import { VERB, type GamePhrases, type Naming } from "./core";

/** Mattazza's words for emails. */
export const mattazzaPhrases: GamePhrases = {
  naming: (move, name) => mattazzaNaming(move as MattazzaMove, name),
};

/** How one Mattazza move is named; `name` gives a seat's player name. */
export function mattazzaNaming(move: MattazzaMove, name: (seat: number) => string): Naming {
  switch (move.type) {
    case "play":
    case "give": {
      const c = cardName(move.card);
      const give = move.type === "give";
      return {
        label: give
          ? { en: `give ${c}`, it: `dai ${c}`, nl: `geef ${c}` }
          : { en: `play ${c}`, it: `gioca ${c}`, nl: `speel ${c}` },
        slots: [give ? VERB.give : VERB.play, [c, move.card]],
        verbOptional: true,
      };
    }
    case "callForHelp": {
      const who = name(move.target);
      return {
        // "against the computer": a name said as every sentence says it (sentence-names.ts).
        label: {
          en: fillSentence("en", "call for help against {who}", { who }),
          it: fillSentence("it", "chiama aiuto contro {who}", { who }),
          nl: fillSentence("nl", "roep hulp tegen {who}", { who }),
        },
        slots: [["call for help against", "chiama aiuto contro", "roep hulp tegen"], [who]],
      };
    }
  }
}

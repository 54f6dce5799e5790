/**
 * Pazaak's moves in words: "stand" / "sto" / "blijf staan", "end turn" / "passo" / "beurt
 * beëindigen", "play +3" / "gioca +3" / "speel +3", "play ±2 as −2"; a side deck by name.
 */
import { cardName, signed } from "../../../engine/games/pazaak/cards";
import { PRESET_DECKS as PRESETS } from "../../../engine/games/pazaak/presets";
import type { PazaakMove } from "../../../engine/games/pazaak/types";
import { VERB, type GamePhrases, type Naming } from "./core";
import { pazaakRecent } from "./pazaak-recent";

/** The spellings of a side card: its name, its id, and plain ones for the specials. */
function cardForms(card: string): string[] {
  const name = cardName(card as never);
  const forms = [name, card];
  if (card === "F24") forms.push("2&4", "flip 2 4", "flip");
  if (card === "F36") forms.push("3&6", "flip 3 6", "flip");
  if (card === "D") forms.push("x2", "raddoppia", "doppio", "dubbel", "verdubbel");
  if (card === "TB") forms.push("tiebreaker", "±1t", "spareggio");
  if (card === "V12") forms.push("±1/2", "1±2", "v12");
  return forms;
}

/** Pazaak's words for emails: its moves, and its last moves in words (pazaak-recent.ts). */
export const pazaakPhrases: GamePhrases = {
  naming: (move) => pazaakNaming(move as PazaakMove),
  recent: pazaakRecent,
};

/** How one Pazaak move is named. */
export function pazaakNaming(move: PazaakMove): Naming {
  switch (move.type) {
    case "stand":
      return {
        label: { en: "stand", it: "sto", nl: "blijf staan" },
        slots: [
          ["stand", "i stand", "sto", "mi fermo", "fermo", "blijf staan", "passen", "pas", "sta"],
        ],
      };
    case "endTurn":
      return {
        label: { en: "end turn", it: "passo", nl: "beurt beëindigen" },
        slots: [[...VERB.endTurn, "pass", "passa", "next", "volgende"]],
      };
    case "randomSideDeck":
      return {
        label: { en: "random side deck", it: "mazzetto a caso", nl: "willekeurig zijdeck" },
        slots: [["random", "a caso", "casuale", "willekeurig"]],
      };
    case "sideDeck": {
      const key = presetOf(move.cards);
      return {
        label: { en: `side deck ${key}`, it: `mazzetto ${key}`, nl: `zijdeck ${key}` },
        slots: [["side deck", "deck", "mazzetto", "mazzo", "zijdeck"], [key]],
        verbOptional: true,
      };
    }
    case "play": {
      const name = cardName(move.card);
      if (move.value === undefined)
        return {
          label: { en: `play ${name}`, it: `gioca ${name}`, nl: `speel ${name}` },
          slots: [VERB.play, cardForms(move.card)],
          verbOptional: true,
        };
      const v = signed(move.value);
      return {
        label: {
          en: `play ${name} as ${v}`,
          it: `gioca ${name} come ${v}`,
          nl: `speel ${name} als ${v}`,
        },
        slots: [VERB.play, [...cardForms(move.card), ""], [v]],
        verbOptional: true,
      };
    }
  }
}

/** The name of a preset side deck (the legal list offers the presets and a random one). */
function presetOf(cards: readonly string[]): string {
  const joined = cards.join(",");
  for (const [key, deck] of Object.entries(PRESETS)) if (deck.join(",") === joined) return key;
  return "custom";
}

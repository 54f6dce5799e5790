/**
 * Mazzo's names that hold in every deck: the Mazziere's id and the abilities' display names.
 * Apart from the deck data (cards.ts, which re-exports them), so a web table names the
 * Mazziere and the abilities without bundling every deck (web/mazzo/deck.ts).
 */
import type { AbilityId, CardId } from "./types";

/** The id of the Mazziere in every deck. */
export const MAZZIERE: CardId = "MZ";

/** Display names of the abilities, with accents (C10). Unknown ids display as themselves. */
export const ABILITY_NAMES: Readonly<Record<AbilityId, string>> = {
  Forza: "Forza",
  Velocita: "Velocità",
  Astuzia: "Astuzia",
  Magia: "Magia",
  Resistenza: "Resistenza",
  Mira: "Mira",
  Carisma: "Carisma",
  Fortuna: "Fortuna",
};

/** An ability's display name, e.g. "Velocità" (C10). */
export function abilityName(k: AbilityId): string {
  return ABILITY_NAMES[k] ?? k;
}

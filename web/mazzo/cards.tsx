/**
 * Mazzo's character cards drawn in CSS: the character's name and every ability with its value
 * (the Mazziere shows that it has every ability, or none with the table's option), and the
 * card back. The card's text is real content, so a button holding a card is named by it
 * ("Il Gigante, Strength 5, Speed 1"). Names and values come from the engine's deck data (deck.ts: the decks here).
 */
import { MAZZIERE, abilityName } from "../../src/engine/games/mazzo/names";
import type { AbilityId, CardId } from "../../src/engine/games/mazzo/types";
import { cardDef } from "./deck";
import { t, tMaybe } from "../i18n";

export { cardDef };

/** An ability's name in the reader's language (Italian names fall back to the data's). */
export function abName(k: AbilityId): string {
  return tMaybe(`mz_ab_${k}`, abilityName(k));
}

/** A card's name: "Il Gigante". */
export function cName(id: CardId): string {
  return cardDef(id)?.name ?? id;
}

/** A list of card names in words: "Il Gigante, La Volpe". */
export function names(ids: readonly CardId[]): string {
  return ids.map(cName).join(", ");
}

/** Props of a card face. */
export interface MzCardProps {
  card: CardId;
  /** The declared ability, highlighted on the card. */
  ability?: AbilityId | null;
  /** The Mazziere has no abilities at this table. */
  noAbilities?: boolean;
  /** Extra classes: size ("sm", "xs") and state. */
  class?: string;
}

/** A character card: name, then abilities and values. */
export function MzCard({ card, ability, noAbilities, class: cls = "" }: MzCardProps) {
  const def = cardDef(card);
  const maz = card === MAZZIERE;
  return (
    <span class={`mz-card${maz ? " mazziere" : ""} ${cls}`}>
      {maz && (
        <span class="mz-crown" aria-hidden="true">
          ♛
        </span>
      )}
      {/* Punctuation for the button's name, in the boxes' text (mz-p has no size): a
          separate box would get spaces around it, "La Strega : Magic 4 , Aim 2". */}
      <span class="mz-name">
        {def?.name ?? card}
        <span class="mz-p">:</span>
      </span>
      <span class="mz-abs">
        {maz ? (
          <span class="mz-ab all">{noAbilities ? t("mz_no_ability") : t("mz_every_ability")}</span>
        ) : (
          Object.entries(def?.abilities ?? {}).map(([k, v], i, all) => (
            <span key={k} class={`mz-ab${k === ability ? " hl" : ""}`}>
              <span class="k">{abName(k)}</span>{" "}
              <span class="v">
                {v}
                {i < all.length - 1 && <span class="mz-p">,</span>}
              </span>
            </span>
          ))
        )}
      </span>
    </span>
  );
}

/** A card back, decorative; `label` writes on it what is known (the declared ability). */
export function MzBack({ label, class: cls = "" }: { label?: string; class?: string }) {
  return (
    <span class={`mz-card back ${cls}`}>
      <span class="mz-emblem" aria-hidden="true">
        ⚔
      </span>
      {label && <span class="mz-back-label">{label}</span>}
    </span>
  );
}

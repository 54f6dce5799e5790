/**
 * What a card of a seat's hand says and is worth (its help bubble, its value for an ability),
 * which only the seat's part uses (Hand.tsx, TakeChoice.tsx): apart from cards.tsx, which every
 * table draws with, so a replay embed's first file carries none of it.
 */
import { MAZZIERE } from "../../src/engine/games/mazzo/names";
import type { AbilityId, CardId } from "../../src/engine/games/mazzo/types";
import { t } from "../i18n";
import { abName, cardDef } from "./cards";

/** A card's value for an ability (0 without it). */
export function valueOf(id: CardId, k: AbilityId): number {
  return cardDef(id)?.abilities[k] ?? 0;
}

/** What a card does, for its help bubble. */
export function cardHelp(id: CardId, mazziereHasNoAbilities: boolean): string {
  if (id === MAZZIERE)
    return `${t(mazziereHasNoAbilities ? "mz_help_mazziere_none" : "mz_help_mazziere")} ${t("mz_help_tie")}`;
  const abs = Object.entries(cardDef(id)?.abilities ?? {});
  const best = abs.reduce((a, b) => (b[1] > a[1] ? b : a), abs[0] ?? ["", 0]);
  return t("mz_help_card", { ability: abName(best[0]), value: best[1] });
}

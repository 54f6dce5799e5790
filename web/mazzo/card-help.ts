/**
 * A Mazzo card's help sentence (what it does, its best ability), which only a seat's hand and
 * its take choice say (Hand.tsx, TakeChoice.tsx): apart from cards.tsx, which every table draws
 * with, as Mattazza's is (web/mattazza/card-help.ts), so a page that draws the cards but no
 * seat's hand (a replay embed) carries neither the sentence nor, through it, its words.
 */
import { MAZZIERE } from "../../src/engine/games/mazzo/names";
import type { CardId } from "../../src/engine/games/mazzo/types";
import { t } from "../i18n";
import { abName, cardDef } from "./cards";

/** What a card does, for its help bubble. */
export function cardHelp(id: CardId, mazziereHasNoAbilities: boolean): string {
  if (id === MAZZIERE)
    return `${t(mazziereHasNoAbilities ? "mz_help_mazziere_none" : "mz_help_mazziere")} ${t("mz_help_tie")}`;
  const abs = Object.entries(cardDef(id)?.abilities ?? {});
  const best = abs.reduce((a, b) => (b[1] > a[1] ? b : a), abs[0] ?? ["", 0]);
  return t("mz_help_card", { ability: abName(best[0]), value: best[1] });
}

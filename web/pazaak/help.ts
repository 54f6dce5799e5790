/**
 * What each Pazaak side card does, in one sentence for the card's help (builder and hand),
 * following the game's options (a flip acts on both boards, or only turns positive cards
 * negative, when the table plays that way). Display text only; the engine applies the rules.
 */
import type { PazaakOptions, SideCardId } from "../../src/engine/games/pazaak/types";
import { magnitude, sideKind } from "../../src/engine/games/pazaak/cards";
import { t } from "../i18n";

/** The help text of a side card under the table's options (defaults when unknown). */
export function cardHelp(card: SideCardId, options?: Partial<PazaakOptions>): string {
  const n = magnitude(card);
  switch (sideKind(card)) {
    case "plus":
      return t("help_plus", { n });
    case "minus":
      return t("help_minus", { n });
    case "dual":
      return t("help_dual", { n });
    case "flip": {
      const [a, b] = card === "F24" ? [2, 4] : [3, 6];
      const where = options?.flipScope === "both" ? t("help_both") : t("help_own");
      const key = options?.flipDirection === "positiveOnly" ? "help_flipPositive" : "help_flip";
      return t(key, { a, b, where });
    }
    case "double":
      return t("help_double");
    case "tiebreak":
      return t("help_tiebreaker");
    case "v12":
      return t("help_v12");
  }
}

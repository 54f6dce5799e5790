/**
 * The hint of a turn over 20, loaded on demand with its words (only such a turn needs it, and
 * the engine's board arithmetic the search uses): "Over 20: play −3 to get back to 18", or that
 * no card in hand can save the set (rescue.ts finds the card).
 */
import { t } from "../i18n";

export { rescue } from "./rescue";

/** The hint line above "End turn (bust)": the saving card's label and total, if any. */
export function BustHint({ card, total }: { card?: string; total?: number }) {
  return (
    <p class="bust-hint" role="status" data-testid="bust-hint">
      {card ? t("bust_save", { card, total: total ?? 0 }) : t("bust_none")}
    </p>
  );
}

/**
 * A trick's end in words ("Bob takes trick 3" and why): only a trick's result draws it
 * (EndResult.tsx), so it travels with the results' part (result-part.ts), not with the table's
 * first file as the rest of story.ts does, and a replay embed loads it only for an earlier step.
 */
import { t } from "../i18n";
import { cardName } from "./cards";
import { comboName } from "./Results";
import type { TrickEnd } from "./story";

type Name = (seat: number) => string;

/** "You take trick 3", "Bob takes trick 3". */
export function trickTitle(e: TrickEnd, name: Name, me: number | null): string {
  return e.winner === me
    ? t("ma_trick_you", { n: e.trick })
    : t("ma_trick_won", { name: name(e.winner), n: e.trick });
}

/** Why the trick went that way, with the Matto and any in-trick combination. */
export function trickReason(e: TrickEnd, name: Name): string {
  const card = cardName(e.card);
  const parts = [
    e.reason === "trump"
      ? t("ma_why_trump", { card })
      : e.reason === "lastMoor"
        ? t("ma_why_moor", { card })
        : t("ma_why_higher", { card }),
  ];
  if (e.fool !== null) parts.push(t("ma_why_fool", { name: name(e.fool) }));
  if (e.bonus > 0)
    parts.push(t("ma_why_combo", { combos: e.combos.map(comboName).join(", "), n: e.bonus }));
  return parts.join(" ");
}

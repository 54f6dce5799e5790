/**
 * A trick's end in words ("Bob takes trick 3" and why) and the combinations' names: only the
 * results draw them (Results.tsx), so they travel with the results' part (result-part.ts), not
 * with the table's first file as the rest of story.ts does.
 */
import type { Combo } from "../../src/engine/games/mattazza/types";
import { t, type Key } from "../i18n";
import { cardName } from "./cards";
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

/** A combination's name: "Cricca of Kings (3)", "Grande sequence (5)". */
export function comboName(c: Combo): string {
  return t(`ma_combo_${c.kind}` as Key, { n: c.count });
}

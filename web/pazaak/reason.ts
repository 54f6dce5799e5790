/**
 * A Pazaak set's end in words, shared by the round result and the move log so both tell the
 * same story: a title ("Anna wins set 2") and the reason ("Anna reaches 20 with +1", "Bob busts
 * at 23", "Tied at 19: Anna's tiebreaker decides").
 */
import type { PazaakEvent } from "../../src/engine/games/pazaak/types";
import { isTableCard } from "../../src/engine/games/pazaak/cards";
import { t } from "../i18n";
import { faceLabel, signed } from "./cards";

/** A set's end event. */
export type SetEnd = Extract<PazaakEvent, { type: "setEnd" }>;

/** "Anna wins set 2", "You win set 2" (when `you` is the winner), "Set 3 is a tie". */
export function setTitle(e: SetEnd, name: (seat: number) => string, you: number | null): string {
  if (e.winner === null) return t("round_tie", { set: e.set });
  if (e.winner === you) return t("round_youWon", { set: e.set });
  return t("round_won", { name: name(e.winner), set: e.set });
}

/** Why the set ended as it did. */
export function setReason(e: SetEnd, name: (seat: number) => string): string {
  const w = e.winner ?? 0;
  const won = e.totals[w] ?? 0;
  const lost = e.totals[1 - w] ?? 0;
  switch (e.reason) {
    case "bust":
      return t("reason_bust", { name: name(1 - w), total: lost });
    case "tiebreak":
      return t("reason_tiebreak", { name: name(w), total: won });
    case "tie":
      return t("reason_tie", { total: e.totals[0] });
    case "nine":
      return t("reason_nine", { name: name(w), total: won });
    case "higher": {
      // The card that took the winner to the winning total, when it was one of their side
      // cards: that is the story of the set ("reaches 20 with +1").
      const last = e.boards?.[w]?.at(-1);
      if (last && !isTableCard(last.card)) {
        const card =
          last.card === "D" || last.card === "F24" || last.card === "F36"
            ? faceLabel(last.card)
            : signed(last.value);
        return t("reason_reached", { name: name(w), total: won, card });
      }
      return t("reason_higher", { won, lost });
    }
  }
}

/** The log's line for a set's end: the same title and reason as the round result. */
export function setResult(e: SetEnd, name: (seat: number) => string): string {
  return t("log_round", { title: setTitle(e, name, null), reason: setReason(e, name) });
}

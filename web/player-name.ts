/**
 * How a seat is named on a table: the player's name, "Seat 2" while nobody has it; and, apart, a
 * computer seat's level ("strong"), which the seat's label on the board shows as a small line under
 * the name (components/SeatName.tsx). The level is said once, there: sentences use the name alone,
 * and every level is shown, normal too, so no computer's strength goes unsaid (docs/decisions.md,
 * "Computer levels"). A sentence says a lone computer as "the computer" ("The computer wins set 4:
 * the computer reaches 20"), as the words fill it in (src/sentence-names.ts). Every table gets its
 * names from here, through the page (GamePage) or the embed.
 */
import type { Player } from "../src/protocol";
import { t } from "./i18n";

/** The display name of `seat`, whose player is `p` (undefined: no such seat yet). */
export function playerName(p: Player | undefined, seat: number): string {
  if (!p?.name) return t("seat_waiting", { n: seat + 1 });
  return p.name;
}

/**
 * The level of a computer seat in words ("easy", "normal", "strong"), or null for a person's
 * seat. A computer seat of a room made before levels has none, and plays normal.
 */
export function levelOf(p: Player | undefined): string | null {
  if (!p?.computer) return null;
  if (p.level === "easy") return t("level_easy");
  if (p.level === "strong") return t("level_strong");
  return t("level_normal");
}

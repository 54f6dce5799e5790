/**
 * How a seat is named on a table: the player's name, "Seat 2" while nobody has it, and a
 * computer seat's level when it is not the usual one ("Computer (strong)"; a normal computer
 * stays "Computer", docs/decisions.md "Choosing a computer's level"). Every table gets its
 * names from here, through the page (GamePage) or the embed (EmbedTable).
 */
import type { Player } from "../src/protocol";
import { t } from "./i18n";

/** The display name of `seat`, whose player is `p` (undefined: no such seat yet). */
export function playerName(p: Player | undefined, seat: number): string {
  if (!p?.name) return t("seat_waiting", { n: seat + 1 });
  if (p.computer && p.level === "easy") return `${p.name} (${t("level_easy")})`;
  if (p.computer && p.level === "strong") return `${p.name} (${t("level_strong")})`;
  return p.name;
}

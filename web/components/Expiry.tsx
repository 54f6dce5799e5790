/**
 * Under a finished game's result: until when the game stays (Table.expiresAt), so
 * players know how long the replay and the shuffle check remain. It comes in the rematch
 * chunk (LazyRematch, under a result by the rules) and in the slow-game panel's chunk (under
 * an ending outside them: a resignation, a claimed game), never in a table's first download.
 */
import type { Table } from "../../src/protocol";
import { lang, t } from "../i18n";

/** "This game … stay here until 28 February 2027", or nothing while the game is on. */
export function Expiry({ table }: { table: Table }) {
  if (table.expiresAt === undefined) return null;
  const date = new Date(table.expiresAt).toLocaleDateString(lang.value, { dateStyle: "long" });
  return (
    <p class="muted small expiry" data-testid="expiry">
      {t("expires_on", { date })}
    </p>
  );
}

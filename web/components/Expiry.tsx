/**
 * Under a finished game's result: until when the game stays (Table.expiresAt, issue 15), so
 * players know how long the replay and the shuffle check remain. It comes in the rematch
 * chunk (LazyRematch), loaded only once a game is over: a table's first visit never carries it.
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

/**
 * Under a table (a chunk of its own, GamePage's LazyTableTools): during a game, once the player
 * asked to step back, the step-back bar (StepBack.tsx), which shows the reader's own earlier
 * tables in place of the live one; after the end, the link to the game's replay.
 */
import type { Table } from "../../src/protocol";
import { loadPack, t } from "../i18n";
import { linkClick } from "../router";
import { StepBack } from "./StepBack";

/** Props: the game, the reader, the live table, and how to show an earlier table. */
export interface TableToolsProps {
  id: string;
  token: string | undefined;
  table: Table;
  /** Shows an earlier table in place of the live one, or the live one again (null). */
  onPast(past: Table | null): void;
}

/** The module once its words have arrived (the page loads both together). */
export async function withWords<T>(mod: T): Promise<T> {
  const [w, p] = await Promise.all([import("./words"), import("./page-words")]);
  await Promise.all([loadPack(w.replayWords), loadPack(p.replayPageWords)]);
  return mod;
}

/** The step-back bar, or the replay link. */
export function TableTools({ id, token, table, onPast }: TableToolsProps) {
  if (table.outcome !== null)
    return table.seed ? (
      <p class="rules-link">
        <a href={`/g/${id}/replay`} onClick={linkClick} data-testid="replay-link">
          {t("rp_open")}
        </a>
      </p>
    ) : null;
  return <StepBack id={id} token={token} table={table} onPast={onPast} />;
}

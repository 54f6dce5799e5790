/**
 * Playing one move as a page would (audience, mail-turns): the seat to act reads its own table,
 * then posts the move a chooser picks from its legal list.
 */
import { expect } from "vitest";
import type { Table } from "../../src/protocol";
import { getTable, postMove } from "./helpers";

/**
 * The seat first to act in `table` reads its table and plays `legal[choose(legal.length)]`;
 * expects the move to be taken (200). Answers the table after the move.
 */
export async function playChosen(
  id: string,
  tokens: readonly string[],
  table: Table,
  choose: (n: number) => number,
): Promise<Table> {
  const seat = table.toAct[0]!;
  const mine = await getTable(id, tokens[seat]);
  const answer = await postMove(id, tokens[seat]!, mine.seq, mine.legal[choose(mine.legal.length)]);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

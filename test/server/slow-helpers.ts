/**
 * Helpers of the slow-game tests (deadlines and the slow-nudge, slow-digest, slow-holidays and
 * slow-keys files, and the lifetime ones): the hour and the day in ms, playing a game on until
 * one seat alone is to act, running the room's alarm up to the clock, and an address's AddressBook.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import type { Table } from "../../src/protocol";
import { now } from "../../src/server/clock";
import { normalizeAddress } from "../../src/server/mail/message";
import { sha256Hex } from "../../src/server/security";
import { getTable, postMove, roomOf } from "./helpers";

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** Plays each seat's first legal move until it is `seat`'s turn alone (the others to wait). */
export async function untilTurnOf(
  id: string,
  tokens: readonly string[],
  seat: number,
): Promise<Table> {
  let table = await getTable(id, tokens[0]);
  for (let i = 0; i < 40; i++) {
    if (table.toAct.length === 1 && table.toAct[0] === seat) return table;
    const actor = table.toAct.find((s) => s !== seat) ?? table.toAct[0]!;
    const mine = await getTable(id, tokens[actor]);
    const answer = await postMove(id, tokens[actor]!, mine.seq, mine.legal[0]);
    expect(answer.status, answer.text).toBe(200);
    table = answer.body;
  }
  throw new Error("never the seat's turn");
}

/** The AddressBook Durable Object of `address` (its games, summary and keys). */
export async function book(address: string) {
  const key = await sha256Hex(`address:${normalizeAddress(address)}`);
  return env.ADDRESSES.get(env.ADDRESSES.idFromName(key));
}

/** Runs the room's alarm until nothing is scheduled before the server's clock (at most 20). */
export async function runDue(id: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const due = await runInDurableObject(roomOf(id), (_, state) => state.storage.getAlarm());
    if (due === null || due > now()) return;
    await runDurableObjectAlarm(roomOf(id));
  }
}

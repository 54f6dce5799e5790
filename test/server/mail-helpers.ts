/**
 * Helpers of the email tests: the development mailbox read as the recording mailer, giving and
 * confirming an address through the real routes and links, running the room's email jobs by
 * hand, and moving the server's clock.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import type { StoredMail } from "../../src/server/mail/dev-mailbox";
import { call, fetchWorker, getTable, ORIGIN, postMove, roomOf, twoPlayerGame } from "./helpers";

import { advanceClock, now } from "../../src/server/clock";

export { advanceClock };

/** A fresh address nobody else in the run uses. */
export function freshAddress(): string {
  return `p${crypto.randomUUID().slice(0, 12)}@example.org`;
}

/** Every message the server sent to `to`, oldest first. */
export async function inbox(to: string): Promise<StoredMail[]> {
  const box = env.MAILBOX.get(env.MAILBOX.idFromName("dev"));
  return (await box.list(to)).reverse();
}

/** Messages to `to` whose subject contains `word`. */
export async function mailsAbout(to: string, word: string): Promise<StoredMail[]> {
  return (await inbox(to)).filter((m) => m.subject.includes(word));
}

/** The first link in `text` that starts with `prefix` (on the test origin). */
export function linkIn(text: string, prefix: string): string {
  const url = text.match(new RegExp(`${ORIGIN}${prefix}[^\\s]*`))?.[0];
  expect(url, `no ${prefix} link in:\n${text}`).toBeDefined();
  return url!;
}

/** Sends a request to a full URL of the Worker (a link from an email). */
export async function open(url: string, method = "GET", body?: string) {
  const res = await fetchWorker(
    new Request(url, {
      method,
      body,
      headers: body ? { "Content-Type": "application/x-www-form-urlencoded" } : {},
    }),
  );
  return { status: res.status, text: await res.text() };
}

/** Gives `address` for the seat of `token` and opens the confirmation link (GET, then POST). */
export async function confirmAddress(id: string, token: string, address: string): Promise<void> {
  const given = await call("PUT", `/api/games/${id}/mail`, {
    token,
    body: { address, lang: "en" },
  });
  expect(given.status, given.text).toBe(200);
  const mails = await inbox(address);
  const link = linkIn(mails[mails.length - 1]!.text, "/mail/confirm");
  expect((await open(link)).status).toBe(200);
  const done = await open(link, "POST");
  expect(done.status, done.text).toBe(200);
}

/**
 * The kinds of job of the channels that send after the debounce (email, push, chat), and the
 * ones that run at once: a nudge, telling an address's AddressBook of its seats and summary.
 */
const NOTICES = ["mail", "push", "chat", "nudge", "links", "digest"];

/** The kinds of the room's scheduled jobs, earliest first. */
export async function jobs(id: string): Promise<{ kind: string; what?: string; due: number }[]> {
  return runInDurableObject(roomOf(id), (_room, state) =>
    state.storage.sql
      .exec<{ due: number; payload: string }>("SELECT due, payload FROM schedule ORDER BY due, id")
      .toArray()
      .map((r) => ({ ...(JSON.parse(r.payload) as { kind: string; what?: string }), due: r.due })),
  );
}

/**
 * Runs the room's alarm while its earliest job is a notice that goes out without waiting
 * (your turn, friend joined, game over, by email, push or chat): what the alarm would do after
 * the short debounce.
 */
export async function sendPendingMail(id: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const first = (await jobs(id))[0];
    if (!first || !NOTICES.includes(first.kind) || first.what === "remind") return;
    await runDurableObjectAlarm(roomOf(id));
  }
}

/** Runs every job due by the server's clock now (after `advanceClock`). */
export async function runDueJobs(id: string, now: number): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const first = (await jobs(id))[0];
    if (!first || first.due > now) return;
    await runDurableObjectAlarm(roomOf(id));
  }
}

/** Gives the seat of `token` a fresh address and confirms it through the link: the address. */
export async function confirmedAddress(id: string, token: string): Promise<string> {
  const address = freshAddress();
  await confirmAddress(id, token, address);
  return address;
}

/** Moves the server's clock on by `ms` and runs every job due by then, as the room's alarm would. */
export async function passTime(id: string, ms: number): Promise<void> {
  advanceClock(ms);
  await runDueJobs(id, now());
}

/**
 * A Pazaak game of two confirmed addresses, both side decks chosen at the table: its id, the
 * seats' tokens and addresses.
 */
export async function pazaakByMail(): Promise<{
  id: string;
  tokens: [string, string];
  addresses: readonly [string, string];
}> {
  const { id, tokens } = await twoPlayerGame();
  const addresses = [
    await confirmedAddress(id, tokens[0]),
    await confirmedAddress(id, tokens[1]),
  ] as const;
  for (const seat of [0, 1]) {
    const t = await getTable(id);
    expect((await postMove(id, tokens[seat]!, t.seq, { type: "randomSideDeck" })).status).toBe(200);
  }
  return { id, tokens, addresses };
}

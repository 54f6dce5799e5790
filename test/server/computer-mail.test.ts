// The computer in an email's sentences: a "your turn" email of a Pazaak game against one
// computer says "Pazaak with the computer" and tells its moves as "The computer drew 5 (total
// 5)", in English, Italian ("con il computer", "Il computer pesca…") and Dutch ("met de
// computer", "De computer trok…"); never "Computer" alone, the name its board shows.
import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createGame, getTable, postMove, roomOf } from "./helpers";
import {
  advanceClock,
  freshAddress,
  inbox,
  jobs,
  linkIn,
  open,
  sendPendingMail,
} from "./mail-helpers";

/** Gives the seat of `token` a fresh address in `lang` and confirms it: the address. */
async function addressIn(id: string, token: string, lang: string): Promise<string> {
  const address = freshAddress();
  const given = await call("PUT", `/api/games/${id}/mail`, { token, body: { address, lang } });
  expect(given.status, given.text).toBe(200);
  const link = linkIn((await inbox(address)).at(-1)!.text, "/mail/confirm");
  expect((await open(link, "POST")).status).toBe(200);
  return address;
}

/**
 * Plays on (seat 0 ends its turns, the computer moves by its alarm) until seat 0 has an email
 * whose subject has `word` and that tells a move of the computer's (a line of moves that is not
 * Anna's): that email.
 */
async function turnMail(id: string, token: string, to: string, word: string) {
  for (let i = 0; i < 100; i++) {
    await sendPendingMail(id);
    const mail = (await inbox(to)).find(
      (m) => m.subject.includes(word) && /^- (?!Anna)/m.test(m.text),
    );
    if (mail) return mail;
    const t = await getTable(id);
    expect(t.outcome).toBeNull();
    if (t.toAct.includes(0)) {
      const moved = await postMove(id, token, t.seq, { type: "endTurn" });
      expect(moved.status, moved.text).toBe(200);
      continue;
    }
    if (!(await jobs(id))[0]) break;
    advanceClock(2000);
    await runDurableObjectAlarm(roomOf(id));
  }
  throw new Error(`no email about "${word}" to ${to}`);
}

describe("the computer in emails", () => {
  it.each([
    ["en", "your turn", "Pazaak with the computer", /^- The computer drew \d+ \(total \d+\)/m],
    ["it", "tocca a te", "Pazaak con il computer", /^- Il computer pesca \d+ \(totale \d+\)/m],
    ["nl", "aan de beurt", "Pazaak met de computer", /^- De computer trok \d+ \(totaal \d+\)/m],
  ] as const)("says the computer in %s", async (lang, word, subject, line) => {
    const created = await createGame({ game: "pazaak", computer: [1] });
    const to = await addressIn(created.id, created.token, lang);
    const first = await getTable(created.id);
    const chosen = await postMove(created.id, created.token, first.seq, { type: "randomSideDeck" });
    expect(chosen.status, chosen.text).toBe(200);
    const mail = await turnMail(created.id, created.token, to, word);
    expect(mail.subject).toContain(subject);
    expect(mail.text).toMatch(line);
    expect(mail.text).not.toMatch(/\bComputer\b/);
  });
});

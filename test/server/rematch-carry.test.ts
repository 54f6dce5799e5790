// A rematch keeps a slow match followed: each player's confirmed email address and push
// devices go with their own seat (pointed at their new personal link, seen only by them), the
// creator's chat webhook goes with the game; an unconfirmed or muted address stays behind, and
// settings already made in the rematch are not overwritten.
import { describe, expect, it } from "vitest";
import type { ClaimSeatResponse, MailStatus, Table, WebhookStatus } from "../../src/protocol";
import { call, chooser, getTable, playThroughHttp, postMove, twoPlayerGame } from "./helpers";
import {
  confirmedAddress,
  freshAddress,
  inbox,
  mailsAbout,
  open,
  sendPendingMail,
} from "./mail-helpers";
import { newSubscription, subscribe } from "./push-helpers";

/** Asks for (or joins) the rematch of `id` with the seat of `token`. */
async function rematch(id: string, token: string): Promise<ClaimSeatResponse> {
  const answer = await call<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

describe("a rematch carries a player's notifications", () => {
  it("a confirmed address, push devices and the webhook follow; the address needs no new confirmation", async () => {
    const { id, tokens } = await twoPlayerGame();
    const anna = await confirmedAddress(id, tokens[0]);
    const device = await newSubscription();
    await subscribe(id, tokens[0], device);
    const hook = `https://discord.com/api/webhooks/998877665544/tok_${crypto.randomUUID().replace(/-/g, "")}`;
    const hooked = await call<WebhookStatus>("PUT", `/api/games/${id}/webhook`, {
      token: tokens[0],
      body: { url: hook, lang: "en" },
    });
    expect(hooked.status, hooked.text).toBe(200);
    // Bruno gives an address but never confirms it: it stays behind.
    const bruno = freshAddress();
    const given = await call("PUT", `/api/games/${id}/mail`, {
      token: tokens[1],
      body: { address: bruno, lang: "en" },
    });
    expect(given.status, given.text).toBe(200);

    await playThroughHttp(id, tokens, chooser(21));
    const mine = await rematch(id, tokens[0]);
    const his = await rematch(id, tokens[1]);
    const sentBefore = (await inbox(anna)).length;

    const annaTable = await getTable(mine.id, mine.token);
    expect(annaTable.mail).toEqual({
      address: anna,
      confirmed: true,
      muted: false,
    } satisfies MailStatus);
    expect(annaTable.push?.devices).toHaveLength(1);
    expect(annaTable.webhook?.service).toBe("discord");
    expect(JSON.stringify(annaTable)).not.toContain(hook);
    // Bruno's table has none of it: not his address (never confirmed), not Anna's devices.
    const brunoTable = await getTable(his.id, his.token);
    expect(brunoTable.mail ?? null).toBeNull();
    expect(brunoTable.push?.devices ?? []).toEqual([]);
    expect(brunoTable.webhook).toBeUndefined();
    expect(JSON.stringify(brunoTable)).not.toContain(anna);
    expect(JSON.stringify(await getTable(mine.id))).not.toContain(anna);

    // No second confirmation was sent; Anna's "your turn" emails of the rematch open her new seat.
    let table: Table = annaTable;
    const choose = chooser(4);
    const seatTokens = [mine.token, his.token];
    for (let i = 0; i < 40 && (await mailsAbout(anna, "your turn")).length === 0; i++) {
      if (table.outcome !== null) break;
      const seat = table.toAct[0]!;
      const t = await getTable(mine.id, seatTokens[seat]);
      const answer = await postMove(
        mine.id,
        seatTokens[seat]!,
        t.seq,
        t.legal[choose(t.legal.length)],
      );
      expect(answer.status, answer.text).toBe(200);
      table = answer.body;
      await sendPendingMail(mine.id);
    }
    const after = await inbox(anna);
    expect(after.slice(sentBefore).some((m) => m.subject.toLowerCase().includes("confirm"))).toBe(
      false,
    );
    const turns = await mailsAbout(anna, "your turn");
    expect(turns.length).toBeGreaterThan(0);
    expect(turns.at(-1)!.text).toContain(`/g/${mine.id}#seat=${mine.token}`);
    expect(await mailsAbout(bruno, "your turn")).toEqual([]);
  });

  it("a muted address stays behind, and an address set in the rematch is kept", async () => {
    const { id, tokens } = await twoPlayerGame();
    const muted = await confirmedAddress(id, tokens[0]);
    const other = await confirmedAddress(id, tokens[1]);
    await playThroughHttp(id, tokens, chooser(22));
    // Anna stops this game's emails with the one-click link of its "game over" email.
    await sendPendingMail(id);
    const over = (await mailsAbout(muted, "game over"))[0]!;
    const unsubscribe = over.headers["List-Unsubscribe"]!.slice(1, -1);
    expect((await open(unsubscribe, "POST", "List-Unsubscribe=One-Click")).status).toBe(200);
    expect((await getTable(id, tokens[0])).mail?.muted).toBe(true);
    // Bruno asks first and sets a new address in the rematch before Anna joins.
    const his = await rematch(id, tokens[1]);
    const newer = await confirmedAddress(his.id, his.token);
    const again = await rematch(id, tokens[1]);
    expect(again.token).toBe(his.token);
    expect((await getTable(his.id, his.token)).mail?.address).toBe(newer);
    const mine = await rematch(id, tokens[0]);
    expect((await getTable(mine.id, mine.token)).mail ?? null).toBeNull();
  });
});

// Jobs a deployed room stored in an older shape still run (docs/decisions.md, "Channels: one
// interface, each feature owns its jobs"): push and chat jobs were once planned inside the email's,
// as {kind: "mail", what: "push" | "chat" | "push-over"}; each channel now has its own kind, and
// reads the old rows. The test plans jobs the usual way, rewrites them in the old shape in the
// room's schedule, and checks the notices still go out, once.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { WebhookStatus } from "../../src/protocol";
import { call, chooser, getTable, roomOf, twoPlayerGame } from "./helpers";
import { sendPendingMail } from "./mail-helpers";
import {
  decryptPush,
  newSubscription,
  playOne,
  sentTo,
  subscribe,
  untilTurnOf,
} from "./push-helpers";

/** Rewrites the room's waiting push and chat jobs in their old shape; how many there were. */
function toOldShape(id: string): Promise<number> {
  return runInDurableObject(roomOf(id), (_room, state) => {
    const sql = state.storage.sql;
    const rows = sql
      .exec<{ id: number; payload: string }>(
        "SELECT id, payload FROM schedule WHERE kind IN ('push', 'chat')",
      )
      .toArray();
    for (const r of rows) {
      const job = JSON.parse(r.payload) as {
        kind: string;
        what?: string;
        seat?: number;
        seq?: number;
      };
      const old =
        job.kind === "chat"
          ? { kind: "mail", what: "chat", seat: job.seat, seq: job.seq }
          : job.what === "over"
            ? { kind: "mail", what: "push-over" }
            : { kind: "mail", what: "push", seat: job.seat, seq: job.seq };
      sql.exec(
        "UPDATE schedule SET kind = 'mail', payload = ? WHERE id = ?",
        JSON.stringify(old),
        r.id,
      );
    }
    return rows.length;
  });
}

/** The room's waiting jobs as stored: kind and payload. */
function stored(id: string): Promise<{ kind: string; payload: string }[]> {
  return runInDurableObject(roomOf(id), (_room, state) =>
    state.storage.sql
      .exec<{ kind: string; payload: string }>("SELECT kind, payload FROM schedule ORDER BY id")
      .toArray(),
  );
}

describe("jobs stored in an older shape", () => {
  it("a 'your turn' push and chat post planned as mail jobs still go out, once", async () => {
    const { id, tokens } = await twoPlayerGame();
    const sub = await newSubscription();
    await subscribe(id, tokens[1], sub);
    const hook = `https://discord.com/api/webhooks/${Date.now()}/tok_${crypto.randomUUID().replace(/-/g, "")}`;
    const attached = await call<WebhookStatus>("PUT", `/api/games/${id}/webhook`, {
      token: tokens[0],
      body: { url: hook, lang: "en" },
    });
    expect(attached.status, attached.text).toBe(200);
    await untilTurnOf(id, tokens, 1);
    const before = (await sentTo(hook)).length;
    expect(await toOldShape(id)).toBeGreaterThanOrEqual(2);
    expect((await stored(id)).some((j) => j.payload.includes('"what":"push"'))).toBe(true);
    await sendPendingMail(id);
    const pushes = await sentTo(sub.endpoint);
    expect(pushes).toHaveLength(1);
    expect(((await decryptPush(sub, pushes[0]!)) as { title: string }).title).toBe(
      "Your turn in Pazaak",
    );
    const posts = (await sentTo(hook)).slice(before);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toContain("Bruno, it's your move in Pazaak");
    // Nothing of them is left waiting, in either shape.
    const left = (await stored(id)).map((j) => j.payload);
    expect(left.filter((p) => /"what":"(push|chat)"|"kind":"(push|chat)"/.test(p))).toEqual([]);
  });

  it("a 'game over' push planned as a mail job still goes out, once", async () => {
    const { id, tokens } = await twoPlayerGame();
    const sub = await newSubscription();
    await subscribe(id, tokens[1], sub);
    const choose = chooser(5);
    let table = await getTable(id);
    while (table.outcome === null) {
      table = await playOne(id, tokens, choose);
      if (table.outcome === null) await sendPendingMail(id);
    }
    expect(await toOldShape(id)).toBeGreaterThanOrEqual(1);
    expect((await stored(id)).some((j) => j.payload === '{"kind":"mail","what":"push-over"}')).toBe(
      true,
    );
    await sendPendingMail(id);
    const titles = await Promise.all(
      (await sentTo(sub.endpoint)).map(
        async (r) => ((await decryptPush(sub, r)) as { title: string }).title,
      ),
    );
    expect(titles.filter((t) => t === "Pazaak: game over")).toHaveLength(1);
  });
});

// Links for other people never come from a client-chosen Host (src/server/origin.ts;
// docs/decisions.md, "Link origins and per-client limits"). With PUBLIC_URL set, every link in every message kind
// (your turn, reminder with its deadline line, time up, game over, a friend joined, the
// confirmation, push payloads, chat posts) points there, the rematch's too, whatever Host the
// requests named. Without it, a request on a host the server does not serve (not in ORIGINS,
// not this machine) is refused before anything is stored.
import { createExecutionContext, env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/server/index";
import type { ClaimSeatResponse, CreateGameResponse, Table } from "../../src/protocol";
import type { Env } from "../../src/server/env";
import { readSettings } from "../../src/server/kernel/settings";
import {
  call,
  chooser,
  expectError,
  getTable,
  postMove,
  roomOf,
  twoPlayerGame,
  answerOf,
  type Answer,
} from "./helpers";
import {
  confirmedAddress,
  freshAddress,
  inbox,
  open,
  passTime,
  sendPendingMail,
} from "./mail-helpers";
import {
  decryptPush,
  newSubscription,
  sentTo,
  subscriptionBody,
  untilTurnOf,
  type TestSubscription,
} from "./push-helpers";

const EVIL = "http://evil.example";
const PUBLIC = "https://play.tavolo.example";
const HOUR = 60 * 60 * 1000;

/** A request to the Worker on `origin` (its Host), with `vars` over the test bindings. */
async function at<T = unknown>(
  origin: string,
  vars: Partial<Env>,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (options.token) headers["Authorization"] = `Bearer ${options.token}`;
  const init: RequestInit = { method, headers };
  if (method !== "GET") init.body = JSON.stringify(options.body ?? {});
  if (method === "GET") delete headers["Content-Type"];
  return answerOf<T>(
    await worker.fetch(
      new Request(`${origin}${path}`, init),
      { ...env, ...vars } as Env,
      createExecutionContext(),
    ),
  );
}

/** Every http(s) address in a text. */
const urlsIn = (text: string) => text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];

describe("without PUBLIC_URL", () => {
  it("refuses a host the server does not serve on every route that makes links", async () => {
    const refused = (a: Answer<unknown>) => expectError(a, 421, "http/unknown-host");
    refused(await at(EVIL, {}, "POST", "/api/games", { body: { game: "pazaak", name: "Eve" } }));
    const made = await call<CreateGameResponse>("POST", "/api/games", {
      body: { game: "pazaak", name: "Anna" },
    });
    const { id, token } = made.body;
    const invite = made.body.invites[0]!.invite;
    refused(await at(EVIL, {}, "POST", `/api/games/${id}/join`, { body: { invite, name: "Eve" } }));
    refused(await at(EVIL, {}, "POST", `/api/games/${id}/seats/1/invite`, { token }));
    const address = freshAddress();
    refused(await at(EVIL, {}, "PUT", `/api/games/${id}/mail`, { token, body: { address } }));
    expect(await inbox(address)).toEqual([]);
    const sub = await newSubscription();
    refused(
      await at(EVIL, {}, "PUT", `/api/games/${id}/push`, { token, body: subscriptionBody(sub) }),
    );
    expect((await getTable(id, token)).push).toBeUndefined();
    // The invitation was not used by the refused claim.
    const claimed = await call<ClaimSeatResponse>("POST", `/api/games/${id}/join`, {
      body: { invite, name: "Bruno" },
    });
    expect(claimed.status, claimed.text).toBe(200);
    await at(`http://tavolo.test`, {}, "POST", `/api/games/${id}/resign`, { token });
    refused(await at(EVIL, {}, "POST", `/api/games/${id}/rematch`, { token }));
    expect((await getTable(id, token)).rematch ?? null).toBeNull();
  });

  it("serves this machine (npm start) and the origins in ORIGINS", async () => {
    for (const origin of ["http://127.0.0.1:8787", "http://localhost:8816", "http://tavolo.test"]) {
      const made = await at<CreateGameResponse>(origin, {}, "POST", "/api/games", {
        body: { game: "pazaak", name: "Anna" },
      });
      expect(made.status, made.text).toBe(201);
      expect(made.body.links.you.startsWith(`${origin}/g/`)).toBe(true);
    }
    const listed = await at<CreateGameResponse>(
      EVIL,
      { ORIGINS: `https://a.example, ${EVIL}/` },
      "POST",
      "/api/games",
      {
        body: { game: "pazaak", name: "Anna" },
      },
    );
    expect(listed.status, listed.text).toBe(201);
  });
});

describe("with PUBLIC_URL", () => {
  it("every link of every message kind, rematch included, is on PUBLIC_URL whatever the Host", async () => {
    const vars = { PUBLIC_URL: `${PUBLIC}/` };
    const ask = <T>(method: string, path: string, options?: { token?: string; body?: unknown }) =>
      at<T>(EVIL, vars, method, path, options);
    const made = await ask<CreateGameResponse>("POST", "/api/games", {
      body: { game: "pazaak", name: "Anna", timePerMove: 1 },
    });
    expect(made.status, made.text).toBe(201);
    const { id } = made.body;
    expect(made.body.links.you).toBe(`${PUBLIC}/g/${id}#seat=${made.body.token}`);
    expect(made.body.invites[0]!.url.startsWith(`${PUBLIC}/g/${id}#join=`)).toBe(true);
    const tokens = [made.body.token, ""];
    const addresses = [freshAddress(), freshAddress()];
    const subs: TestSubscription[] = [await newSubscription(), await newSubscription()];
    const hook = `https://discord.com/api/webhooks/5550001/tok_${crypto.randomUUID().replace(/-/g, "")}`;

    /** Gives, confirms (through the emailed link) and subscribes a device for `seat`. */
    const follow = async (seat: number) => {
      const given = await ask("PUT", `/api/games/${id}/mail`, {
        token: tokens[seat],
        body: { address: addresses[seat], lang: "en" },
      });
      expect(given.status, given.text).toBe(200);
      const confirm = urlsIn((await inbox(addresses[seat]!))[0]!.text).find((u) =>
        u.includes("/mail/confirm"),
      )!;
      expect(confirm.startsWith(`${PUBLIC}/mail/confirm?`)).toBe(true);
      expect((await open(confirm, "POST")).status).toBe(200);
      const pushed = await ask("PUT", `/api/games/${id}/push`, {
        token: tokens[seat],
        body: subscriptionBody(subs[seat]!),
      });
      expect(pushed.status, pushed.text).toBe(200);
    };
    await follow(0);
    expect(
      (await ask("PUT", `/api/games/${id}/webhook`, { token: tokens[0], body: { url: hook } }))
        .status,
    ).toBe(200);
    const joined = await ask<ClaimSeatResponse>("POST", `/api/games/${id}/join`, {
      body: { invite: made.body.invites[0]!.invite, name: "Bruno" },
    });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body.links.you).toBe(`${PUBLIC}/g/${id}#seat=${joined.body.token}`);
    tokens[1] = joined.body.token;
    await follow(1);
    await sendPendingMail(id); // "Bruno joined"

    // Turns until Bruno's, then his reminder at 80% of the day and Anna's "out of time".
    const random = chooser(5);
    let table: Table = await getTable(id);
    for (let i = 0; i < 40 && !(table.toAct.length === 1 && table.toAct[0] === 1); i++) {
      const seat = table.toAct[0]!;
      const mine = await getTable(id, tokens[seat]);
      table = (await postMove(id, tokens[seat]!, mine.seq, mine.legal[random(mine.legal.length)]))
        .body;
      await sendPendingMail(id);
    }
    expect(table.toAct).toEqual([1]);
    await passTime(id, 20 * HOUR);
    await passTime(id, 5 * HOUR);
    const claim = await ask("POST", `/api/games/${id}/seats/1/absent`, {
      token: tokens[0],
      body: { choice: "claim" },
    });
    expect(claim.status, claim.text).toBe(200);
    await sendPendingMail(id); // game over

    // The rematch, asked on the same Host: its "your turn" links too.
    const again = [];
    for (const seat of [0, 1]) {
      const r = await ask<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, {
        token: tokens[seat],
      });
      expect(r.status, r.text).toBe(200);
      expect(r.body.links.you.startsWith(`${PUBLIC}/g/${r.body.id}#seat=`)).toBe(true);
      again.push(r.body);
    }
    const rid = again[0]!.id;
    let rt: Table = await getTable(rid);
    for (let i = 0; i < 6; i++) {
      const seat = rt.toAct[0]!;
      const mine = await getTable(rid, again[seat]!.token);
      rt = (await postMove(rid, again[seat]!.token, mine.seq, mine.legal[0])).body;
      await sendPendingMail(rid);
    }

    const mails = [...(await inbox(addresses[0]!)), ...(await inbox(addresses[1]!))];
    const subjects = mails.map((m) => m.subject).join("\n");
    for (const kind of [
      "confirm your address",
      "Bruno joined",
      ": your turn",
      "still your turn",
      "out of time",
      "game over",
    ])
      expect(subjects).toContain(kind);
    expect(
      mails.filter((m) => m.text.includes("Your time for this move runs out")).length,
    ).toBeGreaterThan(0);
    expect(mails.some((m) => m.text.includes(`/g/${rid}#seat=`))).toBe(true);
    const pushes = (
      await Promise.all(
        subs.map(async (s) =>
          Promise.all((await sentTo(s.endpoint)).map((r) => decryptPush(s, r))),
        ),
      )
    ).flat() as { url: string; title: string }[];
    expect(pushes.some((p) => p.url.includes(`/g/${rid}#seat=`))).toBe(true);
    expect(pushes.some((p) => p.title.includes("game over"))).toBe(true);
    const posts = (await sentTo(hook)).map((p) => JSON.parse(p.body) as { content: string });
    expect(posts.length).toBeGreaterThan(0);

    const everything = [
      ...mails.flatMap((m) => [m.text, m.html, ...Object.values(m.headers)]),
      ...pushes.map((p) => p.url),
      ...posts.map((p) => p.content),
    ];
    for (const text of everything) expect(text).not.toContain("evil.example");
    const links = everything.flatMap(urlsIn).filter((u) => !u.startsWith("https://discord.com"));
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) expect(link.startsWith(`${PUBLIC}/`), link).toBe(true);
  });
});

describe("PUBLIC_URL set after a game was made", () => {
  it("applies to its stored links and to the links its rematch carries", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = await confirmedAddress(id, tokens[1]);
    const sub = await newSubscription();
    expect(
      (
        await call("PUT", `/api/games/${id}/push`, {
          token: tokens[1],
          body: subscriptionBody(sub),
        })
      ).status,
    ).toBe(200);
    // The operator sets PUBLIC_URL: the game's room reads it from its bindings.
    const bindings = await runInDurableObject(
      roomOf(id),
      (room) => (room as unknown as { env: Env }).env,
    );
    const set = (value: string | undefined) =>
      runInDurableObject(roomOf(id), (room) => {
        (room as unknown as { env: Env }).env.PUBLIC_URL = value;
      });
    await set(PUBLIC);
    try {
      await untilTurnOf(id, tokens, 1);
      await sendPendingMail(id);
      const turn = (await inbox(address)).filter((m) => m.subject.includes("your turn"));
      expect(turn.length).toBe(1);
      expect(turn[0]!.text).toContain(`${PUBLIC}/g/${id}#seat=${tokens[1]}`);
      const pushed = (await decryptPush(sub, (await sentTo(sub.endpoint))[0]!)) as { url: string };
      expect(pushed.url).toBe(`${PUBLIC}/g/${id}#seat=${tokens[1]}`);
      await call("POST", `/api/games/${id}/resign`, { token: tokens[0] });
      const r = await call<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, {
        token: tokens[1],
      });
      expect(r.status, r.text).toBe(200);
      // The rematch's room may not have seen the variable yet: its links came with it.
      await runInDurableObject(roomOf(r.body.id), (room) => {
        (room as unknown as { env: Env }).env.PUBLIC_URL = undefined;
      });
      await call("POST", `/api/games/${id}/rematch`, { token: tokens[0] });
      const rematchLinks = await runInDurableObject(roomOf(r.body.id), (_room, state) => ({
        origin: readSettings(state.storage.sql).origin,
        mail: state.storage.sql.exec<{ link: string }>("SELECT link FROM mail_seats").toArray(),
        push: state.storage.sql.exec<{ link: string }>("SELECT link FROM push_subs").toArray(),
      }));
      expect(rematchLinks.origin).toBe(PUBLIC);
      for (const row of [...rematchLinks.mail, ...rematchLinks.push])
        expect(row.link).toBe(`${PUBLIC}/g/${r.body.id}#seat=${r.body.token}`);
    } finally {
      await set(bindings.PUBLIC_URL);
    }
  });
});

/**
 * Slow games over weeks in Chromium, at phone and desktop width, through axe with
 * screenshots: another player's holiday on the table, the nudge (its button made reachable by
 * rewriting the table the page receives: a real turn takes a day; the server's refusal is
 * real), and the daily summary's choice in the email panel of a confirmed address, which the
 * address line then says.
 */
import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ClaimSeatResponse, CreateGameResponse, Table } from "../../src/protocol";
import { api, baseURL, DESKTOP, expectAccessible, people, PHONE, screenshot } from "./helpers";
import { rewriteTables } from "./rewrite";

const person = people();

async function check(page: Page, name: string, testId: string): Promise<void> {
  await expectAccessible(page);
  await page.getByTestId(testId).evaluate((e) => e.scrollIntoView({ block: "center" }));
  await screenshot(page, name);
}

/** A Pazaak game with 3 days a move: Anna created it, Bruno joined. */
async function slowGame(): Promise<{ created: CreateGameResponse; joined: ClaimSeatResponse }> {
  const created = await api<CreateGameResponse>("POST", "/api/games", {
    game: "pazaak",
    name: "Anna",
    timePerMove: 3,
  });
  const joined = await api<ClaimSeatResponse>("POST", `/api/games/${created.id}/join`, {
    invite: created.invites[0]!.invite,
    name: "Bruno",
  });
  return { created, joined };
}

/** Gives and confirms `address` for the seat of `token`, through the mailbox's link. */
async function confirm(id: string, token: string, address: string): Promise<void> {
  await api("PUT", `/api/games/${id}/mail`, { address, lang: "en" }, token);
  const list = await (
    await fetch(`${baseURL()}/dev/mail?to=${encodeURIComponent(address)}`)
  ).text();
  const n = /href="\/dev\/mail\/(\d+)"/.exec(list)?.[1];
  const html = await (await fetch(`${baseURL()}/dev/mail/${n}`)).text();
  const link = /(https?:\/\/[^\s"<>]*?\/mail\/confirm\?[^\s"<>]*)/.exec(html)?.[1];
  expect(link).toBeDefined();
  const res = await fetch(link!.replace(/&amp;/g, "&"), { method: "POST" });
  expect(res.status).toBe(200);
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("slow games over weeks (%s)", (_label, viewport) => {
  it("a holiday others see, the nudge, the daily summary's choice", async () => {
    const tag = `${viewport.width}-${Date.now().toString(36)}`;
    const { created, joined } = await slowGame();
    // Bruno goes on holiday: Anna's table (and a spectator's) says so.
    await api("POST", `/api/games/${created.id}/holiday`, { days: 2 }, joined.token);
    const anna = await person({ viewport });
    const a = anna.page;
    await rewriteTables(a, created.id, (t) => {
      if (t.nudge && t.outcome === null) t.nudge = { can: [1], sent: [] };
    });
    await a.goto(`/g/${created.id}#seat=${created.token}`);
    await expect
      .poll(() => a.getByTestId("holiday-1").textContent())
      .toContain("Bruno is on holiday until");
    await a.getByTestId("nudge-1").waitFor();
    await check(a, "slow-away-nudge", "nudge-1");
    // The server refuses: Bruno is on holiday (and has not been on turn for a day).
    await a.getByRole("button", { name: "Remind Bruno" }).click();
    await expect.poll(() => a.getByRole("alert").first().textContent()).toMatch(/holiday|day/);

    // Bruno's confirmed address chooses one summary a day.
    const address = `bruno.${tag}@example.org`;
    await confirm(created.id, joined.token, address);
    const bruno = await person({ viewport });
    const b = bruno.page;
    await b.goto(`/g/${created.id}#seat=${joined.token}`);
    await b.getByTestId("digest-field").waitFor();
    await b.getByTestId("digest-daily").check();
    await b.getByTestId("digest-time").fill("07:30");
    await b.getByTestId("digest-save").click();
    await expect.poll(() => b.getByTestId("digest-saved").textContent()).toContain("07:30");
    // The address line above the choice follows it: no "email when it is your turn" any more,
    // at once and when the page is opened again.
    const state = b.getByTestId("mail-state");
    await expect.poll(() => state.textContent()).toBe("you get one summary a day at 07:30");
    await check(b, "slow-digest", "digest-field");
    await b.reload();
    await b.getByTestId("digest-field").waitFor();
    await expect.poll(() => state.textContent()).toBe("you get one summary a day at 07:30");
    const status = await api<{ mode: string; time?: string }>(
      "GET",
      `/api/games/${created.id}/mail/digest`,
      undefined,
      joined.token,
    );
    expect(status).toMatchObject({ mode: "daily", time: "07:30" });
    expect([...anna.errors, ...bruno.errors]).toEqual([]);
  });

  it("a holiday that starts while the others look is said at the top, never 'is back'", async () => {
    const { created, joined } = await slowGame();
    const bruno = await person({ viewport });
    const b = bruno.page;
    await b.goto(`/g/${created.id}#seat=${joined.token}`);
    await b.getByTestId("turn-banner").waitFor();
    // Anna opens her table and touches it (Bruno's page says she is back), then goes on
    // holiday. (A page nobody touched could be a link scanner's: it counts nobody back.)
    const anna = await person({ viewport });
    await anna.page.goto(`/g/${created.id}#seat=${created.token}`);
    await anna.page.locator(".game-page[data-live=open]").waitFor();
    await anna.page.keyboard.press("Shift");
    await expect.poll(() => b.getByTestId("presence-news").textContent()).toContain("Anna is back");
    await api("POST", `/api/games/${created.id}/holiday`, { days: 2 }, created.token);
    const line = b.getByTestId("holiday-0");
    await expect.poll(() => line.textContent()).toContain("Anna is on holiday until");
    // Where the reader looks: on the first screen, above the turn banner.
    const box = (await line.boundingBox())!;
    const banner = (await b.getByTestId("turn-banner").boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(banner.y);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // The top line follows: the holiday, not "is back".
    expect(await b.getByTestId("presence-news").textContent()).not.toContain("is back");
    expect(await b.getByTestId("presence-news").textContent()).toContain(
      "Anna has gone on holiday",
    );
    await b.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(b);
    await screenshot(b, "slow-holiday-top");
    expect([...anna.errors, ...bruno.errors]).toEqual([]);
  });

  it("the create form's holiday allowance and weekend pause, the table's rules and protection", async () => {
    const anna = await person({ viewport });
    const a = anna.page;
    await a.goto("/new/pazaak");
    await a.getByLabel("Your name").fill("Anna");
    await a.getByTestId("time-per-move").selectOption("2");
    await a.getByTestId("holiday-days").selectOption("14");
    await a.getByTestId("pause-weekends").check();
    await check(a, "slow-create-clock", "holiday-days");
    await a.getByTestId("create").click();
    await a.waitForURL(/\/share$/);
    const id = /\/g\/([^/]+)\/share/.exec(a.url())![1]!;
    await a.goto(`/g/${id}`);
    await expect
      .poll(() => a.getByTestId("clock-rules").textContent())
      .toContain("Monday to Friday");
    expect(await a.getByTestId("clock-rules").textContent()).toContain("14 days");
    await a.getByTestId("auto-holiday").click();
    await expect.poll(() => a.getByTestId("auto-holiday").isChecked()).toBe(true);
    await check(a, "slow-clock-rules", "clock-rules");
    expect(anna.errors).toEqual([]);
  });

  it("my games on another device: the key, a merge, a revoked key, send me links", async () => {
    const tag = `${viewport.width}-${Date.now().toString(36)}`;
    const created = await api<CreateGameResponse>("POST", "/api/games", {
      game: "pazaak",
      name: "Anna",
    });
    const anna = await person({ viewport });
    const a = anna.page;
    await a.goto(`/g/${created.id}#seat=${created.token}`);
    await a.locator(`main[data-seat="0"]`).waitFor();
    await a.goto("/");
    await a.getByTestId("games-key-open").click();
    const link = await expect
      .poll(() => a.getByTestId("games-key-link").inputValue())
      .toContain("/#games=")
      .then(() => a.getByTestId("games-key-link").inputValue());
    expect(link).not.toContain(created.token); // the list travels encrypted, not in the link
    // What the server holds is ciphertext: no seat token in it.
    const [ring, secret] = new URL(link).hash.slice("#games=".length).split(".") as [
      string,
      string,
    ];
    const auth = createHash("sha256").update(`auth:${secret}`).digest("base64url");
    const held = await api<{ data: string }>("POST", `/api/keys/${ring}/open`, { auth });
    expect(held.data.length).toBeGreaterThan(0);
    expect(Buffer.from(held.data, "base64url").toString("latin1")).not.toContain(created.token);
    expect(held.data).not.toContain(created.token);
    await check(a, "slow-games-key", "games-key");

    // A fresh device opens the link: the game is in its list, the secret out of the address.
    const other = await person({ viewport });
    const o = other.page;
    await o.goto(link);
    await expect.poll(() => o.getByTestId("games-merged").textContent()).toContain("1");
    expect(new URL(o.url()).hash).toBe("");
    await o.getByTestId(`mg-${created.id}`).waitFor();
    const saved = await o.evaluate(() => localStorage.getItem("tavolo:games"));
    expect(saved).toContain(created.token);

    // A new key: the old link gives nothing.
    await a.getByTestId("games-key-renew").click();
    await expect.poll(() => a.getByTestId("games-key-link").inputValue()).not.toBe(link);
    const late = await person({ viewport });
    await late.page.goto(link);
    await expect
      .poll(() => late.page.getByTestId("games-merged").textContent())
      .toContain("does not work");
    expect(await late.page.evaluate(() => localStorage.getItem("tavolo:games"))).toBeNull();

    // Send me links: one email to the confirmed address.
    const address = `anna.${tag}@example.org`;
    await confirm(created.id, created.token, address);
    // The room tells the address book from its alarm, right after the confirmation.
    await expect
      .poll(async () => {
        await late.page.goto("/");
        await late.page.getByTestId("send-links-open").click();
        await late.page.getByTestId("send-links-address").fill(address);
        await late.page.getByTestId("send-links-go").click();
        await late.page.getByTestId("send-links-done").waitFor();
        const list = await (
          await fetch(`${baseURL()}/dev/mail?to=${encodeURIComponent(address)}`)
        ).text();
        return list.includes("links to your games");
      })
      .toBe(true);
    await check(late.page, "slow-send-links", "send-links");
    expect([...anna.errors, ...other.errors, ...late.errors]).toEqual([]);
  });
});

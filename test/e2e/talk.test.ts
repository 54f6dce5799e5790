/**
 * Table talk in the browser: two players talk on phones (the fold under the table with its
 * unread count, a reaction pressed by its spoken name, the polite announcement), the sign above
 * the table that leads a phone's reader down to a new message, HTML shown as text, the panel
 * beside the table on a desktop, hidden and shown again, an announcement held while the reader
 * is choosing a move, the spectators' switch with its note that the past stays private, and a
 * spectator who reads only once the creator allows it. Audited with
 * axe and photographed at phone and desktop sizes.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, api, expectAccessible, people, screenshot } from "./helpers";
import { pazaakForTwo } from "./api-games";

const person = people();

/** A two-player Pazaak game: Anna's and Bruno's tokens. */
async function game(): Promise<{ id: string; anna: string; bruno: string }> {
  const { id, tokens } = await pazaakForTwo("Bruno");
  return { id, anna: tokens[0], bruno: tokens[1] };
}

/** Opens the table at a seat (or as a spectator) and waits for it. */
async function open(viewport: typeof PHONE, id: string, token?: string): Promise<Page> {
  const { page } = await person({ viewport });
  await page.goto(token ? `/g/${id}#seat=${token}` : `/g/${id}`);
  await page.locator(".pazaak").waitFor();
  return page;
}

const say = (id: string, token: string, body: unknown) =>
  api("POST", `/api/games/${id}/talk`, body, token);

describe("table talk", () => {
  it("two players talk on phones: the fold, the unread count, a reaction, the announcement", async () => {
    const g = await game();
    const a = await open(PHONE, g.id, g.anna);
    const b = await open(PHONE, g.id, g.bruno);
    const aTalk = a.getByTestId("talk");
    await aTalk.waitFor();
    await expect.poll(() => a.getByTestId("talk-summary").textContent()).toContain("Table talk");
    expect(await a.getByTestId("talk-unread").count()).toBe(0);

    // Bruno opens the fold and writes.
    await b.getByTestId("talk-summary").click();
    await b.getByLabel("Message to the table").fill("nice one");
    await b.getByTestId("talk-send").click();
    await expect.poll(() => b.getByTestId("talk-line").count()).toBe(1);
    await expect.poll(() => b.getByLabel("Message to the table").inputValue()).toBe("");

    // Anna's fold counts it, and her screen reader hears it.
    await expect.poll(() => a.getByTestId("talk-unread").textContent()).toBe("1 new");
    await expect.poll(() => a.getByTestId("talk-announcer").textContent()).toBe("Bruno: nice one");
    await say(g.id, g.bruno, { text: "<b>bold</b> https://example.com/x \u202Egnp.exe" });
    await expect.poll(() => a.getByTestId("talk-unread").textContent()).toBe("2 new");
    await a.getByTestId("talk").scrollIntoViewIfNeeded();
    await screenshot(a, "talk-phone-folded");

    // Opening the fold reads them: the count goes; HTML and the override are text.
    await a.getByTestId("talk-summary").click();
    await expect.poll(() => a.getByTestId("talk-unread").count()).toBe(0);
    const lines = a.getByTestId("talk-line");
    await expect.poll(() => lines.count()).toBe(2);
    expect(await lines.nth(1).textContent()).toContain(
      "<b>bold</b> https://example.com/x [U+202E]gnp.exe",
    );
    expect(await a.locator(".talk-lines b, .talk-lines a").count()).toBe(0);

    // A reaction by its spoken name; Bruno reads and hears who reacted.
    await a.getByRole("button", { name: "Applause" }).click();
    await expect.poll(() => b.getByTestId("talk-line").count()).toBe(3);
    expect(await b.getByTestId("talk-line").nth(2).textContent()).toContain(
      "Anna reacts: Applause",
    );
    await expect
      .poll(() => b.getByTestId("talk-announcer").textContent())
      .toContain("Anna reacts: Applause");

    await a.getByTestId("talk").scrollIntoViewIfNeeded();
    await screenshot(a, "talk-phone");
    await expectAccessible(a);
  });

  it("on a phone a new message shows a sign near the table that leads to the talk, gone once read", async () => {
    const g = await game();
    const a = await open(PHONE, g.id, g.anna);
    await a.getByTestId("talk").waitFor();
    expect(await a.getByTestId("talk-jump").count()).toBe(0);
    await say(g.id, g.bruno, { text: "good luck!" });
    // A sign on the first screen, above the table, where the reader looks; and heard.
    const jump = a.getByTestId("talk-jump");
    await expect.poll(() => jump.textContent()).toContain("1 new message");
    await expect
      .poll(() => a.getByTestId("talk-announcer").textContent())
      .toBe("Bruno: good luck!");
    await a.evaluate(() => window.scrollTo(0, 0));
    const box = (await jump.boundingBox())!;
    const banner = (await a.getByTestId("turn-banner").boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(banner.y);
    await expectAccessible(a);
    await screenshot(a, "talk-phone-jump");
    // It leads to the talk, opened and in view: the message is read, the sign goes.
    await jump.click();
    await expect.poll(() => a.getByTestId("talk-line").count()).toBe(1);
    await expect.poll(() => jump.count()).toBe(0);
    expect(await a.getByTestId("talk-line").isVisible()).toBe(true);
    const line = (await a.getByTestId("talk-line").boundingBox())!;
    expect(line.y).toBeGreaterThanOrEqual(0);
    expect(line.y + line.height).toBeLessThanOrEqual(PHONE.height);
    await screenshot(a, "talk-phone-jumped");
  });

  it("on a desktop the panel is beside the table; hidden and shown again; the creator's settings", async () => {
    const g = await game();
    await say(g.id, g.bruno, { text: "away till Sunday" });
    await say(g.id, g.bruno, { reaction: "thumbs" });
    const a = await open(DESKTOP, g.id, g.anna);
    const panel = a.locator("section.talk-panel");
    await panel.waitFor();
    await expect.poll(() => a.getByTestId("talk-line").count()).toBe(2);
    const table = (await a.locator(".pazaak").boundingBox())!;
    const side = (await panel.boundingBox())!;
    expect(side.x).toBeGreaterThanOrEqual(table.x + table.width);
    expect(side.y).toBeLessThan(table.y + 200);
    await a.getByLabel("Message to the table").fill("enjoy it!");
    await a.getByLabel("Message to the table").press("Enter");
    await expect.poll(() => a.getByTestId("talk-line").count()).toBe(3);
    await screenshot(a, "talk-desktop");
    await expectAccessible(a);

    // The creator's settings: spectators may read; Bruno muted and unmuted.
    await a.getByTestId("talk-settings").locator("summary").click();
    await a.getByTestId("talk-mute-1").click();
    await expect.poll(() => a.getByTestId("talk-line").count()).toBe(1);
    await a.getByTestId("talk-mute-1").click();
    await expect.poll(() => a.getByTestId("talk-line").count()).toBe(3);

    // Hidden for Anna on this device, across a reload; shown again.
    await a.getByTestId("talk-hide").click();
    await a.getByTestId("talk-show").waitFor();
    expect(await panel.count()).toBe(0);
    await a.reload();
    await a.locator(".pazaak").waitFor();
    await a.getByTestId("talk-show").waitFor();
    await say(g.id, g.bruno, { text: "still there?" });
    await expect.poll(() => a.getByTestId("talk-unread").textContent()).toBe("1 new");
    await a.getByTestId("talk-show").click();
    await panel.waitFor();
    await expect.poll(() => a.getByTestId("talk-unread").count()).toBe(0);
  });

  it("the spectators' switch says beside it that what was said before stays private", async () => {
    const g = await game();
    for (const viewport of [PHONE, DESKTOP]) {
      const a = await open(viewport, g.id, g.anna);
      await a.getByTestId("talk").waitFor();
      if (viewport === PHONE) await a.getByTestId("talk-summary").click();
      await a.getByTestId("talk-settings").locator("summary").click();
      const note = a.getByTestId("talk-spectators-note");
      // The talk's words come as a pack of their own: the note is read once they are in.
      await expect
        .poll(() => note.textContent())
        .toContain("what was said before stays among the players");
      const spectators = a.getByRole("checkbox", { name: "Spectators may read the table talk" });
      expect(await spectators.getAttribute("aria-describedby")).toBe(await note.getAttribute("id"));
      const wanted = !(await spectators.isChecked());
      // The server's answer held back while Bruno says something: the panel is drawn again
      // meanwhile, and the switch keeps what Anna set (it flicked back before, by chance).
      let release = () => {};
      const held = new Promise<void>((r) => (release = r));
      const settings = `**/api/games/${g.id}/talk/settings`;
      await a.route(settings, async (route) => {
        await held;
        await route.continue();
      });
      await spectators.setChecked(wanted);
      const lines = await a.getByTestId("talk-line").count();
      await say(g.id, g.bruno, { text: `Ciao ${viewport.width}` });
      await expect.poll(() => a.getByTestId("talk-line").count()).toBe(lines + 1);
      expect(await spectators.isChecked()).toBe(wanted);
      const answered = a.waitForResponse((r) =>
        r.url().endsWith(`/api/games/${g.id}/talk/settings`),
      );
      release();
      await answered;
      await a.unroute(settings);
      // The server's state, not the switch's: read through the API once its answer landed.
      await expect
        .poll(
          async () =>
            (
              await api<{ spectators: boolean }>(
                "GET",
                `/api/games/${g.id}/talk`,
                undefined,
                g.anna,
              )
            ).spectators,
        )
        .toBe(wanted);
      await note.scrollIntoViewIfNeeded();
      await screenshot(a, "talk-spectators-note");
      await expectAccessible(a);
    }
  });

  it("holds an announcement while the reader is choosing a move, and says it after", async () => {
    const g = await game();
    const a = await open(DESKTOP, g.id, g.anna);
    await a.locator("section.talk-panel").waitFor();
    // Anna is to act (choosing her side deck): the focus on one of the table's buttons.
    const button = a.locator(".pazaak button:not([disabled])").first();
    await button.focus();
    await say(g.id, g.bruno, { text: "take your time" });
    await expect.poll(() => a.getByTestId("talk-line").count()).toBe(1);
    expect(await a.getByTestId("talk-announcer").textContent()).toBe("");
    await a.getByLabel("Message to the table").focus();
    await expect
      .poll(() => a.getByTestId("talk-announcer").textContent())
      .toBe("Bruno: take your time");
  });

  it("a spectator reads only what is said once the creator allows it, and never writes", async () => {
    const g = await game();
    await say(g.id, g.anna, { text: "hello Bruno" });
    const s = await open(PHONE, g.id);
    await s.getByTestId("spectator-badge").waitFor();
    expect(await s.getByTestId("talk").count()).toBe(0);
    await api("PUT", `/api/games/${g.id}/talk/settings`, { spectators: true }, g.anna);
    await s.getByTestId("talk").waitFor();
    await s.getByTestId("talk-summary").click();
    // What was said while the talk was private stays private; what is said now is read along.
    expect(await s.getByTestId("talk-line").count()).toBe(0);
    await say(g.id, g.anna, { text: "welcome, watchers" });
    await expect.poll(() => s.getByTestId("talk-line").count()).toBe(1);
    expect(await s.getByTestId("talk").textContent()).not.toContain("hello Bruno");
    expect(await s.getByTestId("talk-input").count()).toBe(0);
    expect(await s.getByTestId("talk").textContent()).toContain("you can read along");
  });

  it("an embedded game shows the talk to read only when the creator allows it", async () => {
    const g = await game();
    await say(g.id, g.anna, { text: "welcome, readers" });
    const { page } = await person({ viewport: { width: 640, height: 720 } });
    await page.goto(`/embed/g/${g.id}`);
    await page.locator(".pazaak").waitFor();
    expect(await page.getByTestId("talk").count()).toBe(0);
    expect(await page.content()).not.toContain("welcome, readers");
    await api("PUT", `/api/games/${g.id}/talk/settings`, { spectators: true }, g.anna);
    await page.getByTestId("talk").waitFor();
    expect(await page.getByTestId("talk-input").count()).toBe(0);
    // Only what is said from now on: the line said in private never reaches the readers.
    await say(g.id, g.bruno, { reaction: "wow" });
    await expect.poll(() => page.getByTestId("talk-line").count()).toBe(1);
    expect(await page.content()).not.toContain("welcome, readers");
  });
});

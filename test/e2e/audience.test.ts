/**
 * An embed fed through a relay, in Chromium: the spectator embed connects to the spectators'
 * address (`/watch`, a SpectatorRelay), says hello without any token, reads "Live" while its
 * socket brings every move, and when the socket drops (as a deploy drops every socket) says
 * "Catching up…" until its reconnection (after a jittered wait) brings the table it missed,
 * then "Live" again. The drop and the held reconnection are the page's real socket, routed.
 */
import type { WebSocketRoute } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Table } from "../../src/protocol";
import { apiMove, settledTable } from "./api-moves";
import { DESKTOP, expectAccessible, people, PHONE, screenshot, seqOf } from "./helpers";
import { pazaakForTwo } from "./api-games";

const person = people();

/** One move of whoever is to act, through the API: the new seq. */
async function someMove(id: string, tokens: string[]): Promise<number> {
  const seat = (await settledTable(id)).toAct[0]!;
  return (await apiMove(id, tokens[seat]!, (t: Table) => t.legal[0])).seq;
}

describe("an embed fed through a relay", () => {
  for (const viewport of [PHONE, DESKTOP])
    it(`follows live, says when it is catching up, and catches up (${viewport.width} px)`, async () => {
      const { id, tokens } = await pazaakForTwo();
      const reader = await person({ viewport });
      const page = reader.page;

      // Every socket of the page, routed through here: what it sends, and a way to drop it or
      // to hold its reconnection.
      const urls: string[] = [];
      const sent: string[] = [];
      let current: WebSocketRoute | null = null;
      let holding = false;
      let release: (() => void) | null = null;
      await page.routeWebSocket(/\/api\/games\//, (ws) => {
        urls.push(ws.url());
        current = ws;
        const buffered: string[] = [];
        let server: WebSocketRoute | null = null;
        ws.onMessage((m) => {
          sent.push(String(m));
          if (server) server.send(m);
          else buffered.push(String(m));
        });
        const connect = () => {
          server = ws.connectToServer();
          for (const m of buffered) server.send(m);
        };
        if (holding) release = connect;
        else connect();
      });

      await page.goto(`/embed/g/${id}`);
      await page.locator(".embed-game[data-seat=spectator]").waitFor();
      const badge = page.locator(".embed-brand > span:nth-child(2)");
      await expect.poll(() => badge.getAttribute("class")).toBe("embed-live");
      expect(await badge.textContent()).toBe("Live");

      // Two moves reach the embed live.
      for (let i = 0; i < 2; i++) {
        const seq = await someMove(id, tokens);
        await expect.poll(() => seqOf(page)).toBeGreaterThanOrEqual(seq);
      }

      // The socket drops (a deploy); its reconnection is held while the game moves on.
      holding = true;
      const dropped = current as WebSocketRoute | null;
      await dropped!.close({ code: 1012, reason: "Service restart" });
      await expect.poll(() => badge.getAttribute("class")).toBeNull();
      expect(await badge.textContent()).toBe("Catching up…");
      const missed = await someMove(id, tokens);
      await expect.poll(() => release !== null, { timeout: 60_000 }).toBe(true);
      await screenshot(page, "embed-catching-up");
      await expectAccessible(page);
      holding = false;
      release!();
      // The reconnection brings the table it missed, and only then reads "Live".
      await expect.poll(() => seqOf(page)).toBeGreaterThanOrEqual(missed);
      await expect.poll(() => badge.getAttribute("class")).toBe("embed-live");
      await screenshot(page, "embed-live");

      // Every socket went to the spectators' address, and none ever carried a token.
      expect(urls.length).toBeGreaterThanOrEqual(2);
      for (const u of urls) expect(u).toMatch(/\/api\/games\/[^/]+\/watch$/);
      expect(sent.length).toBeGreaterThan(0);
      for (const m of sent) expect(JSON.parse(m)).not.toHaveProperty("token");
      expect(sent.filter((m) => JSON.parse(m).type === "hello").length).toBe(urls.length);
      expect(reader.errors).toEqual([]);
    });
});

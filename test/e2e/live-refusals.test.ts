/**
 * When the server refuses a page's live connection, the page says why: a spectator without a
 * place (its network already watches this game on as many sockets as one client may: 4029)
 * follows the cached table with a short delay, says so, and goes live again by itself once a
 * place is free; a game removed while its page is open (4004) shows the "no game" page with
 * the server's sentence and stops reconnecting. The first is the real budget of the running
 * server (16 spectator sockets per client and game); the second is the room's real close
 * sequence (an error frame, then 4004) replayed on the page's socket, since a game is removed
 * only after 90 days.
 */
import { describe, expect, it } from "vitest";
import { FULL_BACKOFF_MS, MAX_BACKOFF_MS } from "../../web/live";
import { computerPazaak } from "./api-moves";
import { expectAccessible, people, screenshot } from "./helpers";

const person = people();
/** LIMIT_SPECTATORS_PER_CLIENT of wrangler.toml: the e2e server keeps it. */
const SPECTATORS_PER_CLIENT = 16;

describe("a live connection the room refuses", () => {
  it("a spectator without a place follows with a short delay, and goes live by itself once a page closes", async () => {
    const game = await computerPazaak(false);
    // Someone's page holds every socket the game accepts, each a watcher that said hello.
    const crowd = await person();
    await crowd.page.goto("/");
    const opened = await crowd.page.evaluate(
      async ({ id, n }) => {
        const url = `ws://${location.host}/api/games/${id}/watch`;
        const all = await Promise.all(
          Array.from(
            { length: n },
            () =>
              new Promise<WebSocket>((resolve, reject) => {
                const ws = new WebSocket(url);
                ws.onopen = () => ws.send(JSON.stringify({ type: "hello" }));
                ws.onmessage = () => resolve(ws);
                ws.onclose = (e) => reject(new Error(`closed ${e.code}`));
              }),
          ),
        );
        (globalThis as unknown as { crowd: WebSocket[] }).crowd = all;
        return all.length;
      },
      { id: game.id, n: SPECTATORS_PER_CLIENT },
    );
    expect(opened).toBe(SPECTATORS_PER_CLIENT);

    const watcher = await person();
    const w = watcher.page;
    // The page's timers are the test's to move: its next try comes when the test says.
    await w.clock.install();
    await w.goto(`/g/${game.id}`);
    const full = w.getByTestId("conn-polling");
    await full.waitFor();
    expect(await full.textContent()).toContain("Many watchers");
    // The table itself came over HTTP and stays readable under the notice.
    await w.getByTestId("turn-banner").waitFor();
    await screenshot(w, "live-polling");
    await expectAccessible(w);

    // One page closes; the watcher's next try (within 15 s) gets in without a reload. The
    // crowd's socket is closed once the server has said so (its close frame answered).
    await crowd.page.evaluate(
      () =>
        new Promise((closed) => {
          const ws = (globalThis as unknown as { crowd: WebSocket[] }).crowd[0]!;
          ws.onclose = closed;
          ws.close();
        }),
    );
    await w.clock.runFor(FULL_BACKOFF_MS);
    await full.waitFor({ state: "detached" });
    expect(await w.getByTestId("conn-lost").count()).toBe(0);
    expect(watcher.errors).toEqual([]);
  });

  it("shows the server's words when the game is removed, and stops reconnecting", async () => {
    const game = await computerPazaak(false);
    const anna = await person();
    const a = anna.page;
    let attempts = 0;
    // The page's timers are the test's to move: "no second try" is checked past the longest
    // wait between tries, without waiting for it.
    await a.clock.install();
    let refuse: (() => void) | undefined;
    await a.routeWebSocket(/\/api\/games\/[^/]+\/live$/, (ws) => {
      attempts++;
      ws.connectToServer();
      // What the room sends every socket when it removes its game (room/lifetime.ts).
      refuse = () => {
        ws.send(
          JSON.stringify({
            type: "error",
            error: { code: "room/not-found", message: "This game has been removed." },
          }),
        );
        void ws.close({ code: 4004, reason: "room/not-found" });
      };
    });
    await a.goto(`/g/${game.id}#seat=${game.token}`);
    await a.locator(".pazaak").waitFor();
    await expect.poll(() => attempts).toBe(1);
    refuse!();
    await a.getByTestId("no-game").waitFor();
    expect(await a.locator("h1").textContent()).toBe("This game has been removed.");
    await screenshot(a, "live-gone");
    await expectAccessible(a);
    // No second try: the page knows the game will not come back. Every timer due within the
    // longest wait between tries runs; a new socket would be made by one of them, and its
    // route is made before the page answers the evaluate that follows.
    await a.clock.runFor(MAX_BACKOFF_MS);
    await a.evaluate(() => document.readyState);
    expect(attempts).toBe(1);
    expect(anna.errors).toEqual([]);
  });
});

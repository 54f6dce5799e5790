/**
 * Tables rewritten on their way to the page: a browser test shows a state the server would
 * reach only after days (a seat overdue, a holiday running) by changing every table the page
 * receives, over HTTP and over its live socket, while the server plays on as it is.
 */
import type { Page, WebSocketRoute } from "playwright-core";
import type { Table } from "../../src/protocol";

/** Rewrites every table of game `id` that `page` receives (HTTP and socket) with `change`. */
export async function rewriteTables(
  page: Page,
  id: string,
  change: (t: Table) => void,
): Promise<void> {
  await page.route(new RegExp(`/api/games/${id}(\\?.*)?$`), async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const res = await route.fetch();
    const table = (await res.json()) as Table;
    change(table);
    await route.fulfill({ response: res, json: table });
  });
  await page.routeWebSocket(/\/live/, (ws: WebSocketRoute) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      if (typeof m !== "string") return ws.send(m);
      const msg = JSON.parse(m) as { type: string; table?: Table };
      if (msg.type === "table" && msg.table) change(msg.table);
      ws.send(JSON.stringify(msg));
    });
  });
}

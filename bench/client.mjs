// The HTTP client of the benches that drive a local `wrangler dev` (bench/server.mjs,
// bench/fanout.mjs, bench/server-ab.mjs, bench/server-cpu.mjs): one JSON request with its time
// and retries, a two-seat Pazaak game, the move a plain player picks, and the seats' sockets.
// Plain JavaScript, as the benches run without a build. Answers come uncompressed (see
// `timedRequester`).
import WebSocket from "ws";

/**
 * A request function against `base`: `request(method, path, body?, token?)` resolves to the
 * answer's JSON `body`, the time until it was read (`ms`) and its length (`bytes`); it throws
 * on an error status.
 * @param {string} base e.g. `http://127.0.0.1:8795`
 */
export function timedRequester(base) {
  return async function request(method, path, body, token, tries = 3) {
    const t0 = performance.now();
    const res = await fetch(base + path, {
      method,
      headers: {
        // Uncompressed answers: for a client that accepts gzip, Miniflare's entry worker (in the
        // Worker's own workerd process) compresses every JSON answer as Cloudflare's edge would,
        // which in production is the edge's work, not the Worker's. It would be counted here as
        // the Worker's CPU and latency, and more for a move (a whole table) than for a probe.
        "accept-encoding": "identity",
        ...(method === "GET" ? {} : { "content-type": "application/json" }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? (method === "GET" ? undefined : "{}") : JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - t0;
    // wrangler dev restarts its worker now and then under load: a 503 says so; try again.
    if (res.status === 503 && tries > 1) return request(method, path, body, token, tries - 1);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    return { ms, body: JSON.parse(text), bytes: text.length };
  };
}

/**
 * A new two-player Pazaak game with both seats taken (the creator named `name`, the other "B").
 * @param {ReturnType<typeof timedRequester>} request
 * @returns {Promise<{ id: string, tokens: string[] }>}
 */
export async function newPazaak(request, name = "A") {
  const { body: game } = await request("POST", "/api/games", { game: "pazaak", name });
  const { body: claim } = await request("POST", `/api/games/${game.id}/join`, {
    invite: game.invites[0].invite,
    name: "B",
  });
  return { id: game.id, tokens: [game.token, claim.token] };
}

/** The move a plain Pazaak player picks from its table: stand at 17 or more, else end the turn. */
export function pick(table) {
  const legal = table.legal;
  const total = table.view.seats[table.seat].total;
  return (
    legal.find((x) => x.type === "randomSideDeck") ??
    legal.find((x) => x.type === (total >= 17 ? "stand" : "endTurn")) ??
    legal[0]
  );
}

/**
 * Opens a seat's socket on game `id` for each of `tokens` and says hello with `edits` (the
 * version of the table stream the page takes, src/patch.ts), resolving once each has its first
 * table: the sockets of a move "with sockets open".
 */
export async function openSeatSockets(baseURL, id, tokens, edits) {
  const out = [];
  for (const token of tokens) {
    const ws = new WebSocket(`${baseURL.replace("http", "ws")}/api/games/${id}/live`);
    await new Promise((ok, fail) => ws.on("open", ok).on("error", fail));
    const first = new Promise((ok) => ws.once("message", ok));
    ws.send(JSON.stringify({ type: "hello", token, edits }));
    await first;
    out.push(ws);
  }
  return out;
}

// Audience benchmark: `npm run bench:fanout [-- --sizes 100,1000 --moves 12 --rates 50,100,200]`.
// Builds, starts `wrangler dev` offline on its own port (scripts/dev-server.mjs) with the limits
// lifted and the development probes on, then, from this separate process on the same machine:
//  1. seat push latency with no audience: two seats on /live, a move over HTTP, the time until
//     each seat's socket has the push (from just before the request);
//  2. for each audience size: that many spectator sockets on /watch (each from its own client
//     address, so they spread over the game's relays), the time until each has the push (p50,
//     p99, missed), the seats' push latency under that audience, and the messages the room sends
//     per move (its own sockets + its relays, from /api/dev/rooms/{id}/fanout);
//  3. new readers per second (each: the cached table over GET /watch, a socket, hello, the first
//     table), and the requests per second the game's room served meanwhile (its meter).
// The client is on the same machine as the server: every figure includes its share of the CPU.
// Prints figures; asserts nothing (docs/performance.md, "The audience").
import { newPazaak, pick, timedRequester } from "./client.mjs";
import { LIFT_LIMITS, startDevServer } from "../scripts/dev-server.mjs";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import WebSocket from "ws";

const { values: args } = parseArgs({
  options: {
    sizes: { type: "string", default: "100,1000" },
    moves: { type: "string", default: "12" },
    rates: { type: "string", default: "50,100,200" },
    port: { type: "string", default: "8796" },
    "no-build": { type: "boolean", default: false },
  },
});
const SIZES = args.sizes.split(",").map(Number);
const MOVES = Number(args.moves);
const RATES = args.rates.split(",").map(Number);
const PORT = Number(args.port);
/** A push that has not arrived after this long is counted missed. */
const MISS_MS = 15_000;

if (!args["no-build"]) {
  const { buildWeb } = await import("../scripts/build-web.mjs");
  await buildWeb();
}

const dev = await startDevServer({
  port: PORT,
  vars: [
    "DEV_BENCH:on",
    ...LIFT_LIMITS,
    "LIMIT_SPECTATORS_PER_CLIENT:0",
    "LIMIT_SPECTATORS_PER_GAME:0",
  ],
  stderr: "inherit",
});
const BASE = dev.baseURL;
const WS = BASE.replace("http", "ws");

// ------------------------------------------------------------------ helpers

const timed = timedRequester(BASE);
/** A request's JSON answer only (bench/client.mjs): this bench times pushes, not requests. */
const request = async (...args) => (await timed(...args)).body;
const newGame = () => newPazaak(timed);

/** A client address of its own for spectator `i` (the relays are sharded by address). */
const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * Opens a socket and says hello; resolves once the first table came. `onMessage` sees every
 * later message with its arrival time.
 */
function follow(path, hello, address) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(
      WS + path,
      address ? { headers: { "CF-Connecting-IP": address } } : {},
    );
    const s = { ws, at: null };
    let first = true;
    ws.on("open", () => ws.send(JSON.stringify(hello)));
    ws.on("message", () => {
      if (first) {
        first = false;
        return resolve(s);
      }
      s.at?.(performance.timeOrigin + performance.now());
    });
    ws.on("error", reject);
    ws.on("close", (code) => first && reject(new Error(`closed ${code}`)));
  });
}

/**
 * `follow`, tried again after a pause when the local server drops the connection (wrangler dev
 * resets some of thousands of opening sockets); null when every try failed.
 */
async function followAgain(path, hello, address, tries = 4) {
  for (let t = 1; ; t++) {
    try {
      return await follow(path, hello, address);
    } catch {
      if (t >= tries) return null;
      await new Promise((r) => setTimeout(r, 250 * t));
    }
  }
}

/** Sockets that could not be opened at all, by audience size (printed beside the figures). */
const unopened = new Map();

/** Opens `n` spectator sockets, `batch` at a time. */
async function crowd(id, n, offset, batch = 100) {
  const out = [];
  for (let i = 0; i < n; i += batch) {
    const k = Math.min(batch, n - i);
    const opened = await Promise.all(
      Array.from({ length: k }, (_, j) =>
        followAgain(`/api/games/${id}/watch`, { type: "hello" }, addressOf(offset + i + j)),
      ),
    );
    out.push(...opened.filter((s) => s !== null));
  }
  if (out.length < n) unopened.set(n, n - out.length);
  return out;
}

function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : "–");

/** Absolute time, ms since the epoch (comparable across threads). */
const now = () => performance.timeOrigin + performance.now();

/**
 * The seats' sockets of a game, read in a worker thread (bench/fanout-seats.mjs): `arm()`
 * resolves once they wait for their next message, with `got`, their arrival times.
 */
async function seatProbe(game) {
  const worker = new Worker(new URL("./fanout-seats.mjs", import.meta.url), {
    workerData: { url: `${WS}/api/games/${game.id}/live`, tokens: game.tokens },
  });
  const inbox = [];
  const waiters = [];
  worker.on("error", (err) => {
    console.error(`seat probe failed: ${err.stack ?? err}`);
    process.exit(1);
  });
  worker.on("message", (m) => {
    const w = waiters.findIndex((x) => x.type === m.type);
    if (w >= 0) waiters.splice(w, 1)[0].resolve(m);
    else inbox.push(m);
  });
  const next = (type) => {
    const i = inbox.findIndex((m) => m.type === type);
    if (i >= 0) return Promise.resolve(inbox.splice(i, 1)[0]);
    return new Promise((resolve) => waiters.push({ type, resolve }));
  };
  await next("ready");
  return {
    async arm() {
      worker.postMessage({ type: "arm" });
      await next("armed");
      // Wrapped: an async function returning the promise itself would wait for it.
      return { got: next("got") };
    },
    close: () => worker.postMessage({ type: "close" }),
  };
}

/**
 * Plays `moves` moves; for each, the time from just before the request until every seat socket
 * (`probe`) and every spectator socket (`watchers`) had its next message. Answers both latency
 * lists and how many pushes were missed.
 */
async function playMeasured(game, probe, watchers, moves) {
  const seatLat = [];
  const watchLat = [];
  let missed = 0;
  for (let m = 0; m < moves; m++) {
    const any = await request("GET", `/api/games/${game.id}`, undefined, game.tokens[0]);
    if (any.outcome !== null) break;
    const seat = any.toAct[0];
    const mine = await request("GET", `/api/games/${game.id}`, undefined, game.tokens[seat]);
    // Let what is in flight (online changes) arrive before arming.
    await new Promise((r) => setTimeout(r, 150));
    const seatsGot = await probe.arm();
    const waits = watchers.map(
      (s) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => {
            s.at = null;
            missed++;
            resolve();
          }, MISS_MS);
          s.at = (t) => {
            s.at = null;
            clearTimeout(timer);
            watchLat.push(t - t0);
            resolve();
          };
        }),
    );
    const t0 = now();
    await request(
      "POST",
      `/api/games/${game.id}/moves`,
      { seq: mine.seq, moveId: `f${m}-${mine.seq}`, move: pick(mine) },
      game.tokens[seat],
    );
    await Promise.all(waits);
    for (const t of (await seatsGot.got).times) {
      if (t === null) missed++;
      else seatLat.push(t - t0);
    }
  }
  return { seatLat, watchLat, missed };
}

/** The room's calls by operation (the meter), summed, but pushes. */
async function roomCalls(id) {
  const report = await request("GET", `/api/dev/rooms/${id}/meter`);
  return Object.entries(report ?? {})
    .filter(([name]) => name !== "push")
    .reduce((n, [, e]) => n + e.calls, 0);
}

// ------------------------------------------------------------------ the run

try {
  await dev.ready();
  console.log(
    `bench:fanout on ${BASE}: client and server on this machine (${(await import("node:os")).cpus().length} cores), ${MOVES} moves per size`,
  );

  // 1. No audience.
  const quiet = await newGame();
  const quietSeats = await seatProbe(quiet);
  const base = await playMeasured(quiet, quietSeats, [], MOVES);
  const bs = [...base.seatLat].sort((a, b) => a - b);
  console.log(
    `\nno audience: seat push p50 ${ms(quantile(bs, 0.5))}, p99 ${ms(quantile(bs, 0.99))} (${bs.length} pushes)`,
  );
  quietSeats.close();

  // 2. Each audience size.
  console.log(
    "\nspectators | relays | room msgs/move | spectator push p50 / p99 | missed | seat push p50 / p99 (× no audience)",
  );
  let offset = 0;
  for (const n of SIZES) {
    const game = await newGame();
    const seats = await seatProbe(game);
    const t = performance.now();
    const watchers = await crowd(game.id, n, offset);
    offset += n;
    const opened = performance.now() - t;
    const fan = await request("GET", `/api/dev/rooms/${game.id}/fanout`);
    const run = await playMeasured(game, seats, watchers, MOVES);
    const w = [...run.watchLat].sort((a, b) => a - b);
    const s = [...run.seatLat].sort((a, b) => a - b);
    const ratio = quantile(s, 0.99) / quantile(bs, 0.99);
    console.log(
      `${String(n).padStart(10)} | ${String(fan.relays).padStart(6)} | ${String(fan.sockets + fan.relays).padStart(14)} | ${ms(quantile(w, 0.5)).padStart(8)} / ${ms(quantile(w, 0.99)).padEnd(8)} | ${String(run.missed).padStart(6)} | ${ms(quantile(s, 0.5))} / ${ms(quantile(s, 0.99))} (${ratio.toFixed(2)}×)   [${watchers.length} opened in ${(opened / 1000).toFixed(1)} s${unopened.has(n) ? `, ${unopened.get(n)} could not open` : ""}]`,
    );
    seats.close();
    for (const x of watchers) x.ws.close();
    await new Promise((r) => setTimeout(r, 1000));
  }

  // 3. New readers per second against the room's own request rate.
  console.log("\nnew readers/s asked | joined/s | failed | room requests/s");
  const game = await newGame();
  for (const rate of RATES) {
    await request("GET", `/api/dev/rooms/${game.id}/meter?reset=1`);
    const seconds = 3;
    const t0 = performance.now();
    const readers = [];
    let failed = 0;
    for (let i = 0; i < rate * seconds; i++) {
      const due = t0 + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const address = addressOf(offset++);
      const join = (async () => {
        await fetch(`${BASE}/api/games/${game.id}/watch`).then((r) => r.text());
        const s = await follow(`/api/games/${game.id}/watch`, { type: "hello" }, address);
        s.ws.close();
      })();
      // A reader that has not joined in 10 s gave up (counted, never awaited for ever).
      const timeout = new Promise((_, reject) =>
        setTimeout(() => reject(new Error("slow")), 10_000),
      );
      readers.push(Promise.race([join, timeout]).catch(() => void failed++));
    }
    await Promise.all(readers);
    const elapsed = (performance.now() - t0) / 1000;
    const calls = await roomCalls(game.id); // the meter's own reads are not counted
    console.log(
      `${String(rate).padStart(19)} | ${((readers.length - failed) / elapsed).toFixed(0).padStart(8)} | ${String(failed).padStart(6)} | ${(calls / elapsed).toFixed(1)}`,
    );
  }
} finally {
  await dev.stop();
}
process.exit(0);

// Server benchmark: `npm run bench:server [-- --games 100 --rounds 3]`.
// Builds, starts `wrangler dev` offline on its own port with a throw-away state folder and the
// development probes on (DEV_BENCH), then, from this separate process:
//  1. plays N concurrent Pazaak matches over HTTP (each player asks for its table, then moves),
//     and N over WebSockets (each player waits for the push saying it is its turn, then moves);
//  2. in the same rounds, N concurrent loops of a do-nothing Worker → Durable Object round trip
//     and of one with a single SQLite write (routes that exist only with DEV_BENCH);
//  3. reads the SQLite rows each room counted (per move, join, push, table read);
//  4. long history: a game whose log holds 2,000 moves against one with 10, loaded and answered.
// Prints one table per part: medians over the rounds, with the spread (min–max) of the rounds.
import { newPazaak, pick, timedRequester } from "./client.mjs";
import { LIFT_LIMITS, startDevServer } from "../scripts/dev-server.mjs";
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { bundle } from "./bundle.mjs";

const { values: args } = parseArgs({
  options: {
    games: { type: "string", default: "100" },
    rounds: { type: "string", default: "3" },
    port: { type: "string", default: "8795" },
    "no-build": { type: "boolean", default: false },
  },
});
const GAMES = Number(args.games);
const ROUNDS = Number(args.rounds);
const PORT = Number(args.port);

if (!args["no-build"]) {
  const { buildWeb } = await import("../scripts/build-web.mjs");
  await buildWeb();
}

const dev = await startDevServer({
  port: PORT,
  vars: ["DEV_BENCH:on", ...LIFT_LIMITS],
  stderr: "inherit",
});
const BASE = dev.baseURL;
const stop = () => dev.stop();
const waitReady = () => dev.ready();

// ------------------------------------------------------------------ requests

/** Each request with its time (bench/client.mjs): `{ ms, body, bytes }`. */
const request = timedRequester(BASE);
const newGame = (name) => newPazaak(request, name);

// ------------------------------------------------------------------ matches

/** One match over HTTP only: the player to act reads its table, then moves. */
async function httpMatch(g, out) {
  let { body: table } = await request("GET", `/api/games/${g.id}`, undefined, g.tokens[0]);
  let n = 0;
  while (table.outcome === null) {
    const seat = table.toAct[0];
    const { body: mine } = await request("GET", `/api/games/${g.id}`, undefined, g.tokens[seat]);
    const move = { seq: mine.seq, moveId: `h${n++}`, move: pick(mine) };
    const r = await request("POST", `/api/games/${g.id}/moves`, move, g.tokens[seat]);
    out.move.push(r.ms);
    table = r.body;
  }
  return n;
}

/**
 * A player's socket as the page reads it: web/live.ts's own reader (src/table-stream.ts
 * `readWhole`, `readPatch`, bundled here at start), which the page's hello (`edits: EDITS`)
 * asks the room for: a whole table and its log, then patches of the table's stream text.
 */
const stream = await bundle("src/table-stream.ts");
const { readWhole, readPatch } = await import(pathToFileURL(resolve(stream.file)).href);
stream.remove();
const patch = await bundle("src/patch.ts");
const { EDITS } = await import(pathToFileURL(resolve(patch.file)).href);
patch.remove();

function openSeat(id, token, out) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${BASE.replace("http", "ws")}/api/games/${id}/live`);
    const seat = { ws, table: null, held: null, waiters: [], sentAt: new Map() };
    // As the page says: the table as a stream (src/table-stream.ts).
    ws.on("open", () => ws.send(JSON.stringify({ type: "hello", token, edits: EDITS })));
    ws.on("error", reject);
    ws.on("message", (data) => {
      const text = String(data);
      const msg = JSON.parse(text);
      let read;
      if (msg.type === "table") {
        read = readWhole(msg);
        out.full.push(text.length);
      } else if (msg.type === "edits") {
        read = seat.held && readPatch(seat.held, msg);
        if (!read) throw new Error("a patch of a table this socket does not hold");
        out.patch.push(text.length);
      } else return;
      seat.held = read.held;
      seat.table = read.table;
      const at = seat.sentAt.get(seat.table.seq);
      if (at !== undefined) {
        out.push.push(performance.now() - at);
        seat.sentAt.delete(seat.table.seq);
      }
      const ready = seat.waiters.filter((w) => w.test(seat.table));
      seat.waiters = seat.waiters.filter((w) => !w.test(seat.table));
      for (const w of ready) w.resolve(seat.table);
      if (seat.table && !seat.opened) {
        seat.opened = true;
        resolve(seat);
      }
    });
  });
}

function until(seat, test) {
  if (seat.table && test(seat.table)) return Promise.resolve(seat.table);
  return new Promise((resolve) => seat.waiters.push({ test, resolve }));
}

/** One match over WebSockets: each player waits for the push of its turn, then moves over HTTP. */
async function wsMatch(g, out) {
  const seats = [await openSeat(g.id, g.tokens[0], out), await openSeat(g.id, g.tokens[1], out)];
  let n = 0;
  let table = seats[0].table;
  while (table.outcome === null) {
    const s = table.toAct[0];
    const mine = await until(seats[s], (t) => t.seq >= table.seq && t.toAct.includes(s));
    const other = seats[1 - s];
    other.sentAt.set(mine.seq + 1, performance.now());
    const move = { seq: mine.seq, moveId: `w${n++}`, move: pick(mine) };
    const r = await request("POST", `/api/games/${g.id}/moves`, move, g.tokens[s]);
    out.move.push(r.ms);
    table = r.body;
  }
  await until(seats[0], (t) => t.seq >= table.seq);
  await until(seats[1], (t) => t.seq >= table.seq);
  for (const s of seats) s.ws.close();
  return n;
}

/** `loops` concurrent loops, each making `each` requests of one kind. */
async function probe(path, ids, each, out) {
  await Promise.all(
    ids.map(async (id) => {
      for (let i = 0; i < each; i++) out.push((await request("POST", path(id))).ms);
    }),
  );
}

// ------------------------------------------------------------------ figures

const q = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(p * s.length))];
};
const median = (xs) => q(xs, 0.5);
const fmt = (x, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : "–");
/** "median (min–max)" of one figure over the rounds. */
const spread = (xs, d = 2) =>
  `${fmt(median(xs), d)} (${fmt(Math.min(...xs), d)}–${fmt(Math.max(...xs), d)})`;

function table(title, header, rows) {
  console.log(`\n${title}`);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) => "| " + r.map((c, i) => String(c).padEnd(widths[i])).join(" | ") + " |";
  console.log(line(header));
  console.log("| " + widths.map((w) => "-".repeat(w)).join(" | ") + " |");
  for (const r of rows) console.log(line(r));
}

// ------------------------------------------------------------------ run

try {
  await waitReady();
  console.log(
    `Tavolo server benchmark: ${GAMES} concurrent games, ${ROUNDS} rounds, wrangler dev (workerd, local SQLite), node ${process.version}`,
  );
  const kinds = ["http", "ws", "noop", "write"];
  const per = Object.fromEntries(
    kinds.map((k) => [k, { p50: [], p95: [], p99: [], rate: [], n: [] }]),
  );
  const pushes = { push: [], patch: [], full: [] };
  /** The rooms' SQLite counts (room/meter.ts) of some games, read while they are in memory. */
  const meters = (games) =>
    Promise.all(
      games.map(async (g) => (await request("GET", `/api/dev/rooms/${g.id}/meter`)).body),
    );
  const rowsGames = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of kinds) {
      const out = { move: [], push: [], patch: [], full: [] };
      const games = await Promise.all(
        Array.from({ length: GAMES }, (_, i) => newGame(`R${round}${kind}${i}`)),
      );
      const t0 = performance.now();
      let count = 0;
      if (kind === "http" || kind === "ws") {
        const moves = await Promise.all(
          games.map((g) => (kind === "http" ? httpMatch(g, out) : wsMatch(g, out))),
        );
        count = moves.reduce((a, b) => a + b, 0);
      } else {
        const each = 30;
        await probe(
          (id) => `/api/dev/rooms/${id}/${kind}`,
          games.map((g) => g.id),
          each,
          out.move,
        );
        count = GAMES * each;
      }
      const secs = (performance.now() - t0) / 1000;
      const f = per[kind];
      f.p50.push(q(out.move, 0.5));
      f.p95.push(q(out.move, 0.95));
      f.p99.push(q(out.move, 0.99));
      f.rate.push(count / secs);
      f.n.push(count);
      if (kind === "ws") {
        pushes.push.push(...out.push);
        pushes.patch.push(...out.patch);
        pushes.full.push(...out.full);
      }
      // Read at once: an idle room is evicted within seconds, and its counts go with it.
      if (kind === "http" && round === 0) rowsGames.push(...(await meters(games.slice(0, 10))));
    }
  }
  const label = {
    http: "move over HTTP (GET table, then POST)",
    ws: "move over WebSockets (push, then POST)",
    noop: "Worker → DO round trip, nothing done",
    write: "Worker → DO round trip, 1 SQLite row written",
  };
  table(
    "Latency per request, ms: median over the rounds (min–max of the rounds)",
    ["what", "requests/round", "per second", "p50", "p95", "p99"],
    kinds.map((k) => [
      label[k],
      median(per[k].n),
      spread(per[k].rate, 0),
      spread(per[k].p50),
      spread(per[k].p95),
      spread(per[k].p99),
    ]),
  );
  const ratios = (k, base) => per[k].p50.map((x, i) => x / per[base].p50[i]);
  table(
    // The budget: a move against its floor, a round trip that writes one row (docs/decisions.md,
    // "Benchmarks measure, never assert"); concurrent rooms fsyncing at once blur it.
    "Ratios at p50, each from the same round (target ≤ 1.2 for a move against one write, its floor)",
    ["ratio", "median (min–max)"],
    [
      ["move over HTTP / one write", spread(ratios("http", "write"))],
      ["move over WebSockets / one write", spread(ratios("ws", "write"))],
      ["move over HTTP / no-op", spread(ratios("http", "noop"))],
      ["move over WebSockets / no-op", spread(ratios("ws", "noop"))],
      ["one write / no-op", spread(ratios("write", "noop"))],
    ],
  );
  table(
    "Pushes over WebSockets, all rounds",
    ["what", "n", "p50", "p95", "max"],
    [
      [
        "push delay after the move was sent, ms",
        pushes.push.length,
        fmt(q(pushes.push, 0.5)),
        fmt(q(pushes.push, 0.95)),
        fmt(Math.max(...pushes.push)),
      ],
      [
        "patch size, bytes",
        pushes.patch.length,
        q(pushes.patch, 0.5),
        q(pushes.patch, 0.95),
        Math.max(...pushes.patch),
      ],
      [
        "whole table (first push of a socket), bytes",
        pushes.full.length,
        q(pushes.full, 0.5),
        q(pushes.full, 0.95),
        Math.max(...pushes.full),
      ],
    ],
  );

  // SQLite rows, as the rooms counted them (room/meter.ts): 10 HTTP games of the first round.
  const sum = {};
  for (const report of rowsGames) {
    for (const [op, e] of Object.entries(report)) {
      const s = (sum[op] ??= { calls: 0, statements: 0, rowsRead: 0, rowsWritten: 0 });
      for (const k of Object.keys(s)) s[k] += e[k];
    }
  }
  table(
    `SQLite per operation (${rowsGames.length} whole Pazaak matches over HTTP; a push is counted apart from what caused it)`,
    ["operation", "calls", "statements / call", "rows read / call", "rows written / call"],
    Object.entries(sum)
      .sort((a, b) => b[1].calls - a[1].calls)
      .map(([op, s]) => [
        op,
        s.calls,
        fmt(s.statements / s.calls, 1),
        fmt(s.rowsRead / s.calls, 1),
        fmt(s.rowsWritten / s.calls, 2),
      ]),
  );

  // Long history: one game with 10 moves in its log, one with 2,000 (padded, room/dev.ts).
  const long = { 10: { cold: [], warm: [], move: [] }, 2000: { cold: [], warm: [], move: [] } };
  const lg = {};
  for (const size of [10, 2000]) {
    const g = await newGame(`L${size}`);
    let { body: t } = await request("GET", `/api/games/${g.id}`, undefined, g.tokens[0]);
    for (let i = 0; i < 4; i++) {
      const s = t.toAct[0];
      const { body: mine } = await request("GET", `/api/games/${g.id}`, undefined, g.tokens[s]);
      t = (
        await request(
          "POST",
          `/api/games/${g.id}/moves`,
          { seq: mine.seq, moveId: `l${i}`, move: pick(mine) },
          g.tokens[s],
        )
      ).body;
    }
    await request("POST", `/api/dev/rooms/${g.id}/pad/${size - 4}`);
    lg[size] = g;
  }
  for (let i = 0; i < 200; i++) {
    for (const size of [10, 2000]) {
      const g = lg[size];
      await request("POST", `/api/dev/rooms/${g.id}/forget`);
      long[size].cold.push((await request("GET", `/api/games/${g.id}`, undefined, g.tokens[0])).ms);
      long[size].warm.push((await request("GET", `/api/games/${g.id}`, undefined, g.tokens[0])).ms);
    }
  }
  // Moves, alternating between the two games so both see the same noise.
  const tables = {};
  for (const size of [10, 2000])
    tables[size] = (
      await request("GET", `/api/games/${lg[size].id}`, undefined, lg[size].tokens[0])
    ).body;
  for (let i = 0; i < 40; i++) {
    for (const size of [10, 2000]) {
      const g = lg[size];
      let t = tables[size];
      if (t.outcome !== null) continue;
      const s = t.toAct[0];
      const { body: mine } = await request("GET", `/api/games/${g.id}`, undefined, g.tokens[s]);
      const r = await request(
        "POST",
        `/api/games/${g.id}/moves`,
        { seq: mine.seq, moveId: `m${i}`, move: pick(mine) },
        g.tokens[s],
      );
      long[size].move.push(r.ms);
      tables[size] = r.body;
    }
  }
  table(
    "Long history: a game with 2,000 moves in its log against one with 10 (target ratio ≤ 1.2), ms at p50 (p95)",
    ["request", "10 moves", "2,000 moves", "ratio at p50"],
    [
      ["GET table, game just loaded from storage", "cold"],
      ["GET table, game in memory", "warm"],
      ["POST move", "move"],
    ].map(([name, k]) => [
      name,
      `${fmt(q(long[10][k], 0.5))} (${fmt(q(long[10][k], 0.95))})`,
      `${fmt(q(long[2000][k], 0.5))} (${fmt(q(long[2000][k], 0.95))})`,
      fmt(q(long[2000][k], 0.5) / q(long[10][k], 0.5)),
    ]),
  );
} finally {
  await stop();
}

// A/B of two checkouts on the server: `node bench/server-ab.mjs -- --a DIR [--b DIR] [--reps 10]`.
// Starts one `wrangler dev` in each checkout (its own code, this script's probes; each needs its
// node_modules and a built dist/web), then, one request at a time, alternates blocks of M
// requests of each kind between the two: the do-nothing and the one-write Worker → Durable
// Object round trips, a table read and a Pazaak move over HTTP (the mover's table read first,
// its cost taken off with the read's). Around each block it reads the CPU each process of that
// server's tree ran, in ns per thread (/proc/<pid>/task/<tid>/schedstat), so both sides see the
// same load at the same moments. Prints, per side, the median CPU per request of each process,
// the p50 latency of each kind and the ratios the budget speaks of (move / no-op, write / no-op).
// `wsmove` is a move in a game whose two seats hold sockets (the room builds and sends both
// pushes before it answers); the sockets only count what they get, so this process's own work
// per push stays off the timing. Linux only. `--b` defaults to this checkout.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { newPazaak, openSeatSockets, pick, timedRequester } from "./client.mjs";
import { cpuOf, tree } from "./proc-cpu.mjs";
import { freePort, LIFT_LIMITS, QUIET_ENV } from "../scripts/dev-server.mjs";

const { values: args } = parseArgs({
  options: {
    a: { type: "string" },
    b: { type: "string", default: resolve(import.meta.dirname, "..") },
    reps: { type: "string", default: "10" },
    m: { type: "string", default: "60" },
  },
});
if (!args.a) throw new Error("say which checkout is A: --a DIR");
const REPS = Number(args.reps);
const M = Number(args.m);
const KINDS = ["noop", "write", "get", "move", "wsmove"];

/** `wrangler dev` of checkout `dir`, on free ports (its inspector too: two run side by side). */
async function start(dir) {
  const port = await freePort();
  const state = mkdtempSync(join(tmpdir(), "tavolo-ab-"));
  const argv = [join(dir, "node_modules/wrangler/bin/wrangler.js"), "dev", "--ip", "127.0.0.1"];
  argv.push("--port", String(port), "--inspector-port", String(await freePort()));
  argv.push("--persist-to", state);
  for (const v of ["DEV_BENCH:on", ...LIFT_LIMITS]) argv.push("--var", v);
  const child = spawn(process.execPath, argv, {
    cwd: dir,
    env: { ...process.env, ...QUIET_ENV },
    stdio: "ignore",
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${baseURL}/status`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 300 || child.exitCode !== null) throw new Error(`wrangler dev in ${dir} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
  const request = timedRequester(baseURL);
  return {
    dir,
    child,
    state,
    baseURL,
    request,
    pool: [],
    wsPool: [],
    sockets: [],
    cpu: {},
    ms: {},
  };
}

let moveIds = 0;

/**
 * A fresh game, its first table read; with `sockets`, both seats say hello on a socket (as a
 * page does, asking for the table stream) and wait for their first table. The sockets then only
 * count what they get: reading the pushes is the page's work, not the room's.
 */
async function fresh(side, sockets = false) {
  const g = await newPazaak(side.request, "m");
  g.table = (await side.request("GET", `/api/games/${g.id}`, undefined, g.tokens[0])).body;
  if (sockets)
    for (const ws of await openSeatSockets(side.baseURL, g.id, g.tokens, 5)) {
      ws.on("message", () => side.pushes++);
      side.sockets.push({ ws, game: g });
    }
  return g;
}

/** Closes the sockets of games that ended. */
function closeEnded(side) {
  side.sockets = side.sockets.filter(({ ws, game }) => {
    if (game.table.outcome === null) return true;
    ws.close();
    return false;
  });
}

/** One request of `kind`; answers its time (a move: the POST's, after the mover's read). */
async function once(side, kind) {
  const { request, probe } = side;
  if (kind === "noop" || kind === "write")
    return (await request("POST", `/api/dev/rooms/${probe.id}/${kind}`)).ms;
  if (kind === "get")
    return (await request("GET", `/api/games/${probe.id}`, undefined, probe.tokens[0])).ms;
  const pool = kind === "wsmove" ? side.wsPool : side.pool;
  while (pool[0].table.outcome !== null) pool.shift();
  const g = pool[0];
  const seat = g.table.toAct[0];
  const mine = (await request("GET", `/api/games/${g.id}`, undefined, g.tokens[seat])).body;
  const move = { seq: mine.seq, moveId: `ab${moveIds++}`, move: pick(mine) };
  const r = await request("POST", `/api/games/${g.id}/moves`, move, g.tokens[seat]);
  g.table = r.body;
  return r.ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sides = { A: await start(resolve(args.a)), B: await start(resolve(args.b)) };
try {
  for (const side of Object.values(sides)) {
    side.probe = await newPazaak(side.request, "probe");
    side.pool = [await fresh(side)];
    side.wsPool = [await fresh(side, true)];
    side.pushes = 0;
    for (const k of KINDS) for (let i = 0; i < 15; i++) await once(side, k);
    side.pids = tree(side.child.pid);
    for (const k of KINDS) [side.cpu[k], side.ms[k]] = [[], []];
  }
  for (let rep = 0; rep < REPS; rep++) {
    for (const kind of rep % 2 ? [...KINDS].reverse() : KINDS) {
      for (const name of rep % 2 ? ["B", "A"] : ["A", "B"]) {
        const side = sides[name];
        // Games are made before the block: a move's block holds moves only.
        side.pool = side.pool.filter((g) => g.table.outcome === null);
        side.wsPool = side.wsPool.filter((g) => g.table.outcome === null);
        closeEnded(side);
        while (kind === "move" && side.pool.length < 4) side.pool.push(await fresh(side));
        while (kind === "wsmove" && side.wsPool.length < 4)
          side.wsPool.push(await fresh(side, true));
        const before = side.pids.map(cpuOf);
        for (let i = 0; i < M; i++) side.ms[kind].push(await once(side, kind));
        side.cpu[kind].push(side.pids.map((p, i) => (cpuOf(p) - before[i]) / M));
      }
    }
  }
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  console.log(`A: ${sides.A.dir}\nB: ${sides.B.dir}`);
  console.log(`${REPS} blocks of ${M} per kind and side, alternated; load average ${load}`);
  for (const [name, side] of Object.entries(sides)) {
    const names = side.pids.map((p) => {
      try {
        return `${readFileSync(`/proc/${p}/comm`, "utf8").trim()} ${p}`;
      } catch {
        return `gone ${p}`;
      }
    });
    const per = (k) => side.pids.map((_, i) => median(side.cpu[k].map((r) => r[i])));
    const get = per("get");
    console.log(`\n${name}: CPU ms per request (a move's without its table read), by process`);
    for (const k of KINDS) {
      const cells = per(k).map((x, i) => (k.endsWith("move") ? x - get[i] : x));
      const shown = cells
        .map((x, i) => `${names[i]} ${x.toFixed(3)}`)
        .filter((_, i) => get[i] > 0.01);
      console.log(
        `  ${k.padEnd(5)} total ${cells.reduce((a, b) => a + b, 0).toFixed(3)}: ${shown.join(", ")}`,
      );
    }
    const p50 = Object.fromEntries(KINDS.map((k) => [k, median(side.ms[k])]));
    console.log(
      `  p50 ms: ${KINDS.map((k) => `${k} ${p50[k].toFixed(2)}`).join(", ")}; ` +
        `move / no-op ${(p50.move / p50.noop).toFixed(2)}, write / no-op ` +
        `${(p50.write / p50.noop).toFixed(2)}, move / write ${(p50.move / p50.write).toFixed(2)}, ` +
        `wsmove / no-op ${(p50.wsmove / p50.noop).toFixed(2)}, wsmove / write ` +
        `${(p50.wsmove / p50.write).toFixed(2)} (${side.pushes} pushes)`,
    );
  }
} finally {
  for (const side of Object.values(sides)) {
    for (const { ws } of side.sockets) ws.close();
    const gone = new Promise((r) => side.child.once("exit", r));
    side.child.kill("SIGINT");
    await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
    if (side.child.exitCode === null && side.child.signalCode === null) side.child.kill("SIGKILL");
    rmSync(side.state, { recursive: true, force: true });
  }
}

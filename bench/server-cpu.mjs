// CPU per request on the server side: `node bench/server-cpu.mjs [-- --n 100 --reps 3]`.
// Starts `wrangler dev` (as bench/server.mjs does, with the development probes on) and, one
// request at a time, runs blocks of each kind: the do-nothing and the one-write Worker → Durable
// Object round trips, a table read, a Pazaak move over HTTP and one in a game whose two seats
// hold sockets. Around each block it reads the CPU time of wrangler's whole process tree from
// /proc (its node process, the workerd of the proxy and the one of the Worker and its rooms),
// so what it prints is work, which the load of a shared machine changes far less than latency.
// A move's block also reads the mover's table first; the table read's own CPU is taken off.
// Blocks alternate over the repetitions; it prints the median of each kind, per process too.
// Linux only (/proc). Run it on two checkouts, one after the other, for an A/B of a change.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { LIFT_LIMITS, startDevServer } from "../scripts/dev-server.mjs";
import { newPazaak, openSeatSockets, pick, timedRequester } from "./client.mjs";
import { cpuOf, tree } from "./proc-cpu.mjs";

const { values: args } = parseArgs({
  options: {
    n: { type: "string", default: "100" },
    reps: { type: "string", default: "3" },
    port: { type: "string", default: "8796" },
  },
});
const N = Number(args.n);
const REPS = Number(args.reps);
const KINDS = ["noop", "write", "get", "move", "wsmove"];
const name = (pid) => readFileSync(`/proc/${pid}/comm`, "utf8").trim();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dev = await startDevServer({
  port: Number(args.port),
  vars: ["DEV_BENCH:on", ...LIFT_LIMITS],
  stderr: "pipe",
});
const request = timedRequester(dev.baseURL);
const games = {};
const sockets = [];
let moveIds = 0;

/** A new game for moves of `kind`; for `wsmove`, both seats say hello on a socket first. */
async function fresh(kind) {
  for (const ws of sockets.splice(0)) ws.close();
  const g = await newPazaak(request, kind);
  g.table = (await request("GET", `/api/games/${g.id}`, undefined, g.tokens[0])).body;
  if (kind === "wsmove") sockets.push(...(await openSeatSockets(dev.baseURL, g.id, g.tokens, 3)));
  games[kind] = g;
}

/** One request of `kind` (a move: its table read, then the move). */
async function once(kind, probe) {
  if (kind === "noop" || kind === "write")
    return request("POST", `/api/dev/rooms/${probe.id}/${kind}`);
  if (kind === "get") return request("GET", `/api/games/${probe.id}`, undefined, probe.tokens[0]);
  if (!games[kind] || games[kind].table.outcome !== null) await fresh(kind);
  const g = games[kind];
  const seat = g.table.toAct[0];
  const mine = (await request("GET", `/api/games/${g.id}`, undefined, g.tokens[seat])).body;
  const move = { seq: mine.seq, moveId: `c${moveIds++}`, move: pick(mine) };
  g.table = (await request("POST", `/api/games/${g.id}/moves`, move, g.tokens[seat])).body;
}

try {
  await dev.ready();
  const probe = await newPazaak(request, "probe");
  for (const kind of KINDS) for (let i = 0; i < 20; i++) await once(kind, probe);
  const pids = tree(dev.child.pid);
  const per = Object.fromEntries(KINDS.map((k) => [k, []]));
  for (let rep = 0; rep < REPS; rep++) {
    for (const kind of rep % 2 ? [...KINDS].reverse() : KINDS) {
      const before = pids.map(cpuOf);
      for (let i = 0; i < N; i++) await once(kind, probe);
      per[kind].push(pids.map((p, i) => (cpuOf(p) - before[i]) / N));
    }
  }
  const load = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  console.log(
    `Server CPU per request, ms (median of ${REPS} blocks of ${N}; load average ${load})`,
  );
  const total = (k) => median(per[k].map((row) => row.reduce((a, b) => a + b, 0)));
  const busy = pids.filter((_, i) => KINDS.some((k) => median(per[k].map((r) => r[i])) > 0.01));
  console.log(`| what | total | ${busy.map((p) => `${name(p)} ${p}`).join(" | ")} |`);
  for (const k of KINDS) {
    const t = k.endsWith("move") ? total(k) - total("get") : total(k);
    const cells = busy.map((p) => {
      const i = pids.indexOf(p);
      const x = median(per[k].map((r) => r[i]));
      return (k.endsWith("move") ? x - median(per.get.map((r) => r[i])) : x).toFixed(3);
    });
    console.log(`| ${k} | ${t.toFixed(3)} | ${cells.join(" | ")} |`);
  }
  for (const k of ["write", "get", "move", "wsmove"]) {
    const t = k.endsWith("move") ? total(k) - total("get") : total(k);
    console.log(`${k} / noop: ${(t / total("noop")).toFixed(2)}`);
  }
} finally {
  for (const ws of sockets) ws.close();
  await dev.stop();
}

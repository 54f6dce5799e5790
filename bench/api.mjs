// Benchmark of the HTTP API against a real `wrangler dev` (workerd, SQLite-backed Durable
// Objects): plays whole Pazaak matches through the API and prints request latencies, and shows
// that loading a game reads its snapshot (GET latency early vs. late in a long match).
// Run: `npm run bench:api` (starts its own server on port 8796 with a throw-away state folder).
import { LIFT_LIMITS, startDevServer } from "../scripts/dev-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8796);
const MATCHES = Number(process.env.BENCH_MATCHES ?? 20);

// One client creating games and moving as fast as it can: the abuse limits are lifted.
const dev = await startDevServer({ port: PORT, vars: LIFT_LIMITS, stderr: "inherit" });
const BASE = dev.baseURL;
const stop = () => dev.stop();
const waitReady = () => dev.ready();

/** Times one request; returns [ms, json]. */
async function timed(path, init) {
  const t0 = performance.now();
  const res = await fetch(BASE + path, init);
  const body = await res.json();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return [ms, body];
}

const json = (body, token) => ({
  method: "POST",
  headers: {
    "content-type": "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
});

function stats(name, xs) {
  if (xs.length === 0) return console.log(`${name.padEnd(28)} n=0`);
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(2);
  const mean = (s.reduce((a, b) => a + b, 0) / s.length).toFixed(2);
  console.log(
    `${name.padEnd(28)} n=${String(s.length).padStart(5)}  mean ${mean} ms  p50 ${q(0.5)} ms  p95 ${q(0.95)} ms  p99 ${q(0.99)} ms`,
  );
}

try {
  await waitReady();
  const create = [],
    join_ = [],
    move = [],
    get = [],
    getEarly = [],
    getLate = [];
  let moves = 0;
  const t0 = performance.now();
  for (let m = 0; m < MATCHES; m++) {
    const [c, game] = await timed("/api/games", json({ game: "pazaak", name: "Anna" }));
    create.push(c);
    const invite = game.invites[0].invite;
    const [j, claim] = await timed(`/api/games/${game.id}/join`, json({ invite, name: "Bruno" }));
    join_.push(j);
    const tokens = [game.token, claim.token];
    let [, table] = await timed(`/api/games/${game.id}`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    let n = 0;
    while (table.outcome === null) {
      const seat = table.toAct[0];
      const token = tokens[seat];
      const [g, mine] = await timed(`/api/games/${game.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      get.push(g);
      (mine.seq < 8 ? getEarly : mine.seq > 24 ? getLate : []).push(g);
      // A plain strategy from the legal list: stand at 17+, else end the turn.
      const total = mine.view.seats[seat].total;
      const legal = mine.legal;
      const choice =
        legal.find((x) => x.type === "randomSideDeck") ??
        legal.find((x) => x.type === (total >= 17 ? "stand" : "endTurn"));
      const [ms, next] = await timed(
        `/api/games/${game.id}/moves`,
        json({ seq: mine.seq, moveId: `m${m}-${n++}`, move: choice }, token),
      );
      move.push(ms);
      moves++;
      table = next;
    }
  }
  const secs = (performance.now() - t0) / 1000;
  console.log(
    `Tavolo API benchmark: ${MATCHES} whole Pazaak matches, ${moves} moves, ${secs.toFixed(1)} s`,
  );
  stats("POST /api/games (create)", create);
  stats("POST /join (claim)", join_);
  stats("GET /api/games/{id}", get);
  stats("  … at seq < 8", getEarly);
  stats("  … at seq > 24", getLate);
  stats("POST /moves", move);
  console.log(
    `throughput: ${(moves / secs).toFixed(1)} moves/s (each with a GET first), one client`,
  );
} finally {
  await stop();
}

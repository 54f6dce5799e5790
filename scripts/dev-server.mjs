// The one launcher of a local `wrangler dev` for everything that is not `npm start`: the
// browser tests (test/e2e/global-setup.ts), the crash test (test/crash/server.ts) and the
// benchmarks (bench/). Offline and quiet, on a free port, its state in a folder of its own.
//
// The browser tests serve a Worker bundled once beforehand (`bundleWorker`) straight from
// Miniflare (`startMiniflare`: the same workerd, the bindings wrangler reads from wrangler.toml),
// without what `wrangler dev` puts around it for a person at a terminal: an esbuild service that
// bundles and watches (under a CPU hog its Go runtime once died, "all goroutines are asleep",
// taking the server with it), a proxy Worker in front that holds requests across reloads, and
// an inspector that streams every log line and subrequest to wrangler (under load, pages of the
// browser tests waited a minute for an asset that never came). `startDevServer` is `wrangler
// dev` itself, for the crash test and the benches.
import { spawn, spawnSync } from "node:child_process";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { Log, LogLevel, Miniflare } from "miniflare";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const wrangler = join(root, "node_modules/wrangler/bin/wrangler.js");

/** Wrangler offline and quiet: no telemetry, no error reports, no `Request.cf` download. */
export const QUIET_ENV = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};

/** Every per-client and per-game limit lifted (docs/api.md, "Hardening"): one client plays many games. */
export const LIFT_LIMITS = [
  "LIMIT_GAMES_PER_HOUR:0",
  "LIMIT_SEATS_PER_HOUR:0",
  "LIMIT_MAIL_PER_HOUR:0",
  "LIMIT_MOVES_PER_MINUTE:0",
  "LIMIT_SOCKETS_PER_GAME:0",
];

/** A port nobody listens on, preferring `want` (0: any). */
export function freePort(want = 0) {
  return new Promise((ok) => {
    const any = () => {
      const srv = createServer();
      srv.listen(0, "127.0.0.1", () => {
        const addr = srv.address();
        srv.close(() => ok(typeof addr === "object" && addr ? addr.port : 0));
      });
    };
    if (!want) return any();
    const srv = createServer();
    srv.once("error", any);
    srv.listen(want, "127.0.0.1", () => srv.close(() => ok(want)));
  });
}

/**
 * Bundles the Worker once, as a deploy would (`wrangler deploy --dry-run`), into `outdir`.
 * @returns the bundle's entry, for `startDevServer({ script })`.
 */
export function bundleWorker(outdir) {
  const run = spawnSync(process.execPath, [wrangler, "deploy", "--dry-run", "--outdir", outdir], {
    cwd: root,
    env: { ...process.env, ...QUIET_ENV },
    encoding: "utf8",
  });
  if (run.status !== 0)
    throw new Error(
      `wrangler could not bundle the Worker:\n${(run.stdout + run.stderr).slice(-3000)}`,
    );
  return join(outdir, "index.js");
}

/**
 * Starts `wrangler dev` on 127.0.0.1:`port` (a free one near it).
 * @param {object} o
 * @param {number} [o.port] the port wanted (default: any free one)
 * @param {string[]} [o.vars] `"NAME:value"` variables
 * @param {string} [o.stateDir] the state folder (kept); default a fresh one `stop` removes
 * @param {string} [o.script] a bundle from `bundleWorker`, served as it is (--no-bundle)
 * @param {boolean} [o.detached] in a process group of its own (the crash test kills the group)
 * @param {"pipe" | "inherit"} [o.stderr] where wrangler's errors go (default: kept for `output`)
 */
export async function startDevServer(o = {}) {
  const port = await freePort(o.port ?? 0);
  const stateDir = o.stateDir ?? mkdtempSync(join(tmpdir(), "tavolo-dev-"));
  const args = [
    wrangler,
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--persist-to",
    stateDir,
  ];
  if (o.script) args.splice(2, 0, o.script, "--config", join(root, "wrangler.toml"), "--no-bundle");
  for (const v of o.vars ?? []) args.push("--var", v);
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: o.detached ?? false,
    env: { ...process.env, ...QUIET_ENV },
    stdio: ["ignore", "pipe", o.stderr === "inherit" ? "inherit" : "pipe"],
  });
  let output = "";
  const keep = (d) => (output = (output + d).slice(-20000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    baseURL,
    port,
    child,
    stateDir,
    /** What wrangler printed lately (the last 20,000 characters). */
    output: () => output,
    /** Waits until /status answers; throws with wrangler's last words if it exits or times out. */
    async ready(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        try {
          if ((await fetch(`${baseURL}/status`)).ok) return;
        } catch {
          /* not up yet */
        }
        if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline)
          throw new Error(`wrangler dev did not start on ${baseURL}:\n${output.slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    /** SIGINT, then SIGKILL after 5 s; removes the state folder unless it was given. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGINT");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      }
      if (!o.stateDir) rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/**
 * Serves `script` (a bundle from `bundleWorker`) with Miniflare on 127.0.0.1:`port` (a free
 * one near it): the bindings, Durable Objects, assets and routing of wrangler.toml, with `vars`
 * (`"NAME:value"`) on top and its state in a fresh folder that `stop` removes. Answers the same
 * shape as `startDevServer` but for the process (Miniflare runs workerd itself): a Worker that
 * cannot start throws from `ready`.
 */
export async function startMiniflare(o) {
  const port = await freePort(o.port ?? 0);
  const stateDir = mkdtempSync(join(tmpdir(), "tavolo-mf-"));
  const { workerOptions } = unstable_getMiniflareWorkerOptions(join(root, "wrangler.toml"));
  const vars = Object.fromEntries(
    (o.vars ?? []).map((v) => [v.slice(0, v.indexOf(":")), v.slice(v.indexOf(":") + 1)]),
  );
  let output = "";
  const keep = (d) => (output = (output + d).slice(-20000));
  const mf = new Miniflare({
    ...workerOptions,
    name: "tavolo",
    modules: true,
    modulesRoot: dirname(o.script),
    scriptPath: o.script,
    bindings: { ...workerOptions.bindings, ...vars },
    host: "127.0.0.1",
    port,
    defaultPersistRoot: stateDir,
    // No `Request.cf` download: the machine may be offline.
    cf: false,
    log: new Log(LogLevel.WARN),
    // The Worker's log lines are kept for failure messages, not printed between test results.
    handleRuntimeStdio(stdout, stderr) {
      stdout.on("data", keep);
      stderr.on("data", keep);
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    baseURL,
    port,
    stateDir,
    output: () => output,
    async ready() {
      await mf.ready;
    },
    async stop() {
      await mf.dispose();
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

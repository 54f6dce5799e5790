/**
 * Global setup of the browser tests: builds the web UI, starts one `wrangler dev` per worker
 * (vitest.e2e.config.ts; offline and quiet, each with its state in a fresh temporary folder, on free
 * ports from 8797), waits for each /status, finds the browser (browser.ts), hands the servers'
 * addresses and the browser to the tests, and stops the servers afterwards, printing any
 * restart or crash they reported meanwhile.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { findBrowser, type BrowserChoice } from "./browser";

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per worker: a test file uses the one of its worker (helpers.ts, baseURL). */
    servers: string[];
    browser: BrowserChoice;
  }
}

const root = resolve(import.meta.dirname, "../..");

/** A port nobody listens on, preferring `want`. */
function freePort(want: number): Promise<number> {
  return new Promise((ok) => {
    const srv = createServer();
    srv.once("error", () => {
      const any = createServer();
      any.listen(0, "127.0.0.1", () => {
        const addr = any.address();
        any.close(() => ok(typeof addr === "object" && addr ? addr.port : 0));
      });
    });
    srv.listen(want, "127.0.0.1", () => srv.close(() => ok(want)));
  });
}

/** A running `wrangler dev`: its address, its process, its state folder and what it printed. */
interface Server {
  baseURL: string;
  child: ChildProcess;
  stateDir: string;
  output: () => string;
}

/** Starts one `wrangler dev` on a free port near `want` with a fresh state folder. */
async function startServer(want: number, taken: Set<number>): Promise<Server> {
  let port = await freePort(want);
  while (taken.has(port)) port = await freePort(0);
  taken.add(port);
  const stateDir = mkdtempSync(join(tmpdir(), "tavolo-e2e-"));
  let output = "";
  const child = spawn(
    process.execPath,
    [
      join(root, "node_modules/wrangler/bin/wrangler.js"),
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      stateDir,
      // The development mailbox, and emails one second after a turn change.
      "--var",
      "DEV_MAILBOX:on",
      "--var",
      "NOTIFY_DELAY_SECONDS:1",
      // The suite is one client creating many games and moving fast: lift those limits.
      "--var",
      "LIMIT_GAMES_PER_HOUR:0",
      "--var",
      "LIMIT_SEATS_PER_HOUR:0",
      "--var",
      "LIMIT_MAIL_PER_HOUR:0",
      "--var",
      "LIMIT_MOVES_PER_MINUTE:0",
      // Push messages and chat posts go to the development outbox.
      "--var",
      "DEV_OUTBOX:on",
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_SEND_ERROR_REPORTS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        WRANGLER_HIDE_BANNER: "true",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`${baseURL}/status`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`wrangler dev did not start on ${baseURL}:\n${output.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, child, stateDir, output: () => output };
}

/** Stops a server (SIGINT, then SIGKILL after 5 s) and removes its state folder. */
async function stopServer(server: Server): Promise<void> {
  const c = server.child;
  if (c.exitCode === null) {
    const exited = new Promise((r) => c.once("exit", r));
    c.kill("SIGINT");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (c.exitCode === null) c.kill("SIGKILL");
  }
  rmSync(server.stateDir, { recursive: true, force: true });
}

/** Builds, starts one server per worker and provides their addresses. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { buildWeb } = (await import(join(root, "scripts/build-web.mjs"))) as {
    buildWeb(o?: { watch?: boolean }): Promise<unknown>;
  };
  // Found once here: the npm browser unpacks to the temp folder, which parallel files must not race.
  const browser = await findBrowser();
  project.provide("browser", browser);
  await buildWeb();
  const taken = new Set<number>();
  const servers: Server[] = [];
  try {
    // One per worker (vitest.e2e.config.ts): the files running at once never share one.
    const workers = project.config.maxWorkers || 1;
    for (let i = 0; i < workers; i++) servers.push(await startServer(8797 + i, taken));
  } catch (e) {
    await Promise.all(servers.map(stopServer));
    throw e;
  }
  project.provide(
    "servers",
    servers.map((s) => s.baseURL),
  );

  return async () => {
    await Promise.all(servers.map(stopServer));
    // What a failed browser test cannot see from its page: a server restarting or crashing
    // under it (a page then reads "The server answered 503"). Printed, so a CI log keeps it.
    for (const server of servers) {
      const notable = server
        .output()
        .split("\n")
        .filter((line) =>
          /reload|restart|crash|fatal|uncaught|segmentation|out of memory/i.test(line),
        );
      if (notable.length > 0) {
        console.warn(
          `wrangler dev on ${server.baseURL} said, during the browser tests:\n${notable.slice(-40).join("\n")}`,
        );
      }
    }
  };
}

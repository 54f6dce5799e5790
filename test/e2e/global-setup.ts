/**
 * Global setup of the browser tests: builds the web UI, bundles the Worker once, starts one
 * `wrangler dev` per worker serving that bundle (vitest.e2e.config.ts; scripts/dev-server.mjs:
 * offline and quiet, no bundler running beside the tests, each with its state in a fresh
 * temporary folder, on free ports from 8797), waits for each /status, finds the browser
 * (browser.ts), hands the servers' addresses and the browser to the tests, and stops the servers
 * afterwards. A server that exits while the tests run says so at once, with its last words.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { bundleWorker, startDevServer, type DevServer } from "../../scripts/dev-server.mjs";
import { findBrowser, type BrowserChoice } from "./browser";

declare module "vitest" {
  export interface ProvidedContext {
    /** One server per worker: a test file uses the one of its worker (helpers.ts, baseURL). */
    servers: string[];
    browser: BrowserChoice;
  }
}

const root = resolve(import.meta.dirname, "../..");

/** The variables of every test server. */
const VARS = [
  // The development mailbox, and emails one second after a turn change.
  "DEV_MAILBOX:on",
  "NOTIFY_DELAY_SECONDS:1",
  // The suite is one client creating many games and moving fast: lift those limits.
  "LIMIT_GAMES_PER_HOUR:0",
  "LIMIT_SEATS_PER_HOUR:0",
  "LIMIT_MAIL_PER_HOUR:0",
  "LIMIT_MOVES_PER_MINUTE:0",
  // Push messages and chat posts go to the development outbox.
  "DEV_OUTBOX:on",
];

/** Starts a server for the tests and reports at once if it exits before the teardown. */
async function startServer(
  want: number,
  script: string,
  stopping: () => boolean,
): Promise<DevServer> {
  const server = await startDevServer({ port: want, vars: VARS, script });
  server.child.once("exit", (code, signal) => {
    if (stopping()) return;
    console.error(
      `wrangler dev on ${server.baseURL} exited during the browser tests (code ${code}, signal ${signal}); every later test on it will be refused. Its last words:\n${server.output().slice(-3000)}`,
    );
  });
  await server.ready();
  return server;
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
  const bundleDir = mkdtempSync(join(tmpdir(), "tavolo-e2e-worker-"));
  const script = bundleWorker(bundleDir);
  let stopping = false;
  const servers: DevServer[] = [];
  const stopAll = async () => {
    stopping = true;
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(bundleDir, { recursive: true, force: true });
  };
  try {
    // One per worker (vitest.e2e.config.ts): the files running at once never share one.
    const workers = project.config.maxWorkers || 1;
    for (let i = 0; i < workers; i++)
      servers.push(await startServer(8797 + i, script, () => stopping));
  } catch (e) {
    await stopAll();
    throw e;
  }
  project.provide(
    "servers",
    servers.map((s) => s.baseURL),
  );

  return async () => {
    await stopAll();
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

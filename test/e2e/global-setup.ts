/**
 * Global setup of the browser tests: builds the web UI, bundles the Worker once, serves that
 * bundle from one Miniflare per worker (vitest.e2e.config.ts; scripts/dev-server.mjs
 * `startMiniflare`: the workerd and wrangler.toml's bindings, offline, each with its state in a
 * fresh temporary folder, on free ports from 8797), finds the browser (browser.ts), hands the
 * servers' addresses and the browser to the tests, and stops the servers afterwards, printing
 * what the Worker said of a crash meanwhile.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { bundleWorker, startMiniflare, type LocalServer } from "../../scripts/dev-server.mjs";
import { findBrowser, type BrowserChoice } from "./browser";
import { TEST_BOT_TOKEN } from "../server/telegram-sign";
import { TEST_OPERATOR_TOKEN } from "./operator-token";
import {
  TEST_DISCORD_APP_ID,
  TEST_DISCORD_PUBLIC_KEY,
  TEST_DISCORD_SECRET,
} from "../server/discord-sign";

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
  // Reports of a table are mailed to the development mailbox, and the operator's tools answer
  // this throwaway token (report.test.ts reads the stored reports through them).
  "OPERATOR_EMAIL:operator@tavolo.test",
  `OPERATOR_TOKEN:${TEST_OPERATOR_TOKEN}`,
  // The Telegram Mini App, with the throwaway bot token its tests sign init data with.
  `TELEGRAM_BOT_TOKEN:${TEST_BOT_TOKEN}`,
  // The Discord Activity, with the public key of the throwaway pair its tests sign with.
  `DISCORD_APPLICATION_ID:${TEST_DISCORD_APP_ID}`,
  `DISCORD_PUBLIC_KEY:${TEST_DISCORD_PUBLIC_KEY}`,
  `DISCORD_SEAT_SECRET:${TEST_DISCORD_SECRET}`,
];

/** Starts a server for the tests on a free port near `want`. */
async function startServer(want: number, script: string): Promise<LocalServer> {
  const server = await startMiniflare({ port: want, vars: VARS, script });
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
  const servers: LocalServer[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    rmSync(bundleDir, { recursive: true, force: true });
  };
  try {
    // One per worker (vitest.e2e.config.ts): the files running at once never share one.
    const workers = project.config.maxWorkers || 1;
    for (let i = 0; i < workers; i++) servers.push(await startServer(8797 + i, script));
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
    // What a failed browser test cannot see from its page: the Worker crashing under it (a
    // page then reads "The server answered 503"). Printed, so a CI log keeps it.
    for (const server of servers) {
      const notable = server
        .output()
        .split("\n")
        .filter((line) =>
          /reload|restart|crash|fatal|uncaught|segmentation|out of memory/i.test(line),
        );
      if (notable.length > 0) {
        console.warn(
          `The server on ${server.baseURL} said, during the browser tests:\n${notable.slice(-40).join("\n")}`,
        );
      }
    }
  };
}

// Browser tests: vitest in Node drives Chromium through playwright-core against real servers
// (the bundled Worker in Miniflare's workerd) started by test/e2e/global-setup.ts (fresh state,
// ports of their own).
// One worker per core (`os.availableParallelism()`, or TAVOLO_E2E_WORKERS), each with a server
// of its own: each file starts one Chromium, and a server and a browser per core keep a 2-core
// machine busy without queueing every page's requests behind one server (docs/testing.md).
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const workers = Math.max(1, Number(process.env.TAVOLO_E2E_WORKERS) || availableParallelism());

export default defineConfig({
  test: {
    include: ["test/e2e/**/*.test.ts"],
    globalSetup: ["test/e2e/global-setup.ts"],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: workers,
    // A poll waits for a state (a name fetched, a seat gone) and returns once it holds; under
    // load that can take seconds, more than vitest's default of one.
    expect: { poll: { timeout: 15_000 } },
  },
});

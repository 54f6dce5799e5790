// Browser tests: vitest in Node drives Debian's Chromium through playwright-core against a
// real `wrangler dev` started by test/e2e/global-setup.ts (fresh state, its own port).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/e2e/**/*.test.ts"],
    globalSetup: ["test/e2e/global-setup.ts"],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // The files share one server; running them side by side keeps the suite short.
    fileParallelism: true,
    maxWorkers: 3,
    // A poll waits for a state (a name fetched, a seat gone) and returns once it holds; under
    // load that can take seconds, more than vitest's default of one.
    expect: { poll: { timeout: 15_000 } },
  },
});

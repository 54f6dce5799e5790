// Crash test (issue 15, item 4): vitest in Node drives a real `wrangler dev` that it kills with
// SIGKILL and restarts (test/crash/). One file, on its own: it owns its server and its ports.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/crash/**/*.test.ts"],
    testTimeout: 420_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});

// Engine tests: plain vitest in Node (fast, so property tests can run many games).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/engine/**/*.test.ts"],
    testTimeout: 120_000,
    benchmark: { include: ["bench/**/*.bench.ts"] },
  },
});

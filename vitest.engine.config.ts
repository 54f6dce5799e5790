// Engine tests: plain vitest in Node (fast, so property tests can run many games), one worker
// per core: the tests are pure computation, and vitest's default (a core left to its main
// process) runs them one file at a time on two cores.
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/engine/**/*.test.ts"],
    testTimeout: 120_000,
    maxWorkers: availableParallelism(),
    benchmark: { include: ["bench/**/*.bench.ts"] },
  },
});

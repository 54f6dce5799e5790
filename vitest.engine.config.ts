// Engine tests: plain vitest in Node (fast, so property tests can run many games), one worker
// per core: the tests are pure computation, and vitest's default (a core left to its main
// process) runs them one file at a time on two cores. The files of a worker share one module
// graph (`isolate: false`), as the rooms of one isolate share the engine in production: the
// engine is pure, and importing it afresh for each of 50 files cost more than its tests
// (82 s against 47 s for the suite; docs/testing.md).
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/engine/**/*.test.ts"],
    testTimeout: 120_000,
    maxWorkers: availableParallelism(),
    isolate: false,
    benchmark: { include: ["bench/**/*.bench.ts"] },
  },
});

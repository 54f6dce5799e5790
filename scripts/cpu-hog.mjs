// A CPU hog for testing the tests: `node scripts/cpu-hog.mjs [N]` keeps N cores busy (default:
// every core) until stopped with Ctrl-C, so a test that only passes on a quiet machine shows
// itself (docs/testing.md). Each core's load is a worker thread in a busy loop.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

const n = Number(process.argv[2]) > 0 ? Number(process.argv[2]) : availableParallelism();
for (let i = 0; i < n; i++) new Worker("for (;;) Math.sqrt(Math.random());", { eval: true });
console.log(`cpu-hog: ${n} busy threads; stop with Ctrl-C`);

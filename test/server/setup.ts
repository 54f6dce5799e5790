// Runs before every file of the server suite. The suite's files share one workerd per vitest
// worker (vitest.server.config.ts: starting one per file was most of the suite's time), so the
// test switches kept in module state go back to their defaults before each file: the server's
// clock to the real time, the abuse limits to the configuration's.
import { beforeAll } from "vitest";
import { resetClock } from "../../src/server/clock";
import { overrideLimits } from "../../src/server/limits/config";

beforeAll(() => {
  resetClock();
  overrideLimits({});
});

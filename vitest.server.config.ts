// Worker and Durable Object tests: vitest inside workerd through pool-workers, one worker (one
// workerd) per core (vitest's default leaves a core to its main process). A worker's files share
// its workerd (`isolate: false`): starting one per file was more than half of the suite's time.
// They share the storage too, which is safe because every test makes its own games, addresses
// and client addresses; test/server/setup.ts puts the clock and the limits back before each
// file. The files that count what the whole process writes (every log line, every counter) run
// alone, in a workerd of their own, where no other file's computer is still playing; so do the
// two secrecy files, whose hundred games run 3-7x slower in a workerd other files have worked in.
import { availableParallelism } from "node:os";
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

/** Files that read process-wide output and so need a workerd no other file has used. */
const ALONE = ["test/server/log-lines.test.ts"];

/**
 * The longest files, several thousand requests each: a workerd that some sixty files have used
 * answers each request several times slower than a fresh one (about 20 s for either file in a
 * fresh workerd, 80-170 s after the others), so each gets a workerd of its own.
 */
const FRESH = ["test/server/secrecy-a.test.ts", "test/server/secrecy-b.test.ts"];

export default defineConfig({
  plugins: [
    cloudflareTest({
      main: "./src/server/index.ts",
      wrangler: { configPath: "./wrangler.toml" },
      // Mail goes to the development mailbox, which the tests read as their recording mailer.
      // Email jobs wait an hour, so only the tests run them (runDurableObjectAlarm); the daily
      // cap is high enough for whole games (the cap test fills the counter by hand). The abuse
      // limits are lifted ("0"): every test is one client, "local"; limits.test.ts sets its own.
      miniflare: {
        bindings: {
          DEV_MAILBOX: "on",
          NOTIFY_DELAY_SECONDS: "3600",
          DAILY_CAP: "500",
          LIMIT_GAMES_PER_HOUR: "0",
          LIMIT_SEATS_PER_HOUR: "0",
          LIMIT_MAIL_PER_HOUR: "0",
          LIMIT_MOVES_PER_MINUTE: "0",
          DEV_OUTBOX: "on",
          // The tests' origin is one this server serves (src/server/origin.ts).
          ORIGINS: "http://tavolo.test",
          // The operator's routes answer (operator-export.test.ts); one test takes it away.
          OPERATOR_TOKEN: "test-operator-token-0123456789",
          // Reports of a table are mailed here, into the development mailbox (report.test.ts).
          OPERATOR_EMAIL: "operator@tavolo.test",
        },
      },
    }),
  ],
  test: {
    testTimeout: 120_000,
    maxWorkers: availableParallelism(),
    setupFiles: ["test/server/setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["test/server/**/*.test.ts"],
          exclude: [...ALONE, ...FRESH],
          isolate: false,
        },
      },
      { extends: true, test: { name: "server-alone", include: [...ALONE, ...FRESH] } },
    ],
    // The server's info lines (a game created: src/server/log.ts) would bury the output
    // of a failing test, and every file's isolate reports the tests' own configuration (DEV_*
    // switches on http://tavolo.test) once; other warnings and errors still show.
    // log-lines.test.ts reads every line, production.test.ts the configuration check.
    onConsoleLog: (line) =>
      !line.startsWith('{"level":"info"') && !line.includes('"event":"config.problem"'),
  },
});

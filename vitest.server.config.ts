// Worker and Durable Object tests: vitest inside workerd through pool-workers.
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [
    cloudflareTest({
      main: "./src/server/index.ts",
      wrangler: { configPath: "./wrangler.toml" },
      // Mail goes to the development mailbox, which the tests read as their recording mailer.
      // Email jobs wait an hour, so only the tests run them (runDurableObjectAlarm); the daily
      // cap is high enough for whole games (the cap test fills the counter by hand).
      miniflare: {
        bindings: {
          DEV_MAILBOX: "on",
          DEV_OUTBOX: "on",
          NOTIFY_DELAY_SECONDS: "3600",
          DAILY_CAP: "500",
        },
      },
    }),
  ],
  test: { include: ["test/server/**/*.test.ts"], testTimeout: 120_000 },
});

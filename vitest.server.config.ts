// Worker and Durable Object tests: vitest inside workerd through pool-workers.
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [
    cloudflareTest({ main: "./src/server/index.ts", wrangler: { configPath: "./wrangler.toml" } }),
  ],
  test: { include: ["test/server/**/*.test.ts"], testTimeout: 120_000 },
});

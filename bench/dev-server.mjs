// A throw-away `wrangler dev` for the benchmarks (bench/api.mjs, bench/server.mjs): offline,
// quiet, its state in a fresh temporary folder that `stop` removes.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Every per-client and per-game limit lifted (docs/api.md, "Hardening"): one client plays many games. */
export const LIFT_LIMITS = [
  "LIMIT_GAMES_PER_HOUR:0",
  "LIMIT_SEATS_PER_HOUR:0",
  "LIMIT_MAIL_PER_HOUR:0",
  "LIMIT_MOVES_PER_MINUTE:0",
  "LIMIT_SOCKETS_PER_GAME:0",
];

/**
 * Starts `wrangler dev` on 127.0.0.1:`port` with `vars` (`"NAME:value"`).
 * @returns {{ base: string, ready: () => Promise<void>, stop: () => void }}
 */
export function startDevServer(port, vars = []) {
  const base = `http://127.0.0.1:${port}`;
  const persist = mkdtempSync(join(tmpdir(), "tavolo-bench-"));
  const server = spawn(
    process.execPath,
    [
      "node_modules/wrangler/bin/wrangler.js",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      persist,
      ...vars.flatMap((v) => ["--var", v]),
    ],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_SEND_ERROR_REPORTS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        WRANGLER_HIDE_BANNER: "true",
      },
    },
  );
  return {
    base,
    /** Waits (up to a minute) until the server answers /status. */
    async ready() {
      for (let i = 0; i < 600; i++) {
        try {
          if ((await fetch(`${base}/status`)).ok) return;
        } catch {}
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error("wrangler dev did not start");
    },
    stop() {
      server.kill("SIGINT");
      rmSync(persist, { recursive: true, force: true });
    },
  };
}

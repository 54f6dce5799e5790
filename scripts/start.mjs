// `npm start`: builds the web UI (and rebuilds it on change), then serves everything with
// wrangler dev on http://127.0.0.1:8787, offline and quiet, with state kept in .wrangler/state,
// and the development mailbox and outbox on (every email shows at /dev/mail, every push and
// chat post at /dev/outbox; nothing is sent).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};

const children = [];
function run(cmd, args) {
  const child = spawn(cmd, args, { stdio: "inherit", env });
  children.push(child);
  child.on("exit", (code) => {
    for (const c of children) if (c !== child && c.exitCode === null) c.kill("SIGINT");
    // The web build watcher would keep this process alive: leave with wrangler.
    process.exit(code ?? 0);
  });
  return child;
}

if (existsSync("scripts/build-web.mjs")) {
  const { buildWeb } = await import("./build-web.mjs");
  await buildWeb({ watch: true });
}
run(process.execPath, [
  "node_modules/wrangler/bin/wrangler.js",
  "dev",
  "--ip",
  "127.0.0.1",
  "--port",
  process.env.PORT ?? "8787",
  // Emails go to the development mailbox at /dev/mail (README, "Email"), after 5 seconds.
  "--var",
  "DEV_MAILBOX:on",
  "--var",
  "NOTIFY_DELAY_SECONDS:5",
  // Push messages and chat posts go to the development outbox at /dev/outbox.
  "--var",
  "DEV_OUTBOX:on",
  ...process.argv.slice(2),
]);
for (const sig of ["SIGINT", "SIGTERM"])
  process.on(sig, () => children.forEach((c) => c.kill("SIGINT")));

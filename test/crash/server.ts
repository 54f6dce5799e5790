/**
 * A `wrangler dev` the crash test can kill: started offline and quiet in its own process group
 * (so SIGKILL to the group takes wrangler and every workerd child at once), on a free port, with
 * its state in a folder that outlives the process, so a restart continues the same games.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

/** A port nobody listens on, preferring `want`. */
export function freePort(want: number): Promise<number> {
  return new Promise((ok) => {
    const srv = createServer();
    srv.once("error", () => {
      const any = createServer();
      any.listen(0, "127.0.0.1", () => {
        const addr = any.address();
        any.close(() => ok(typeof addr === "object" && addr ? addr.port : 0));
      });
    });
    srv.listen(want, "127.0.0.1", () => srv.close(() => ok(want)));
  });
}

/** The pids still in process group `pgid` (empty once everything in it is gone). */
export function groupMembers(pgid: number): number[] {
  const ps = spawnSync("ps", ["-o", "pid=,stat=", "-g", String(pgid)], { encoding: "utf8" });
  return ps.stdout
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .filter(([pid, stat]) => pid && !stat?.startsWith("Z"))
    .map(([pid]) => Number(pid));
}

/** One wrangler dev over a state folder; `start` again after `kill` continues the same state. */
export class Server {
  private child: ChildProcess | null = null;
  private output = "";
  baseURL = "";
  /** How many times it was started. */
  starts = 0;

  constructor(
    private readonly stateDir: string,
    private port: number,
  ) {}

  /** Starts wrangler dev and waits until /status answers (up to 90 s). */
  async start(): Promise<void> {
    this.port = await freePort(this.port);
    this.output = "";
    const child = spawn(
      process.execPath,
      [
        join(root, "node_modules/wrangler/bin/wrangler.js"),
        "dev",
        "--ip",
        "127.0.0.1",
        "--port",
        String(this.port),
        "--persist-to",
        this.stateDir,
        "--var",
        "DEV_MAILBOX:on",
        "--var",
        "NOTIFY_DELAY_SECONDS:1",
      ],
      {
        cwd: root,
        // Its own process group: the test kills the group, workerd included.
        detached: true,
        env: {
          ...process.env,
          WRANGLER_SEND_METRICS: "false",
          WRANGLER_SEND_ERROR_REPORTS: "false",
          CLOUDFLARE_CF_FETCH_ENABLED: "false",
          WRANGLER_HIDE_BANNER: "true",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    this.child = child;
    this.starts++;
    // Detached, it would outlive a test run that is itself killed: take the group down on exit.
    const pid = child.pid;
    const reap = () => {
      try {
        if (pid) process.kill(-pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    };
    process.once("exit", reap);
    child.once("exit", () => process.off("exit", reap));
    child.stdout?.on("data", (d: Buffer) => (this.output = (this.output + d).slice(-20000)));
    child.stderr?.on("data", (d: Buffer) => (this.output = (this.output + d).slice(-20000)));
    this.baseURL = `http://127.0.0.1:${this.port}`;
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        const res = await fetch(`${this.baseURL}/status`);
        if (res.ok) return;
      } catch {
        /* not up yet */
      }
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`wrangler dev did not start on ${this.baseURL}:\n${this.log()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** SIGKILL to the whole process group; resolves when nothing of it is left. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child?.pid) return;
    this.child = null;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      /* already gone */
    }
    for (let i = 0; i < 100 && groupMembers(child.pid).length > 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    const left = groupMembers(child.pid);
    if (left.length) throw new Error(`processes survived SIGKILL: ${left.join(", ")}`);
  }

  /** The last lines wrangler printed (for failure messages). */
  log(): string {
    return this.output.slice(-3000);
  }
}

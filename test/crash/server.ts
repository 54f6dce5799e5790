/**
 * A `wrangler dev` the crash test can kill: started offline and quiet in its own process group
 * (so SIGKILL to the group takes wrangler and every workerd child at once), on a free port, with
 * its state in a folder that outlives the process, so a restart continues the same games.
 */
import { spawnSync } from "node:child_process";
import { startDevServer, type DevServer } from "../../scripts/dev-server.mjs";

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
  /** The latest start (kept after a kill, for its output). */
  private dev: DevServer | null = null;
  private running = false;
  baseURL = "";
  /** How many times it was started. */
  starts = 0;

  constructor(
    private readonly stateDir: string,
    private port: number,
  ) {}

  /** Starts wrangler dev and waits until /status answers (up to 90 s). */
  async start(): Promise<void> {
    const dev = await startDevServer({
      port: this.port,
      stateDir: this.stateDir,
      vars: ["DEV_MAILBOX:on", "NOTIFY_DELAY_SECONDS:1"],
      // Its own process group: the test kills the group, workerd included.
      detached: true,
    });
    this.port = dev.port;
    this.dev = dev;
    this.running = true;
    this.starts++;
    // Detached, it would outlive a test run that is itself killed: take the group down on exit.
    const pid = dev.child.pid;
    const reap = () => {
      try {
        if (pid) process.kill(-pid, "SIGKILL");
      } catch {
        /* already gone */
      }
    };
    process.once("exit", reap);
    dev.child.once("exit", () => process.off("exit", reap));
    this.baseURL = dev.baseURL;
    await dev.ready();
  }

  /** SIGKILL to the whole process group; resolves when nothing of it is left. */
  async kill(): Promise<void> {
    const child = this.dev?.child;
    if (!this.running || !child?.pid) return;
    this.running = false;
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
    return this.dev?.output().slice(-3000) ?? "";
  }
}

// Types of dev-server.mjs, for the TypeScript tests and benchmarks.
import type { ChildProcess } from "node:child_process";

/** Wrangler offline and quiet. */
export const QUIET_ENV: Record<string, string>;

/** Every per-client and per-game limit lifted. */
export const LIFT_LIMITS: string[];

/** A port nobody listens on, preferring `want` (0: any). */
export function freePort(want?: number): Promise<number>;

/** Bundles the Worker once into `outdir`; answers the bundle's entry. */
export function bundleWorker(outdir: string): string;

/** A running local server. */
export interface LocalServer {
  baseURL: string;
  port: number;
  stateDir: string;
  /** What wrangler printed lately. */
  output(): string;
  /** Waits until /status answers. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGINT, then SIGKILL; removes a state folder it made. */
  stop(): Promise<void>;
}

/** A running `wrangler dev`, with its process. */
export interface DevServer extends LocalServer {
  child: ChildProcess;
}

/** Starts `wrangler dev` on a free port near `port`. */
export function startDevServer(o?: {
  port?: number;
  vars?: string[];
  stateDir?: string;
  script?: string;
  detached?: boolean;
  stderr?: "pipe" | "inherit";
}): Promise<DevServer>;

/** Serves a bundle from `bundleWorker` with Miniflare and wrangler.toml's bindings. */
export function startMiniflare(o: {
  script: string;
  port?: number;
  vars?: string[];
}): Promise<LocalServer>;

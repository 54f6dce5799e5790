// Types of dev-server.mjs, for the TypeScript benchmarks (bench/web.ts).

/** Every per-client and per-game limit lifted. */
export const LIFT_LIMITS: string[];

/** A throw-away `wrangler dev` on 127.0.0.1:`port` with `vars` ("NAME:value"). */
export function startDevServer(
  port: number,
  vars?: string[],
): { base: string; ready(): Promise<void>; stop(): void };

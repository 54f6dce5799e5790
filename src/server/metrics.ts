/**
 * Counters for the operator: games created, moves, emails and pushes, sockets and relays. In
 * production they go to Workers Analytics Engine (the `METRICS` binding of the deployed
 * environments, wrangler.toml); without the binding (`npm start`, tests) they are kept in this
 * isolate's memory, where tests read them (`localMetrics`). docs/operations.md says what to query.
 */
import type { Env } from "./env";

/** What is counted. */
export type MetricEvent =
  | "game.created"
  | "move"
  | "mail.sent"
  | "mail.failed"
  | "push.sent"
  | "push.gone"
  | "push.failed"
  | "chat.sent"
  | "chat.failed"
  | "socket.opened"
  | "relay.joined";

/** Counts events, each with one label (a game kind, a message kind; never a person). */
export interface Metrics {
  count(event: MetricEvent, label?: string, n?: number): void;
}

const memory = new Map<string, number>();

/** The local fake: counts kept in this isolate, keyed `event` or `event:label`. */
export const localMetrics = {
  /** The counts so far. */
  counts(): Record<string, number> {
    return Object.fromEntries(memory);
  },
  /** One count (0 when never counted). */
  get(event: MetricEvent, label?: string): number {
    return memory.get(label ? `${event}:${label}` : event) ?? 0;
  },
  /** Forgets every count. */
  reset(): void {
    memory.clear();
  },
};

const memoryMetrics: Metrics = {
  count(event, label, n = 1) {
    for (const key of label ? [event, `${event}:${label}`] : [event])
      memory.set(key, (memory.get(key) ?? 0) + n);
  },
};

/** The metrics of this environment: Analytics Engine when bound, else the local fake. */
export function metrics(env: Pick<Env, "METRICS">): Metrics {
  const dataset = env.METRICS;
  if (!dataset) return memoryMetrics;
  return {
    count(event, label = "", n = 1) {
      try {
        // blob1: the event, blob2: its label; double1: how many. Indexed (sampled) by event.
        dataset.writeDataPoint({ blobs: [event, label], doubles: [n], indexes: [event] });
      } catch {
        // A lost data point never breaks what it counts.
      }
    },
  };
}

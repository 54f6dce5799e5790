/**
 * The crash test's HTTP client: every request goes to the server of the moment and, when the
 * connection fails because the server was killed, waits for the restart and sends the very same
 * request again (same move id and seq), as a real client retrying would.
 */
import type { Server } from "./server";

/** An answer: status and parsed body. */
export interface Reply<T = unknown> {
  status: number;
  body: T;
}

/** Whether the server is up; requests wait on `up` while it is down. */
export class Gate {
  up: Promise<void> = Promise.resolve();
  private open: (() => void) | null = null;
  /** Requests that failed on a dead connection and were sent again after a restart. */
  retried = 0;

  close(): void {
    this.up = new Promise((r) => (this.open = r));
  }

  reopen(): void {
    this.open?.();
    this.open = null;
  }
}

/** Sends a request, retrying through crashes; a 5xx answer is an error. */
export async function send<T>(
  server: Server,
  gate: Gate,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Reply<T>> {
  for (let attempt = 0; ; attempt++) {
    await gate.up;
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers["Content-Type"] = "application/json";
    let res: Response;
    try {
      res = await fetch(`${server.baseURL}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      if (attempt > 50) throw err;
      gate.retried++;
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    const text = await res.text().catch(() => null);
    if (text === null) {
      gate.retried++;
      continue;
    }
    if (res.status >= 500) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }
}

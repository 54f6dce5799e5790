// A client that cuts its upload off mid-body (closed the page, lost the network) gets a 4xx
// answer nobody reads, and the server logs no "unexpected error" for it: the error log is
// for the server's own faults (src/server/input.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ErrorBody } from "../../src/protocol";
import { fetchWorker, ORIGIN, twoPlayerGame } from "./helpers";

/** A body that sends `head` and then breaks, as a dropped connection does. */
function cutOff(head: string): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(new TextEncoder().encode(head));
      } else controller.error(new TypeError("Network connection lost."));
    },
  });
}

afterEach(() => vi.restoreAllMocks());

describe("an upload cut off mid-body", () => {
  it("answers 400 input/aborted and logs no unexpected error, on every kind of route", async () => {
    const { id, tokens } = await twoPlayerGame();
    const errors = vi.spyOn(console, "error");
    for (const [method, path, token] of [
      ["POST", "/api/games", undefined],
      ["POST", `/api/games/${id}/moves`, tokens[0]],
      ["PUT", `/api/games/${id}/mail`, tokens[0]],
      ["POST", `/api/games/${id}/resign`, tokens[1]],
    ] as const) {
      const headers: Record<string, string> = { "Content-Type": "application/json" };
      if (token) headers["Authorization"] = `Bearer ${token}`;
      const res = await fetchWorker(
        new Request(`${ORIGIN}${path}`, {
          method,
          headers,
          body: cutOff('{"game":"pazaak","na'),
          duplex: "half",
        } as RequestInit),
      );
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe("input/aborted");
    }
    const logged = errors.mock.calls.map((c) => c.join(" "));
    expect(logged.filter((l) => /unexpected/i.test(l))).toEqual([]);
  });

  it("answers 400 input/aborted when the body had declared its length (read at once)", async () => {
    const { id, tokens } = await twoPlayerGame();
    const errors = vi.spyOn(console, "error");
    const head = '{"seq":0,"moveId":"a","mo';
    const res = await fetchWorker(
      new Request(`${ORIGIN}/api/games/${id}/moves`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": String(head.length + 40),
          Authorization: `Bearer ${tokens[0]}`,
        },
        body: cutOff(head),
        duplex: "half",
      } as RequestInit),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.code).toBe("input/aborted");
    const logged = errors.mock.calls.map((c) => c.join(" "));
    expect(logged.filter((l) => /unexpected/i.test(l))).toEqual([]);
  });
});

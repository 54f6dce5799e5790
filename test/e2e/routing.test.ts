/**
 * Which layer answers a path, checked against the real server with its assets (the workerd tests skip
 * the static-assets layer): every path under /api and /status reaches the Worker and answers
 * JSON, a 404 `http/not-found` when it names nothing; page paths get the web app.
 */
import { describe, expect, it } from "vitest";
import { baseURL } from "./helpers";

describe("routing at the edge", () => {
  it("paths under /api and /status that name nothing answer the JSON 404, never the page", async () => {
    for (const path of ["/api", "/api/", "/api/nothing", "/api/games", "/status/x", "/status/"]) {
      const res = await fetch(baseURL() + path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("http/not-found");
      expect(body.error.message).toMatch(/\.$/);
    }
  });

  it("/status answers JSON and page paths answer the web app", async () => {
    const status = await fetch(baseURL() + "/status");
    expect(await status.json()).toMatchObject({ ok: true, service: "tavolo" });
    for (const path of ["/", "/g/AAAAAAAAAAAAAAAA", "/new/pazaak"]) {
      const res = await fetch(baseURL() + path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    }
  });
});

/**
 * Embedding and sharing at the Worker: who may frame what (the embeds, the game
 * pages, the API), the game page's sharing tags (the creator's name, escaped, never a token),
 * the oEmbed provider, and the CORS answers a sandboxed embed (Origin: null) needs.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { games } from "../../src/engine";
import type { CreateGameResponse } from "../../src/protocol";
import { call, fetchWorker, ORIGIN } from "./helpers";

const get = (path: string, headers: Record<string, string> = {}) =>
  fetchWorker(new Request(`${ORIGIN}${path}`, { headers }));

async function newGame(name = "Anna") {
  const r = await call<CreateGameResponse>("POST", "/api/games", {
    body: { game: "pazaak", name },
  });
  expect(r.status).toBe(201);
  return r.body;
}

describe("framing", () => {
  it("only /embed/* may be framed; game pages, the API and static pages refuse", async () => {
    const g = await newGame();
    // A spectator's embed and a try page are builds of their own (web/pazaak/try-embed.tsx).
    for (const [path, entry] of [
      [`/embed/g/${g.id}`, "/assets/embed-pazaak-"],
      ["/embed/try/pazaak", "/assets/embed-try-pazaak-"],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors *");
      expect(res.headers.get("X-Frame-Options"), path).toBeNull();
      expect(await res.text()).toContain(entry);
    }
    for (const path of [
      `/g/${g.id}`,
      `/g/${g.id}/share`,
      `/api/games/${g.id}`,
      "/status",
      "/oembed?url=x",
    ]) {
      const res = await get(path);
      expect(res.headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
      expect(res.headers.get("X-Frame-Options"), path).toBe("DENY");
    }
  });
});

describe("sharing tags", () => {
  it("a game page names the creator, escaped, with the game's preview and the oEmbed link; no secret", async () => {
    const g = await newGame('Anna "<b>"');
    const res = await get(`/g/${g.id}`);
    const html = await res.text();
    expect(html).toContain(
      '<meta property="og:title" content="Anna &quot;&lt;b&gt;&quot; invites you to Pazaak">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/og/g/${g.id}/0.png">`);
    expect(html).toContain('type="application/json+oembed"');
    expect(html).toContain(`/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${g.id}`)}`);
    for (const secret of [g.token, ...g.invites.map((i) => i.invite)])
      expect(html).not.toContain(secret);
    // Still the app: its bundle is there.
    expect(html).toContain('<div id="app">');
  });

  it("the home page has the site's preview tags and image, and refuses framing", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    const html = await res.text();
    expect(html).toContain('<div id="app">');
    expect(html).toContain('<meta property="og:title" content="Tavolo: card games with friends');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/">`);
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/og/tavolo.png">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const image = await env.ASSETS.fetch(new Request(`${ORIGIN}/og/tavolo.png`));
    expect(image.status).toBe(200);
  });

  it("an unknown game gets the plain app page, without tags", async () => {
    const html = await (await get("/g/AAAAAAAAAAAAAAAA")).text();
    expect(html).toContain('<div id="app">');
    expect(html).not.toContain("og:title");
  });

  it("every game of the registry has its preview image", async () => {
    for (const game of Object.keys(games)) {
      const res = await env.ASSETS.fetch(new Request(`${ORIGIN}/og/${game}.png`));
      expect(res.status, game).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      // PNG signature, then IHDR's width and height: 1200 × 630.
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
      const view = new DataView(bytes.buffer);
      expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
    }
  });
});

describe("oEmbed", () => {
  it("answers rich iframe HTML for a game link (dropping its fragment) within the consumer's size", async () => {
    const g = await newGame();
    const url = `${ORIGIN}/g/${g.id}#seat=${g.token}`;
    const r = await call<Record<string, unknown>>(
      "GET",
      `/oembed?url=${encodeURIComponent(url)}&maxwidth=500&maxheight=400&format=json`,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ version: "1.0", type: "rich", width: 500, height: 400 });
    expect(r.body.html).toContain(`src="${ORIGIN}/embed/g/${g.id}"`);
    expect(r.body.html).toContain('sandbox="allow-scripts');
    expect(r.text).not.toContain(g.token);
  });

  it("answers the try page for every game, and refuses what is not a Tavolo game", async () => {
    for (const game of Object.keys(games)) {
      const r = await call<{ html: string; width: number }>(
        "GET",
        `/oembed?url=${encodeURIComponent(`${ORIGIN}/embed/try/${game}`)}`,
      );
      expect(r.status, game).toBe(200);
      expect(r.body.html).toContain(`/embed/try/${game}"`);
      expect(r.body.width).toBe(640);
    }
    const refused = [
      ["/oembed", 400, "input/invalid"],
      [
        `/oembed?url=${encodeURIComponent("https://elsewhere.example/g/AAAAAAAAAAAAAAAA")}`,
        404,
        "embed/unknown-url",
      ],
      [
        `/oembed?url=${encodeURIComponent(`${ORIGIN}/g/AAAAAAAAAAAAAAAA`)}`,
        404,
        "embed/unknown-url",
      ],
      [`/oembed?url=${encodeURIComponent(`${ORIGIN}/embed/try/chess`)}`, 404, "embed/unknown-url"],
      [
        `/oembed?url=${encodeURIComponent(`${ORIGIN}/embed/try/pazaak`)}&format=xml`,
        501,
        "embed/unsupported-format",
      ],
      [
        `/oembed?url=${encodeURIComponent(`${ORIGIN}/embed/try/pazaak`)}&maxwidth=-3`,
        400,
        "input/invalid",
      ],
    ] as const;
    for (const [path, status, code] of refused) {
      const r = await call<{ error: { code: string } }>("GET", path);
      expect([r.status, r.body.error.code], path).toEqual([status, code]);
    }
  });
});

describe("CORS for sandboxed embeds", () => {
  it("answers Origin: null (preflight and answers), and no other origin", async () => {
    const pre = await fetchWorker(
      new Request(`${ORIGIN}/api/games`, {
        method: "OPTIONS",
        headers: { Origin: "null", "Access-Control-Request-Method": "POST" },
      }),
    );
    expect(pre.status).toBe(204);
    expect(pre.headers.get("Access-Control-Allow-Origin")).toBe("null");
    expect(pre.headers.get("Access-Control-Allow-Headers")).toContain("authorization");
    const g = await newGame();
    const res = await get(`/api/games/${g.id}`, { Origin: "null" });
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("null");
    const other = await get(`/api/games/${g.id}`, { Origin: "https://evil.example" });
    expect(other.headers.get("Access-Control-Allow-Origin")).toBeNull();
  });
});

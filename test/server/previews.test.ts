/**
 * Live link previews: a game page's sharing tags say whose turn it is and the score (the
 * description and the Twitter card's label/data pairs), its image is the spectator table at
 * this move (`/og/g/{id}/{seq}.png`), drawn once per move and kept in the edge cache, an older
 * move's address goes on to the current one, and a client that has had too many drawn gets the
 * game's static image. What a preview shows never depends on what a spectator cannot see: a
 * hidden change (the fuzz specs' own, for a spectator) leaves the tags and the image's bytes the
 * same, for every game.
 */
import { describe, expect, it } from "vitest";
import { findGame, games, seatCounts, type AnyGame } from "../../src/engine";
import type { Player, Table } from "../../src/protocol";
import { drawPng } from "../../src/server/embed/draw";
import { previewOf } from "../../src/server/embed/live-preview";
import { previewSvg } from "../../src/server/embed/preview-image";
import { shareTags } from "../../src/server/embed/share-tags";
import { overrideLimits } from "../../src/server/limits/config";
import { botRun } from "../engine/kit";
import { FuzzRng } from "../fuzz/rng";
import { specOf } from "../fuzz/specs";
import { createGame, fetchWorker, ORIGIN, twoPlayerGame } from "./helpers";

const get = (path: string, headers: Record<string, string> = {}) =>
  fetchWorker(new Request(`${ORIGIN}${path}`, { headers, redirect: "manual" }));

/** The content of one `<meta>` of a page, or undefined. */
function meta(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`);
  return re.exec(html)?.[1];
}

describe("a game page's live tags", () => {
  it("say whose turn it is and the score, with the image of this move; never a secret", async () => {
    const { id, tokens, created } = await twoPlayerGame();
    const html = await (await get(`/g/${id}`)).text();
    expect(meta(html, "og:description")).toMatch(
      /^Anna and Bruno to move\. Score: Anna 0 – Bruno 0\. /,
    );
    expect(meta(html, "twitter:label1")).toBe("Turn");
    expect(meta(html, "twitter:data1")).toBe("Anna and Bruno to move");
    expect(meta(html, "twitter:label2")).toBe("Score");
    expect(meta(html, "twitter:data2")).toBe("Anna 0 – Bruno 0");
    const image = meta(html, "og:image");
    expect(image).toMatch(new RegExp(`^${ORIGIN}/og/g/${id}/\\d+\\.png$`));
    expect(meta(html, "twitter:image")).toBe(image);
    for (const secret of [...tokens, ...created.invites.map((i) => i.invite)])
      expect(html).not.toContain(secret);
  });

  it("an open seat's link invites, without a turn", async () => {
    const g = await createGame();
    const html = await (await get(`/g/${g.id}`)).text();
    expect(meta(html, "og:title")).toBe("Anna invites you to Pazaak");
    expect(meta(html, "og:image")).toBe(`${ORIGIN}/og/g/${g.id}/0.png`);
  });
});

describe("the live image", () => {
  it("is a PNG of 1200 × 630 kept for a year; the same bytes again from the cache", async () => {
    const { id } = await twoPlayerGame();
    const html = await (await get(`/g/${id}`)).text();
    const path = new URL(meta(html, "og:image")!).pathname;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toContain("immutable");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(1, 4)]).toEqual([80, 78, 71]);
    const size = new DataView(bytes.buffer, 16, 8);
    expect([size.getUint32(0), size.getUint32(4)]).toEqual([1200, 630]);
    // The second answer comes from the cache (even with the draws used up).
    overrideLimits({ previewsPerHour: 1 });
    try {
      await get(path, { "CF-Connecting-IP": "203.0.113.90" });
      const again = await get(path, { "CF-Connecting-IP": "203.0.113.90" });
      expect(again.status).toBe(200);
      expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    } finally {
      overrideLimits({});
    }
  });

  it("sends another move's address on to the current one, and knows no other game", async () => {
    const { id } = await twoPlayerGame();
    const html = await (await get(`/g/${id}`)).text();
    const current = meta(html, "og:image")!;
    const old = await get(`/og/g/${id}/9999.png`);
    expect(old.status).toBe(302);
    expect(old.headers.get("Location")).toBe(current);
    for (const path of ["/og/g/nogamehere12345/0.png", `/og/g/${id}/x.png`, "/og/g/%3Cb%3E/0.png"])
      expect((await get(path)).status, path).toBe(404);
  });

  it("beyond a client's draws, sends the game's static image", async () => {
    const g = await createGame();
    overrideLimits({ previewsPerHour: 1 });
    try {
      const ip = { "CF-Connecting-IP": "203.0.113.91" };
      // One draw for this client: another game's image is not drawn for it.
      const other = await createGame();
      expect((await get(`/og/g/${other.id}/0.png`, ip)).status).toBe(200);
      const res = await get(`/og/g/${g.id}/0.png`, ip);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(`${ORIGIN}/og/pazaak.png`);
    } finally {
      overrideLimits({});
    }
  });
});

/** A spectator's table of `state`, as the room builds it, with every seat taken. */
function spectatorTable(game: AnyGame, state: unknown, seq: number): Table {
  const view = game.view(state as never, null) as { seats?: unknown[]; positions?: unknown[] };
  const count = view.seats?.length ?? view.positions?.length ?? 0;
  const players: Player[] = Array.from({ length: count }, (_, seat) => ({
    seat,
    name: `P${seat}`,
    computer: false,
    joined: true,
    online: false,
    lastSeen: 1,
  }));
  return {
    id: "previewgame01",
    game: game.id,
    seq,
    seat: null,
    view,
    legal: [],
    toAct: game.toAct(state as never),
    outcome: game.outcome(state as never),
    players,
    creator: 0,
    options: {},
    commitment: "c",
    created: 1,
    updated: 1,
  };
}

describe("non-interference", () => {
  for (const game of Object.values(games))
    it(`${game.id}: a hidden change leaves a preview's tags and image bytes the same`, async () => {
      const spec = specOf(game.id);
      const rng = new FuzzRng(`preview-hidden-${game.id}`);
      const seats = seatCounts(game.seats).at(-1)!;
      const run = botRun(game, seats, `preview-${seats}`, { cap: spec.maxMoves });
      // A few states along the game: drawing is the costly part.
      const picks = [1, Math.floor(run.states.length / 2), run.states.length - 2].filter(
        (i) => i > 0 && i < run.states.length,
      );
      let compared = 0;
      for (const i of picks) {
        const state = run.states[i];
        const table = spectatorTable(game, state, i);
        const tags = shareTags(table, ORIGIN, `${ORIGIN}/g/${table.id}`);
        const png = await drawPng(previewSvg(previewOf(table)));
        const json = JSON.stringify(state);
        for (const change of spec.hidden(state as never, null, rng).slice(0, 2)) {
          const copy = JSON.parse(json) as unknown;
          if (!change.apply(copy as never)) continue;
          const other = spectatorTable(game, copy, i);
          expect(shareTags(other, ORIGIN, `${ORIGIN}/g/${other.id}`), change.what).toBe(tags);
          expect(await drawPng(previewSvg(previewOf(other))), change.what).toEqual(png);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(0);
      // The game keeps a score the preview shows.
      expect(findGame(game.id)?.score).toBeTypeOf("function");
    });
});

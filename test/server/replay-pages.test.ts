// A finished game's replay at the Worker: the replay page's sharing tags name the game and the
// moment (never a token), the replay embed is framable and is the game's replay build, oEmbed
// answers replay addresses (the move carried into the frame), and the replay API (index and
// steps, with every seat's view) opens only once the game is over.
import { describe, expect, it } from "vitest";
import type { ReplayIndex, ReplayStep } from "../../src/protocol";
import { call, chooser, fetchWorker, ORIGIN, playThroughHttp, twoPlayerGame } from "./helpers";

const get = (path: string) => fetchWorker(new Request(`${ORIGIN}${path}`));

describe("a replay's pages and API", () => {
  it("names the moment in its preview, embeds, answers oEmbed, and serves steps once over", async () => {
    const { id, tokens, created } = await twoPlayerGame();
    // Before the end: no replay API, no replay preview, no replay oEmbed.
    expect((await call("GET", `/api/games/${id}/replay`)).text).toContain("room/not-over");
    expect((await call("GET", `/api/games/${id}/replay/0`)).status).toBe(409);
    expect(await (await get(`/g/${id}/replay`)).text()).not.toContain("Replay:");
    const early = await call(
      "GET",
      `/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${id}/replay`)}`,
    );
    expect(early.status).toBe(404);

    const final = await playThroughHttp(id, tokens, chooser(5));
    const page = await get(`/g/${id}/replay?m=5&as=1&seat=${tokens[0]}`);
    const html = await page.text();
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
    expect(html).toContain(
      `<meta property="og:title" content="Replay: Anna and Bruno play Pazaak, move 5 of ${final.seq}, as Bruno saw it">`,
    );
    expect(html).toContain(
      `<meta property="og:url" content="${ORIGIN}/g/${id}/replay?m=5&amp;as=1">`,
    );
    for (const secret of [...tokens, ...created.invites.map((i) => i.invite)])
      expect(html).not.toContain(secret);
    expect(await (await get(`/g/${id}/replay`)).text()).toContain(
      `play Pazaak, the last move (${final.seq})">`,
    );

    const embed = await get(`/embed/replay/${id}`);
    expect(embed.status).toBe(200);
    expect(embed.headers.get("Content-Security-Policy")).toContain("frame-ancestors *");
    expect(await embed.text()).toContain("/assets/embed-replay-pazaak-");

    for (const url of [`${ORIGIN}/g/${id}/replay#m=7`, `${ORIGIN}/embed/replay/${id}?m=7`]) {
      const o = await call<{ html: string; title: string }>(
        "GET",
        `/oembed?url=${encodeURIComponent(url)}&maxwidth=500`,
      );
      expect(o.status, o.text).toBe(200);
      expect(o.body.html).toContain(`src="${ORIGIN}/embed/replay/${id}#m=7"`);
      expect(o.body.html).toContain('width="500"');
      expect(o.body.title).toContain(`move 7 of ${final.seq}`);
    }

    const index = await call<ReplayIndex>("GET", `/api/games/${id}/replay`);
    expect(index.status).toBe(200);
    expect(index.body.last).toBe(final.seq);
    expect(index.body.movers).toHaveLength(final.seq + 1);
    expect(index.body.marks[0]).toEqual({ set: 1 });
    const step = await call<ReplayStep>("GET", `/api/games/${id}/replay/${final.seq}`);
    expect(step.body.views).toHaveLength(2);
    expect(step.body.views[final.seat!]).toEqual(final.view);
    expect(step.body.seat).toBeNull();
    expect(step.body.outcome).toEqual(final.outcome);
    expect((await call("GET", `/api/games/${id}/replay/${final.seq + 1}`)).status).toBe(404);
  });
});

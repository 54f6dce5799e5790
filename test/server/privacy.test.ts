// The privacy page (/privacy, en, it and nl): every number it states is the configuration in
// force (limits/retention.ts, wrangler.toml's KEEP_* variables), it follows when they change,
// it says a turned-off lifetime as "kept", and every page the Worker renders and every email
// links to it.
import { env as testEnv } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import type { Env } from "../../src/server/env";
import { overrideLimits } from "../../src/server/limits/config";
import { retentionOf, type Retention } from "../../src/server/limits/retention";
import { confirmAddress, freshAddress, inbox } from "./mail-helpers";
import { fetchWorker, ORIGIN, twoPlayerGame } from "./helpers";

/** The Worker's bindings and variables, wrangler.toml's `[vars]` among them. */
const env = testEnv as unknown as Env;

afterAll(() => overrideLimits({}));

/** The page in `lang` (a query, or an Accept-Language header): status, HTML. */
async function privacy(query: string, headers: Record<string, string> = {}) {
  const res = await fetchWorker(new Request(`${ORIGIN}/privacy${query}`, { headers }));
  return { status: res.status, html: await res.text(), type: res.headers.get("Content-Type") };
}

/** Every `data-fact` number of a page, by its Retention key. */
function facts(html: string): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  for (const m of html.matchAll(/<b data-fact="(\w+)">([^<]*)<\/b>/g))
    (out[m[1]!] ??= []).push(Number(m[2]));
  return out;
}

describe("the privacy page", () => {
  it("states the lifetimes in force, in each language", async () => {
    const r: Retention = retentionOf(env);
    // The configuration the deploy ships (wrangler.toml) is what the page reads.
    expect(r.unstartedDays).toBe(Number(env.KEEP_UNSTARTED_DAYS));
    expect(r.finishedDays).toBe(Number(env.KEEP_FINISHED_DAYS));
    expect(r.inactiveDays).toBe(Number(env.KEEP_INACTIVE_DAYS));
    expect(r.inactiveDays).toBe(60);
    for (const lang of ["en", "it", "nl"]) {
      const page = await privacy(`?lang=${lang}`);
      expect(page.status).toBe(200);
      expect(page.type).toContain("text/html");
      expect(page.html).toContain(`<html lang="${lang}">`);
      const stated = facts(page.html);
      // Every fact is stated, and only as its configured value.
      expect(Object.keys(stated).sort()).toEqual(Object.keys(r).sort());
      for (const [key, values] of Object.entries(stated))
        for (const value of values)
          expect(value, `${lang}: ${key}`).toBe(r[key as keyof Retention]);
      // No other number is written into the words (the hash's name aside).
      const text = page.html
        .replace(/^[\s\S]*<body>/, "")
        .replace(/<b data-fact="\w+">[^<]*<\/b>/g, "")
        .replace(/<[^>]+>|&#?\w+;/g, "")
        .replaceAll("SHA-256", "");
      expect(text.match(/.{0,40}\d.{0,40}/)?.[0] ?? "").toBe("");
    }
  });

  it("follows the configuration, and says a turned-off lifetime as kept", async () => {
    overrideLimits({ unstartedDays: 3, finishedDays: 30, inactiveDays: 0 });
    const page = await privacy("?lang=en");
    expect(facts(page.html)).toMatchObject({ unstartedDays: [3], finishedDays: [30] });
    expect(facts(page.html)).not.toHaveProperty("inactiveDays");
    expect(page.html).toContain('data-key="inactive_never"');
    overrideLimits({ inactiveDays: 20 });
    expect(facts((await privacy("?lang=it")).html)).toMatchObject({
      inactiveDays: [20],
      warningDays: [7],
    });
    overrideLimits({});
  });

  it("speaks the browser's language without a query, English for any other", async () => {
    expect((await privacy("", { "Accept-Language": "nl-BE,nl;q=0.9" })).html).toContain(
      '<html lang="nl">',
    );
    expect((await privacy("?lang=xx", { "Accept-Language": "it" })).html).toContain(
      '<html lang="it">',
    );
    expect((await privacy("?lang=<b>")).html).toContain('<html lang="en">');
  });

  it("is linked from the Worker's pages and from every email", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = freshAddress();
    await confirmAddress(id, tokens[0], address);
    const mails = await inbox(address);
    expect(mails.length).toBeGreaterThan(0);
    // The confirmation email, which has no unsubscribe footer, links to it too.
    for (const mail of mails) {
      expect(mail.text).toContain(`${ORIGIN}/privacy?lang=en`);
      expect(mail.html).toContain(`href="${ORIGIN}/privacy?lang=en"`);
    }
    const bad = await fetchWorker(new Request(`${ORIGIN}/mail/confirm?g=x&t=y`));
    expect(await bad.text()).toContain('href="/privacy?lang=');
  });
});

/**
 * What a browser really downloads: every script and stylesheet a page fetches, gzipped as a
 * CDN would send it, for the weight budgets of the table page and the embeds.
 */
import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

/** Kilobytes, one decimal. */
export const kb = (n: number): string => (n / 1024).toFixed(1);

/**
 * Starts counting the scripts and stylesheets `page` receives (from `origin` only, when given);
 * the answer waits for the bodies met so far and gives their gzipped sizes.
 */
export function weighDownloads(
  page: Page,
  origin?: string,
): () => Promise<{ js: number; css: number }> {
  const sizes = { js: 0, css: 0 };
  const done: Promise<void>[] = [];
  page.on("response", (res) => {
    const type = res.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    if (origin !== undefined && !res.url().startsWith(origin)) return;
    done.push(
      res.body().then((body) => {
        const n = gzipSync(body).length;
        sizes[type === "script" ? "js" : "css"] += n;
        if (process.env.WEIGHT_FILES) console.log(`weight: ${kb(n)} ${res.url()}`);
      }),
    );
  });
  return async () => {
    await Promise.all(done);
    return sizes;
  };
}

// The static pages' `_headers` (dist/web/_headers), written by scripts/build-web.mjs: the
// Content-Security-Policy and permissions are the Worker's own (src/server/embed/csp.ts, read
// here, never written twice), the assets cached for a year and readable by any origin.
import { join } from "node:path";
import { loadTs } from "./web-games.mjs";

/**
 * The static pages' headers: the server's policy, framed by nobody. The bundles are public, and
 * an embed in a sandbox (an opaque origin) fetches its module scripts with CORS.
 * @param {string} root the project's folder @returns {Promise<string>} the `_headers` file
 */
export async function staticHeaders(root) {
  const { pageCsp, PERMISSIONS_POLICY } = (await loadTs(join(root, "src/server/embed/csp.ts")))
    .values;
  const rules = {
    "/*": {
      "Content-Security-Policy": pageCsp("'none'"),
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "Permissions-Policy": PERMISSIONS_POLICY,
    },
    "/assets/*": {
      "Cache-Control": "public, max-age=31536000, immutable",
      "Access-Control-Allow-Origin": "*",
    },
    "/og/*": { "Cache-Control": "public, max-age=86400", "Access-Control-Allow-Origin": "*" },
    "/sw.js": { "Cache-Control": "no-cache" },
  };
  const block = ([path, h]) => [path, ...Object.entries(h).map(([k, v]) => `  ${k}: ${v}`)];
  const blocks = Object.entries(rules).map((r) => block(r).join("\n"));
  return `${blocks.join("\n\n")}\n`;
}

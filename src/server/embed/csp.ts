/**
 * The Content-Security-Policy of the HTML pages the Worker serves (the game page with its
 * sharing tags, the embedded pages). It is the policy scripts/build-web.mjs writes into
 * _headers for the static pages (keep the two alike), apart from who may frame the page:
 * nobody for Tavolo's own pages, anyone for /embed/*.
 */

/** The policy, with `frame-ancestors` set to `ancestors`. */
export function pageCsp(ancestors: "'none'" | "*"): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join("; ");
}

/** The headers of a page the Worker serves; `framable` only for /embed/*. */
export function pageHeaders(framable: boolean): Headers {
  const h = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": pageCsp(framable ? "*" : "'none'"),
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    // The page is made per game (sharing tags) or names the embed's game: never stale.
    "Cache-Control": "no-cache",
  });
  if (!framable) h.set("X-Frame-Options", "DENY");
  return h;
}

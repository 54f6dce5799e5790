/**
 * The Content-Security-Policy of every HTML page, the one source of it: the Worker's pages (the
 * game page with its sharing tags, the embedded pages) and the static ones, whose _headers
 * scripts/build-web.mjs writes from `pageCsp("'none'")` and `PERMISSIONS_POLICY` here. The
 * pages differ only in who may frame them: nobody for Tavolo's own, anyone for /embed/*.
 * Styles: Preact writes style properties through the CSSOM, which CSP does not restrict, so no
 * 'unsafe-inline' is needed; the favicons are files (/icons/*.svg).
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

/** The browser features no page asks for. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=()";

/** The headers of a page the Worker serves; `framable` only for /embed/*. */
export function pageHeaders(framable: boolean): Headers {
  const h = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": pageCsp(framable ? "*" : "'none'"),
    "Permissions-Policy": PERMISSIONS_POLICY,
    // The page is made per game (sharing tags) or names the embed's game: never stale.
    "Cache-Control": "no-cache",
  });
  if (!framable) h.set("X-Frame-Options", "DENY");
  return h;
}

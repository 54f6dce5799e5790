/**
 * The small HTML pages the Worker itself serves (email confirmation, unsubscribe, the
 * development mailbox): one plain layout, no script, every value escaped.
 */

/** Escapes text for HTML (content and attribute values). */
export function esc(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** A whole page around `body` (already HTML). */
export function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Tavolo</title>
<style>
body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1d1d1f;background:#fafaf7}
h1{font-size:1.4rem}button,.btn{font:inherit;padding:.5rem 1rem;border-radius:6px;border:0;background:#1f6f50;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
.error{color:#a02020}pre{white-space:pre-wrap;background:#fff;border:1px solid #ddd;padding:1rem;border-radius:6px}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #e5e5e5;vertical-align:top;overflow-wrap:anywhere}
iframe{width:100%;height:28rem;border:1px solid #ddd;border-radius:6px;background:#fff}
.muted{color:#666;font-size:.9rem}
</style></head><body>${body}</body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** A page that says what went wrong: the error's sentence and its code. */
export function errorPage(code: string, message: string, status: number): Response {
  return page(
    "Link not valid",
    `<h1>That did not work</h1><p class="error" data-code="${esc(code)}">${esc(message)}</p><p class="muted">${esc(code)}</p><p><a href="/">Tavolo</a></p>`,
    status,
  );
}

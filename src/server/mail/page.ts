/**
 * The small HTML pages the Worker itself serves (email confirmation, unsubscribe, the privacy
 * page, the development mailbox): one plain layout, no script, every value escaped, a footer
 * with the privacy page.
 */
import { escapeHtml as esc } from "../html";
import { langOf, type Lang } from "../words";
import { hasLinkWord, linkSay } from "./link-words";

/** Escapes text for HTML (content and attribute values): the server's one escape. */
export { esc };

/** A whole page around `body` (already HTML), in language `lang`. */
export function page(title: string, body: string, status = 200, lang = "en"): Response {
  const html = `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Tavolo</title>
<style>
body{font-family:system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1d1d1f;background:#fafaf7}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}button,.btn{font:inherit;padding:.5rem 1rem;border-radius:6px;border:0;background:#1f6f50;color:#fff;cursor:pointer;text-decoration:none;display:inline-block}
.error{color:#a02020}pre{white-space:pre-wrap;background:#fff;border:1px solid #ddd;padding:1rem;border-radius:6px}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #e5e5e5;vertical-align:top;overflow-wrap:anywhere}th{overflow-wrap:normal}
iframe{width:100%;height:28rem;border:1px solid #ddd;border-radius:6px;background:#fff}
.muted{color:#666;font-size:.9rem}footer{margin-top:2rem;border-top:1px solid #e5e5e5;padding-top:.5rem}
</style></head><body><main>${body}</main>
<footer class="muted"><a href="/">Tavolo</a> · <a href="/privacy?lang=${esc(langOf(lang))}">${esc(linkSay(lang, "privacy"))}</a></footer></body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * A page that says what went wrong: the error's sentence and its code, in `lang` (the
 * sentence in that language where link-words.ts has one, else the server's `message`).
 */
export function errorPage(
  code: string,
  message: string,
  status: number,
  lang: Lang = "en",
): Response {
  const title = linkSay(lang, "error_title");
  const text = hasLinkWord(code) ? linkSay(lang, code) : message;
  return page(
    title,
    `<h1>${esc(title)}</h1><p class="error" data-code="${esc(code)}">${esc(text)}</p><p class="muted">${esc(code)}</p><p><a href="/">Tavolo</a></p>`,
    status,
    lang,
  );
}

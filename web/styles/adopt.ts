/**
 * Applies a stylesheet that arrived as text inside a lazy chunk (a game's table styles, built
 * from `*.css?inline` imports by scripts/build-web.mjs) as a constructed stylesheet: no extra
 * request, no inline <style> element for the CSP to refuse, and each sheet adopted once.
 */
const adopted = new Set<string>();

/** Adds `css` to the document's styles (once per distinct text). */
export function adoptStyles(css: string): void {
  if (adopted.has(css)) return;
  adopted.add(css);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

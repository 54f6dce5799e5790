/**
 * Applies a stylesheet that arrived as text inside a lazy chunk (a game's table styles, built
 * from `*.css?inline` imports by scripts/build-web.mjs) as a constructed stylesheet: no extra
 * request, no inline <style> element for the CSP to refuse, and each sheet made once.
 *
 * A page's own sheet is adopted for good (`adoptStyles`); a game's table sheet only while one
 * of its tables is on screen (`useStyles`), so navigating within the app from one game's table
 * to another's never leaves the first game's rules applying to the second.
 */
import { useLayoutEffect } from "preact/hooks";

/** Each sheet, with how many mounted components hold it (Infinity: adopted for good). */
const sheets = new Map<string, { sheet: CSSStyleSheet; n: number }>();

/** Counts one more (or one less) holder of `css`: the sheet is in the document while n > 0. */
function hold(css: string, by: number, first = false): void {
  let s = sheets.get(css);
  if (!s) {
    s = { sheet: new CSSStyleSheet(), n: 0 };
    s.sheet.replaceSync(css);
    sheets.set(css, s);
  }
  s.n += by;
  const others = document.adoptedStyleSheets.filter((x) => x !== s.sheet);
  document.adoptedStyleSheets =
    s.n > 0 ? (first ? [s.sheet, ...others] : [...others, s.sheet]) : others;
}

/**
 * Adds `css` to the document's styles for good (once per distinct text).
 * @param first before the sheets adopted so far (shared parts that pages' sheets refine)
 */
export function adoptStyles(css: string, first = false): void {
  hold(css, Infinity, first);
}

/**
 * Adds `css` to the document's styles while the calling component is mounted (before its
 * first paint), and takes it away when the last component holding it unmounts.
 */
export function useStyles(css: string): void {
  useLayoutEffect(() => {
    hold(css, 1);
    return () => hold(css, -1);
  }, [css]);
}

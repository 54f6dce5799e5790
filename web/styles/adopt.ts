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

const sheets = new Map<string, CSSStyleSheet>();
/** How many mounted components hold each sheet (`useStyles`). */
const holders = new Map<CSSStyleSheet, number>();

function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

function add(sheet: CSSStyleSheet): void {
  if (!document.adoptedStyleSheets.includes(sheet))
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** Adds `css` to the document's styles for good (once per distinct text). */
export function adoptStyles(css: string): void {
  const sheet = sheetOf(css);
  holders.set(sheet, Infinity);
  add(sheet);
}

/**
 * Adds `css` to the document's styles while the calling component is mounted (before its
 * first paint), and takes it away when the last component holding it unmounts.
 */
export function useStyles(css: string): void {
  useLayoutEffect(() => {
    const sheet = sheetOf(css);
    holders.set(sheet, (holders.get(sheet) ?? 0) + 1);
    add(sheet);
    return () => {
      const left = (holders.get(sheet) ?? 1) - 1;
      holders.set(sheet, left);
      if (left > 0) return;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [css]);
}

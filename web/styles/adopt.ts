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
const sheets = new Map<string, { sheet: CSSStyleSheet; n: number; rank?: number }>();

/**
 * Counts one more (or one less) holder of `css`: the sheet is in the document while n > 0.
 * Ranked sheets come first, in their ranks' order; the others after, in adoption order.
 */
function hold(css: string, by: number, rank?: number): void {
  let s = sheets.get(css);
  if (!s) {
    s = { sheet: new CSSStyleSheet(), n: 0, rank };
    s.sheet.replaceSync(css);
    sheets.set(css, s);
  }
  s.n += by;
  const others = document.adoptedStyleSheets.filter((x) => x !== s.sheet);
  const all = s.n > 0 ? [...others, s.sheet] : others;
  const rankOf = new Map([...sheets.values()].map((x) => [x.sheet, x.rank ?? Infinity]));
  // A stable sort: the unranked keep their order after the ranked ones. A sheet not made here
  // (an embed's own stylesheet, adopted by its entry before anything else: scripts/page-weight.mjs `styleModule`)
  // stays first, where its <link> used to be.
  document.adoptedStyleSheets = all.sort((a, b) => {
    const ra = rankOf.get(a) ?? -Infinity;
    const rb = rankOf.get(b) ?? -Infinity;
    return ra === rb ? 0 : ra < rb ? -1 : 1;
  });
}

/**
 * Adds `css` to the document's styles for good (once per distinct text).
 * @param rank before every unranked sheet, in this order among the ranked ones: shared parts
 *   that pages' and games' sheets refine (the game page's layout 1, the table parts 2), where
 *   the main stylesheet used to hold them
 */
export function adoptStyles(css: string, rank?: number): void {
  hold(css, Infinity, rank);
}

/**
 * Adds `css` to the document's styles while the calling component is mounted (before its
 * first paint), and takes it away when the last component holding it unmounts. None yet
 * (`undefined`: a lazy part's sheet still on its way) adds nothing.
 */
export function useStyles(css: string | undefined): void {
  useLayoutEffect(() => {
    if (css === undefined) return;
    hold(css, 1);
    return () => hold(css, -1);
  }, [css]);
}

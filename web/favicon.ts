/**
 * The tab's title and favicon: a small card drawn as SVG at run time, with an amber dot when
 * it is your turn, so a player with many tabs sees where they are awaited.
 */
import { useEffect } from "preact/hooks";

/** Draws the favicon; `dot` marks "your turn". */
export function setFavicon(dot: boolean): void {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect x="10" y="4" width="40" height="56" rx="7" fill="#17804f" stroke="#0b3d26" stroke-width="3"/>` +
    `<rect x="17" y="12" width="26" height="40" rx="4" fill="none" stroke="#d9f2e3" stroke-width="3"/>` +
    // The "T" as a shape, as in the app's icons (scripts/app-icons.mjs): no font needed.
    `<path d="M21 21h18v5h-6.5v18h-5V26H21z" fill="#fff"/>` +
    (dot ? `<circle cx="50" cy="14" r="12" fill="#ffb020" stroke="#fff" stroke-width="3"/>` : "") +
    `</svg>`;
  let link = document.querySelector<HTMLLinkElement>("link[rel=icon]");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.appendChild(link);
  }
  link.type = "image/svg+xml";
  link.href = `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Sets the document title, prefixed with a bullet when the reader is awaited. */
export function setTitle(title: string, yourTurn = false, yourTurnText = "Your turn"): void {
  document.title = yourTurn ? `● ${yourTurnText} · ${title}` : title;
  setFavicon(yourTurn);
}

/** Sets the tab's title while a page is shown (each page names itself, WCAG 2.4.2). */
export function usePageTitle(title: string): void {
  useEffect(() => setTitle(title), [title]);
}

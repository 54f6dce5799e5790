/**
 * The tab's title and favicon: a small card, with an amber dot when it is your turn, so a player
 * with many tabs sees where they are awaited. Both cards are files the build draws
 * (scripts/app-icons.mjs: /icons/favicon.svg and /icons/favicon-turn.svg); the page's shell
 * names the first, and a turn swaps the address, so no script carries their drawing.
 */
import { useEffect } from "preact/hooks";

/** Shows the favicon with the dot (`dot`: "your turn") or without. */
export function setFavicon(dot: boolean): void {
  let link = document.querySelector<HTMLLinkElement>("link[rel=icon]");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    link.type = "image/svg+xml";
    document.head.appendChild(link);
  }
  const href = dot ? "/icons/favicon-turn.svg" : "/icons/favicon.svg";
  // Unchanged, untouched: the browser would fetch the icon again.
  if (link.getAttribute("href") !== href) link.href = href;
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

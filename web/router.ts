/**
 * A tiny client-side router: the current path and fragment as signals, and navigation with
 * the History API. Workers Static Assets serves index.html for every page path (SPA mode).
 */
import { signal } from "./signal";

/** The current location: path and fragment (without "#"). */
export interface Loc {
  path: string;
  hash: string;
}

function current(): Loc {
  return { path: location.pathname, hash: location.hash.replace(/^#/, "") };
}

/** The current location; components re-render when it changes. */
export const loc = signal<Loc>(current());

addEventListener("popstate", () => (loc.value = current()));
addEventListener("hashchange", () => (loc.value = current()));

/** Goes to a page of the app without reloading; `replace` keeps the history length. */
export function navigate(to: string, replace = false): void {
  if (replace) history.replaceState(null, "", to);
  else history.pushState(null, "", to);
  loc.value = current();
  scrollTo(0, 0);
}

/** Reads one `key=value` pair of the fragment (`#join=…`, `#seat=…`). */
export function fragment(key: string): string | undefined {
  for (const part of loc.value.hash.split("&")) {
    const [k, v] = part.split("=");
    if (k === key && v) return decodeURIComponent(v);
  }
  return undefined;
}

/** Makes a click on an internal <a> navigate in-app (keeps real links for new tabs). */
export function linkClick(e: MouseEvent): void {
  const a = (e.currentTarget as HTMLAnchorElement | null) ?? null;
  if (!a || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
  e.preventDefault();
  navigate(a.getAttribute("href") ?? "/");
}

/** A link as an absolute URL (the server may answer paths). */
export function absUrl(u: string): string {
  return new URL(u, location.origin).href;
}

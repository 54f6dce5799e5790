/**
 * Talking to the page that frames an embed: its height after every change (a generic message,
 * and WordPress's `{message: "height", value, secret}` with the secret WordPress puts in the
 * address as `#?secret=…`), and WordPress's `{message: "link"}` so a link can open in the top
 * window from a frame sandboxed with only `allow-scripts`, where a link cannot.
 * Nothing secret is ever posted: heights and public Tavolo addresses only, to any origin.
 */

/** WordPress's secret for this frame, read once (navigations inside the frame drop the hash). */
const secret = /[#&?]secret=([A-Za-z0-9]{1,64})/.exec(location.hash)?.[1];

/** Whether this page is inside a frame. */
const framed = (): boolean => {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
};

/** The generic height message: `{type: "tavolo:height", height}` in CSS pixels. */
export const HEIGHT_MESSAGE = "tavolo:height";

/**
 * Reports the height of `root` to the framing page whenever it changes, so the frame can
 * grow and shrink with the table instead of showing a scroll bar.
 */
export function reportHeight(root: HTMLElement): void {
  if (!framed()) return;
  let last = -1;
  const send = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last || height === 0) return;
    last = height;
    window.parent.postMessage({ type: HEIGHT_MESSAGE, height }, "*");
    if (secret) window.parent.postMessage({ message: "height", value: height, secret }, "*");
  };
  new ResizeObserver(send).observe(root);
  send();
}

/**
 * A click on a link to Tavolo: inside WordPress's sandboxed frame, asks the host page to
 * open it in the top window (WordPress does so for links to the frame's own host); elsewhere
 * the link opens a new tab as usual (the iframe snippet allows popups).
 */
export function topLink(e: MouseEvent): void {
  const a = e.currentTarget as HTMLAnchorElement | null;
  if (!a || !secret || !framed()) return;
  e.preventDefault();
  window.parent.postMessage({ message: "link", value: a.href, secret }, "*");
}

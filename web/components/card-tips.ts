/**
 * The bubble of a card's help (CardHelp.tsx), loaded at the first pointer or focus on one: it
 * opens above the card on hover (mouse), on keyboard focus, or after a long press (touch), kept
 * on screen, and closes when the pointer leaves, the focus goes, Escape is pressed or the next
 * touch lands anywhere. A long press does not also count as a tap: its click never reaches the
 * card. One document listener per event serves every card's help; the bubble is an element of
 * its own inside the card's wrapper (hidden from screen readers: the wrapper's description
 * says the same).
 */
import tipCss from "../styles/tip.css?inline";
import { adoptStyles } from "../styles/adopt";
import { TIP_EVENTS } from "./CardHelp";

/** How long a finger rests on a card before its help opens. */
const LONG_PRESS_MS = 450;
/** Keeps the bubble this far from the screen's edges. */
const EDGE = 8;

/** The wrapper whose bubble is open, and the bubble. */
let open: { wrap: Element; bubble: HTMLElement; armed: boolean } | null = null;
/** The long press under way: its timer. */
let press: ReturnType<typeof setTimeout> | undefined;
/** The wrapper a long press opened, until its click has been swallowed. */
let longPressed: Element | null = null;

/** The card's help wrapper around an event's target. */
const wrapOf = (t: EventTarget | null): Element | null =>
  t instanceof Element ? t.closest(".tip-wrap") : null;

function show(wrap: Element): void {
  if (open?.wrap === wrap) return;
  close();
  const bubble = document.createElement("span");
  bubble.className = "tip";
  bubble.setAttribute("aria-hidden", "true");
  bubble.textContent = wrap.querySelector(":scope > .sr-only")?.textContent ?? "";
  wrap.appendChild(bubble);
  const current = { wrap, bubble, armed: false };
  open = current;
  // The next touch anywhere closes it, not the one that is opening it.
  setTimeout(() => (current.armed = true));
  // Keep the bubble on screen: cards at the edge of a phone would push it half out.
  const r = bubble.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const shift = r.left < EDGE ? EDGE - r.left : r.right > width - EDGE ? width - EDGE - r.right : 0;
  if (shift) bubble.style.marginLeft = `${shift}px`;
}

function close(wrap?: Element | null): void {
  if (!open || (wrap && open.wrap !== wrap)) return;
  open.bubble.remove();
  open = null;
}

function cancelPress(): void {
  clearTimeout(press);
  press = undefined;
}

/** One event on the page (late: `late` ms after it happened, for the kept ones). */
function on(e: Event, late = 0): void {
  const wrap = wrapOf(e.target);
  const pointer = (e as PointerEvent).pointerType;
  switch (e.type) {
    case "pointerdown":
      if (open?.armed) close();
      if (!wrap || pointer === "mouse") return;
      longPressed = null;
      cancelPress();
      press = setTimeout(
        () => {
          press = undefined;
          longPressed = wrap;
          show(wrap);
        },
        Math.max(0, LONG_PRESS_MS - late),
      );
      return;
    case "pointerover":
      if (wrap && pointer === "mouse") show(wrap);
      return;
    case "pointerout":
      // Leaving the wrapper, not moving between its parts.
      if (!wrap || wrap.contains((e as PointerEvent).relatedTarget as Node | null)) return;
      cancelPress();
      if (pointer === "mouse") close(wrap);
      return;
    case "pointerup":
    case "pointercancel":
      if (wrap) cancelPress();
      return;
    case "contextmenu":
      // A long press on a phone would also open the browser's menu.
      if (wrap && (longPressed === wrap || press !== undefined)) e.preventDefault();
      return;
    case "click":
      if (!wrap) return;
      if (longPressed !== wrap) return close(wrap);
      longPressed = null;
      e.preventDefault();
      e.stopPropagation();
      return;
    case "focusin":
      if (wrap && (e.target as Element).matches(":focus-visible")) show(wrap);
      return;
    case "focusout":
      close(wrap);
      return;
    case "keydown":
      if (wrap && (e as KeyboardEvent).key === "Escape") close(wrap);
      return;
  }
}

/**
 * Starts following every card's help, after the events that came before this chunk did.
 * @param kept those events, oldest first
 */
export function startTips(kept: readonly Event[]): void {
  adoptStyles(tipCss);
  // Capture: a long press's click is swallowed before the card's own handler sees it.
  for (const type of TIP_EVENTS) document.addEventListener(type, (e) => on(e), true);
  for (const e of kept) on(e, performance.now() - e.timeStamp);
}

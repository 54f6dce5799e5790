/**
 * A card that explains itself, for any game: wraps a card's button and gives its short text to
 * screen readers as the button's description (`aria-describedby={id}` on the button), and shows
 * it in a bubble on hover (mouse), on keyboard focus, or on a long press (touch); a long press
 * does not also count as a tap, so it never plays or picks the card.
 *
 * The wrapper and the description are drawn with the card; the bubble's behaviour
 * (card-tips.ts) is a chunk of its own, asked for at the first pointer or focus on any card's
 * help: a table's first download does not carry it. What happens before it arrives is handed
 * to it in order, so a tap is still a tap and a press still opens the bubble.
 */
import type { ComponentChildren } from "preact";

/** Props of a card's help. */
export interface CardHelpProps {
  /** Id of the description; the wrapped button names it in `aria-describedby`. */
  id: string;
  /** The explanation: "Doubles the card you drew this turn". */
  text: string;
  children: ComponentChildren;
}

/** The events the bubble follows (card-tips.ts listens to the same, on the document). */
export const TIP_EVENTS = [
  "pointerover",
  "pointerout",
  "pointerdown",
  "pointerup",
  "pointercancel",
  "contextmenu",
  "click",
  "focusin",
  "focusout",
  "keydown",
] as const;

/** Whether the document listens for the first use yet. */
let listening = false;

/**
 * Listens, once, for the first event on a card's help: loads card-tips.ts, keeping every event
 * until it is here, then hands them over in order and stops listening.
 */
function listen(): void {
  if (listening) return;
  listening = true;
  const kept: Event[] = [];
  const keep = (e: Event) => {
    if (kept.length === 0 && !(e.target instanceof Element && e.target.closest(".tip-wrap")))
      return;
    if (kept.push(e) > 1) return;
    void import("./card-tips").then((m) => {
      for (const type of TIP_EVENTS) document.removeEventListener(type, keep, true);
      m.startTips(kept);
    });
  };
  for (const type of TIP_EVENTS) document.addEventListener(type, keep, true);
}

/** A card button with its explanation. */
export function CardHelp({ id, text, children }: CardHelpProps) {
  if (typeof document !== "undefined") listen();
  return (
    <span class="tip-wrap">
      {children}
      <span id={id} class="sr-only">
        {text}
      </span>
    </span>
  );
}

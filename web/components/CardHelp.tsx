/**
 * A card that explains itself, for any game: wraps a card's button and shows a short text in
 * a bubble on hover (mouse), on keyboard focus, or on a long press (touch), and gives the same
 * text to screen readers as the button's description (`aria-describedby={id}` on the button).
 * A long press does not also count as a tap, so it never plays or picks the card.
 */
import type { ComponentChildren } from "preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";

/** How long a finger rests on a card before its help opens. */
const LONG_PRESS_MS = 450;
/** Keeps the bubble this far from the screen's edges. */
const EDGE = 8;

/** Props of a card's help. */
export interface CardHelpProps {
  /** Id of the description; the wrapped button names it in `aria-describedby`. */
  id: string;
  /** The explanation: "Doubles the card you drew this turn". */
  text: string;
  children: ComponentChildren;
}

/** A card button with its explanation. */
export function CardHelp({ id, text, children }: CardHelpProps) {
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState(0);
  const press = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const longPressed = useRef(false);
  const bubble = useRef<HTMLSpanElement>(null);

  // Keep the bubble on screen: cards at the edge of a phone would push it half out.
  useLayoutEffect(() => {
    if (!open) return setShift(0);
    const r = bubble.current?.getBoundingClientRect();
    if (!r) return;
    const width = document.documentElement.clientWidth;
    if (r.left < EDGE) setShift(EDGE - r.left);
    else if (r.right > width - EDGE) setShift(width - EDGE - r.right);
  }, [open]);

  // A bubble opened by a long press closes at the next touch anywhere.
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const t = setTimeout(() => document.addEventListener("pointerdown", close, { once: true }));
    return () => {
      clearTimeout(t);
      document.removeEventListener("pointerdown", close);
    };
  }, [open]);

  const cancelPress = () => {
    clearTimeout(press.current);
    press.current = undefined;
  };

  return (
    <span
      class="tip-wrap"
      onPointerEnter={(e) => e.pointerType === "mouse" && setOpen(true)}
      onPointerLeave={(e) => {
        cancelPress();
        if (e.pointerType === "mouse") setOpen(false);
      }}
      onPointerDown={(e) => {
        if (e.pointerType === "mouse") return;
        longPressed.current = false;
        cancelPress();
        press.current = setTimeout(() => {
          press.current = undefined;
          longPressed.current = true;
          setOpen(true);
        }, LONG_PRESS_MS);
      }}
      onPointerUp={cancelPress}
      onPointerCancel={cancelPress}
      onContextMenu={(e) => {
        // A long press on a phone would also open the browser's menu.
        if (longPressed.current || press.current !== undefined) e.preventDefault();
      }}
      onClickCapture={(e) => {
        if (!longPressed.current) {
          setOpen(false);
          return;
        }
        longPressed.current = false;
        e.preventDefault();
        e.stopPropagation();
      }}
      onFocusCapture={(e) => {
        if ((e.target as Element).matches(":focus-visible")) setOpen(true);
      }}
      onBlurCapture={() => setOpen(false)}
      onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
    >
      {children}
      <span id={id} class="sr-only">
        {text}
      </span>
      {open && (
        <span
          ref={bubble}
          class="tip"
          aria-hidden="true"
          style={shift ? { marginLeft: `${shift}px` } : undefined}
        >
          {text}
        </span>
      )}
    </span>
  );
}

/**
 * When a replay embed's reader reaches for it (More.tsx): the first input in the frame, a mouse
 * moved over it (not `pointerover`: a browser fires that when a page draws under a resting
 * pointer), a pointer pressed, a touch, a wheel turned or a scroll, a key, a focus (Tab walks on
 * from the step controls into the choices). The choices under the step controls are for a reader who
 * explores the game; one who only looks at how it ended (a blog's reader scrolling past) never
 * downloads them. As a card's help comes at the first pointer or focus (components/CardHelp.tsx).
 */

const INPUTS = [
  "pointermove",
  "pointerdown",
  "touchstart",
  "wheel",
  "scroll",
  "keydown",
  "focusin",
] as const;

/** The parts a replay embed's entry asks for at the same moment (`alsoAtReach`). */
const also: (() => void)[] = [];

/**
 * Calls `f` too when the page's own `onReach` fires (the replay embed's, once it is drawn), not
 * at module load: an event of the page's first moments (the frame laid out under a resting
 * pointer) is no reader reaching for it.
 */
export function alsoAtReach(f: () => void): void {
  also.push(f);
}

/**
 * Calls `f` once, at the reader's first input in the page, then what `alsoAtReach` added;
 * answers how to stop waiting.
 */
export function onReach(f: () => void): () => void {
  const reached = () => {
    stop();
    f();
    for (const g of also.splice(0)) g();
  };
  const stop = () => {
    for (const name of INPUTS) removeEventListener(name, reached, true);
  };
  for (const name of INPUTS) addEventListener(name, reached, { capture: true, passive: true });
  return stop;
}

/**
 * When a replay embed's reader gets near what lies below its frame's fold (More.tsx): the first
 * input in the frame (a pointer pressed, a key, a touch, a wheel turned, a focus: Tab walks on
 * from the step controls into the choices) or the place itself coming into view (a tall frame,
 * a scroll). Until then the embed does not download it.
 */

const INPUTS = ["pointerdown", "keydown", "touchstart", "wheel", "focusin"] as const;

/**
 * Calls `f` once, when the reader gets near `place`; answers how to stop waiting.
 * @param place the placeholder drawn where the part will be
 */
export function whenNear(place: Element, f: () => void): () => void {
  const seen = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) done();
  });
  const done = () => {
    stop();
    f();
  };
  const stop = () => {
    seen.disconnect();
    for (const name of INPUTS) removeEventListener(name, done, true);
  };
  seen.observe(place);
  for (const name of INPUTS) addEventListener(name, done, { capture: true, passive: true });
  return stop;
}

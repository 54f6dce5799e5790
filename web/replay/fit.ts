/**
 * Fits the replay embed's board in its frame: a blog's frame is 720 px (README snippet) and a
 * game's board with the step controls under it is taller on a phone, so the board is zoomed
 * down (CSS `zoom`, never below half size) until it and the controls (the caption, the buttons,
 * the scrubber) are on screen together; the choices below them scroll. A board still too tall
 * at half size scrolls under the controls, which stay at the frame's bottom (replay.css).
 */

/** The smallest zoom: below it a card's rank is no longer readable on a phone. */
const MIN_ZOOM = 0.5;

/** Zooms the board inside `body` (the embed's scrolling box) to fit with its controls. */
export function fitBoard(body: HTMLElement): void {
  const board = body.querySelector<HTMLElement>("[data-testid=rp-table]");
  // The step controls' own box (Player.tsx, board first): the caption, the buttons, the scrubber.
  const bar = body.querySelector<HTMLElement>(".rp-steps");
  if (!board || !bar || !board.parentElement) return;
  // Measured at full size (one synchronous layout, nothing is painted in between). The gap is
  // the player's own (the controls stick to the frame's bottom, so not where they are drawn).
  board.style.zoom = "";
  const natural = board.getBoundingClientRect().height;
  const gap = parseFloat(getComputedStyle(board.parentElement).rowGap) || 0;
  const controls = bar.getBoundingClientRect().height + gap;
  const zoom = Math.max(MIN_ZOOM, Math.min(1, (body.clientHeight - controls) / natural));
  if (zoom < 0.99) board.style.zoom = String(zoom);
}

/**
 * Keeps the board fitted while the frame, the board or the controls change size (a step, a part
 * that comes later, a longer caption); answers the function that stops.
 */
export function keepFitted(body: HTMLElement): () => void {
  const fit = () => fitBoard(body);
  const watch = new ResizeObserver(fit);
  watch.observe(body);
  // The board's box: a zoom that fits changes its size once, and fitting again gives the same.
  // The controls' box: a caption of two lines takes a line from the board.
  for (const part of body.querySelectorAll("[data-testid=rp-table], .rp-steps"))
    watch.observe(part);
  fit();
  return () => watch.disconnect();
}

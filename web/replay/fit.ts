/**
 * Fits the replay embed's board in its frame: a blog's frame is 720 px (README snippet) and a
 * game's board with the step controls under it is taller on a phone, so the board is zoomed
 * down (CSS `zoom`, never below half size) until it and the controls (the caption, the buttons,
 * the scrubber) are on screen together; the choices below them scroll.
 */

/** The smallest zoom: below it a card's rank is no longer readable on a phone. */
const MIN_ZOOM = 0.5;

/** Zooms the board inside `body` (the embed's scrolling box) to fit with its controls. */
export function fitBoard(body: HTMLElement): void {
  const board = body.querySelector<HTMLElement>("[data-testid=rp-table]");
  const bar = body.querySelector<HTMLElement>(".rp-bar");
  const scrub = body.querySelector<HTMLElement>(".rp-scrub");
  if (!board || !bar || !scrub) return;
  // Measured at full size (one synchronous layout, nothing is painted in between).
  board.style.zoom = "";
  const natural = board.getBoundingClientRect().height;
  const gap = bar.getBoundingClientRect().top - board.getBoundingClientRect().bottom;
  const controls = scrub.getBoundingClientRect().bottom - bar.getBoundingClientRect().top + gap;
  const zoom = Math.max(MIN_ZOOM, Math.min(1, (body.clientHeight - controls) / natural));
  if (zoom < 0.99) board.style.zoom = String(zoom);
}

/**
 * Keeps the board fitted while the frame or the board changes size (a step, a part that comes
 * later); answers the function that stops.
 */
export function keepFitted(body: HTMLElement): () => void {
  const fit = () => fitBoard(body);
  const watch = new ResizeObserver(fit);
  watch.observe(body);
  // The board's box: a zoom that fits changes its size once, and fitting again gives the same.
  const board = body.querySelector("[data-testid=rp-table]");
  if (board) watch.observe(board);
  fit();
  return () => watch.disconnect();
}

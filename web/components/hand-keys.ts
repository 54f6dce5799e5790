/**
 * Arrow keys in a row of cards: Left and Right (Up and Down too) move the focus to the previous
 * or next card, Home and End to the first or last, so a hand can leave the tab order but one card
 * (the picked one) and still be walked by keyboard.
 */

/** The keydown handler of a hand whose cards match `selector`. */
export function handKeys(selector = ".card-btn") {
  return (e: KeyboardEvent) => {
    const cards = Array.from(
      (e.currentTarget as HTMLElement).querySelectorAll<HTMLElement>(selector),
    );
    const at = cards.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    const to =
      e.key === "ArrowLeft" || e.key === "ArrowUp"
        ? at - 1
        : e.key === "ArrowRight" || e.key === "ArrowDown"
          ? at + 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? cards.length - 1
              : null;
    if (to === null || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    cards[Math.max(0, Math.min(cards.length - 1, to))]?.focus();
  };
}

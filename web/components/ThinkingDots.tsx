/** The dots a table shows while the awaited player is at the table and thinking. */

/** Three pulsing dots (decoration only: the turn banner says whose turn it is). */
export function ThinkingDots() {
  return (
    <span class="thinking" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}

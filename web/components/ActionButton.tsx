/**
 * A table's action button (believe, stand, end the turn…): its `data-action` names it for the
 * tests, the same word is its `data-focus-key` (focus-keeper.ts gives the focus back to it after
 * the table re-renders), `next` marks it as where the keyboard goes once the table has moved
 * (`data-next-focus`), and it waits while a move is on its way.
 */
import type { ComponentChildren } from "preact";

/** One action of the reader's turn. */
export function ActionButton(props: {
  /** The action's name: `data-action`, and the focus key unless `focusKey` says another. */
  action: string;
  focusKey?: string;
  class: string;
  /** The keyboard goes here next. */
  next?: boolean;
  /** A move is on its way (or the action is not possible now): the button waits. */
  disabled: boolean;
  onClick(): void;
  children: ComponentChildren;
}) {
  return (
    <button
      type="button"
      class={props.class}
      data-action={props.action}
      data-focus-key={props.focusKey ?? props.action}
      data-next-focus={props.next ? "" : undefined}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/**
 * A table's action button (believe, stand, end the turn…): its `data-action` names it for the
 * tests, the same word is its `data-focus-key` (focus-keeper.ts gives the focus back to it after
 * the table re-renders), `next` marks it as where the keyboard goes once the table has moved
 * (`data-next-focus`), and it waits while a move is on its way. An action shown while it cannot
 * be played (`why`: the move it stands for) stays focusable, aria-disabled, and a tap or the
 * keyboard's focus says why (coach/why.ts), as a card that cannot be played does.
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
  /** The move this action makes, when the rules refuse it now: the button only says why. */
  why?: unknown;
  onClick(): void;
  children: ComponentChildren;
}) {
  const refused = props.why !== undefined;
  return (
    <button
      type="button"
      class={props.class}
      data-action={props.action}
      data-focus-key={props.focusKey ?? props.action}
      data-next-focus={props.next ? "" : undefined}
      disabled={refused ? false : props.disabled}
      aria-disabled={refused ? "true" : undefined}
      // coach/why.ts's `whyAttr`, written out: this module stays out of that one's chunk.
      data-why={refused ? JSON.stringify(props.why) : undefined}
      onClick={() => refused || props.onClick()}
    >
      {props.children}
    </button>
  );
}

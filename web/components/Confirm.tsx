/**
 * The second step of an action that cannot be undone (resign, give a seat to someone else,
 * forget a game): a question and its two buttons, "yes" (the danger) and "no". It takes the
 * keyboard focus when it opens, on the box or on "no" (the safe answer), so a keyboard user
 * is at the question at once.
 */
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";

/** Data attributes of a button, for tests and focus restoring (`data-action`, `data-testid`). */
type DataAttrs = Record<`data-${string}`, string>;

/** The question and its answers. */
export function Confirm(props: {
  /** The question in a few words: the box's accessible name. */
  label: string;
  /** The box's classes ("confirm" and any of the caller's). */
  class: string;
  /** An alert dialog interrupts (resigning); a group sits in place in a list. */
  role?: "group" | "alertdialog";
  /** Where the focus goes on opening: the box itself, or the "no" button. */
  focus?: "box" | "no";
  /** The question's words. */
  children: ComponentChildren;
  yes: ComponentChildren;
  no: ComponentChildren;
  onYes(): void;
  onNo(): void;
  /** An answer is on its way: both buttons wait. */
  busy?: boolean;
  /** The buttons' size class ("small"), if any. */
  size?: string;
  yesData?: DataAttrs;
  noData?: DataAttrs;
  boxData?: DataAttrs;
  /** What follows the buttons (why the answer failed). */
  after?: ComponentChildren;
}) {
  const box = useRef<HTMLDivElement>(null);
  const no = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (props.focus) (props.focus === "no" ? no : box).current?.focus();
  }, []);
  const size = props.size ? ` ${props.size}` : "";
  return (
    <div
      class={props.class}
      role={props.role ?? "group"}
      aria-label={props.label}
      tabIndex={props.focus === "box" ? -1 : undefined}
      ref={box}
      {...props.boxData}
    >
      {props.children}
      <div class="row">
        <button
          type="button"
          class={`btn danger${size}`}
          disabled={props.busy}
          onClick={props.onYes}
          {...props.yesData}
        >
          {props.yes}
        </button>
        <button
          type="button"
          class={`btn${size}`}
          disabled={props.busy}
          onClick={props.onNo}
          ref={no}
          {...props.noData}
        >
          {props.no}
        </button>
      </div>
      {props.after}
    </div>
  );
}

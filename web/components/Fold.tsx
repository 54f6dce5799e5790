/**
 * A section folded away under the table: its summary is always there, its content (panels
 * that are chunks of their own) is rendered, and so downloaded, only once someone opens it.
 * Keeps a table page's first download to the table itself.
 *
 * Whether it is open is the component's state, written on the `<details>` (not left to the
 * element alone), and remembered by `keep` for as long as the page lives: a fold opened while
 * the page first draws its table, or drawn anew later (its page re-created, as when the reader
 * comes back to the table), stays as the reader left it.
 */
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import { useKeptOpen } from "./kept-open";

/**
 * A `<details>` whose children mount on first opening and stay mounted once opened.
 * @param props.keep names the fold for its remembered open state (e.g. `more:{game id}`)
 */
export function Fold(props: {
  summary: string;
  testid: string;
  keep: string;
  children: ComponentChildren;
}) {
  const [open, setOpen] = useKeptOpen(props.keep);
  const [opened, setOpened] = useState(open);
  return (
    <details
      class="panel fold"
      data-testid={props.testid}
      open={open}
      onToggle={(e) => {
        const now = (e.currentTarget as HTMLDetailsElement).open;
        setOpen(now);
        if (now) setOpened(true);
      }}
    >
      <summary>{props.summary}</summary>
      {opened && <div class="fold-body">{props.children}</div>}
    </details>
  );
}

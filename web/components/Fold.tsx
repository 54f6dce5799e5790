/**
 * A section folded away under the table: its summary is always there, its content (panels
 * that are chunks of their own) is rendered, and so downloaded, only once someone opens it.
 * Keeps a table page's first download to the table itself.
 */
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";

/** A `<details>` whose children mount on first opening. */
export function Fold(props: { summary: string; testid: string; children: ComponentChildren }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      class="panel fold"
      data-testid={props.testid}
      onToggle={(e) => {
        if ((e.currentTarget as HTMLDetailsElement).open) setOpened(true);
      }}
    >
      <summary>{props.summary}</summary>
      {opened && <div class="fold-body">{props.children}</div>}
    </details>
  );
}

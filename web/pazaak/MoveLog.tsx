/**
 * The readable move log, newest first, and the aria-live region that announces what the
 * other players just did (a screen-reader user hears "Bob drew 7 (total 17)" without looking).
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../i18n";
import type { LogLine } from "./log";

/** Props of the log. */
export interface MoveLogProps {
  lines: LogLine[];
  /** The reader's seat; their own moves are not announced. */
  you: number | null;
  /** Whether the reader is awaited now ("Your turn" is announced when it becomes true). */
  yourTurn: boolean;
}

/** The move log with its announcer. */
export function MoveLog({ lines, you, yourTurn }: MoveLogProps) {
  const seen = useRef<number | null>(null);
  const [announce, setAnnounce] = useState("");
  const lastIndex = lines[lines.length - 1]?.index ?? -1;

  useEffect(() => {
    // The first render only records where we are: a page opened days later does not read
    // out the whole history.
    if (seen.current !== null) {
      const fresh = lines.filter((l) => l.index > (seen.current ?? -1) && l.seat !== you);
      const parts = fresh.map((l) => l.text);
      if (yourTurn && parts.length) parts.push(t("your_turn"));
      // One sentence each: a line that ends in its own stop gets no second one ("at once.. Anna").
      if (parts.length)
        setAnnounce(parts.map((p) => (/[.!?…]$/.test(p.trim()) ? p.trim() : `${p}.`)).join(" "));
    }
    seen.current = lastIndex;
  }, [lastIndex]);

  return (
    <section class="panel log" aria-label={t("log_title")}>
      <h2>{t("log_title")}</h2>
      <div class="sr-only" aria-live="polite" role="status">
        {announce}
      </div>
      {/* Focusable: a long log scrolls, and keyboards must reach it (axe). */}
      <ol class="log-lines" data-testid="move-log" tabIndex={0}>
        {[...lines].reverse().map((l) => (
          <li key={l.index} class={`${l.kind}${l.seat !== null && l.seat === you ? " mine" : ""}`}>
            {l.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

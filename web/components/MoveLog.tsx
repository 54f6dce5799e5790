/**
 * The readable move log every game's table shows, newest first, and the aria-live region that
 * announces what the other players just did (a screen-reader user hears "Bob drew 7 (total
 * 17)" without looking). Each game turns its own events into `LogLine`s (web/{game}/log.ts).
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { t } from "../i18n";

/** One line of the move log. */
export interface LogLine {
  /** Index of the last event merged into this line (stable key, and for announcements). */
  index: number;
  /** The seat that acted, or null for the table itself (a deal, a set start, results). */
  seat: number | null;
  text: string;
  /** "result" lines (set, turn and match ends) are shown emphasised. */
  kind: "move" | "set" | "result";
}

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

/**
 * The places a replay can jump to: the first step of each set, hand, trick, round or completed
 * pile, from each step's mark (src/replay-marks.ts), named in the reader's language. A game
 * whose views have none of those offers no jumps.
 */
import type { Mark } from "../../src/replay-marks";
import { t } from "../i18n";

/** One place to jump to. */
export interface Chapter {
  step: number;
  label: string;
}

/** A mark in words ("Set 2", "Hand 1, trick 3"), or undefined when it names nothing. */
function labelOf(m: Mark): string | undefined {
  if (m.set !== undefined) return t("rp_set", { n: m.set });
  if (m.hand !== undefined)
    return m.trick === undefined || m.trick <= 1
      ? t("rp_hand", { n: m.hand })
      : t("rp_trick", { h: m.hand, n: m.trick });
  if (m.round !== undefined) return t("rp_round", { n: m.round });
  if (m.piles !== undefined) return t("rp_pile", { n: m.piles });
  return undefined;
}

/** Every chapter's first step, in order. */
export function chapters(marks: readonly Mark[]): Chapter[] {
  const out: Chapter[] = [];
  let last: string | undefined;
  marks.forEach((mark, step) => {
    const label = labelOf(mark);
    if (label !== undefined && label !== last) out.push({ step, label });
    last = label;
  });
  return out;
}

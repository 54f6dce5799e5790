/** The words of slow games over weeks, Dutch (en.ts is the reference). */
import type { CorrespWords } from "./en";

export const words: CorrespWords = {
  away_notice: "{name} is weg tot {when}: de klok van {name} staat stil.",
  nudge_button: "Herinner {name}",
  nudge_help:
    "{name} is al meer dan een dag aan de beurt. Je mag één vriendelijke herinnering sturen.",
  nudge_sent: "{name} kreeg deze beurt een herinnering.",
  nudge_received: "{name} stuurde je een vriendelijke herinnering: jij bent aan zet.",
};

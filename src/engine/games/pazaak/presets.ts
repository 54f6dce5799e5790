/**
 * Ready-made side decks: the named presets a person is offered (listed by `legalMoves`, shown
 * with a name and a one-line idea by the UI) and the varied decks the computer picks from.
 * Pure data, small, so the web table can import it without the rules engine.
 */
import type { SideCardId } from "./types";

/**
 * Preset side decks offered by `legalMoves`, in display order (all within the copy limits,
 * A12). The keys are stable ids the UI names ("Flexible", "Balanced", "Classic").
 */
export const PRESET_DECKS: Readonly<Record<string, readonly SideCardId[]>> = {
  /** Duals of every size plus the two flexible yellow cards: every card goes up or down. */
  duals: ["PM1", "PM2", "PM3", "PM4", "PM5", "PM6", "PM3", "PM4", "TB", "V12"],
  /** A balanced mix of plus and minus cards. */
  balanced: ["P1", "P2", "P3", "P4", "P5", "M1", "M2", "M3", "M4", "M5"],
  /** The KOTOR I starter deck: two each of +1…+5. */
  classic: ["P1", "P1", "P2", "P2", "P3", "P3", "P4", "P4", "P5", "P5"],
};

/**
 * The computer's side decks. All are built on the six duals (its strength: any card can save a
 * bust or reach 20), each with a different flavour, so two matches against it do not feel the
 * same: the flexible preset, low duals, a flip deck, a double deck and a minus-heavy one.
 */
export const BOT_DECKS: readonly (readonly SideCardId[])[] = [
  ["PM1", "PM2", "PM3", "PM4", "PM5", "PM6", "PM3", "PM4", "TB", "V12"],
  ["PM1", "PM2", "PM3", "PM4", "PM5", "PM6", "PM1", "PM2", "TB", "V12"],
  ["PM1", "PM2", "PM3", "PM4", "PM5", "PM6", "PM2", "PM4", "F24", "TB"],
  ["PM1", "PM2", "PM3", "PM4", "PM5", "PM6", "PM1", "PM3", "D", "V12"],
  ["PM1", "PM2", "PM3", "PM4", "PM5", "PM6", "PM2", "PM5", "M3", "TB"],
];

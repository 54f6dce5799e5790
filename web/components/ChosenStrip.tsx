/**
 * The strip of cards chosen so far, for any game's deck or hand builder: one button per chosen
 * card (tap to take that one out) and an empty slot for each card still to choose, so "7 of 10"
 * is visible at a glance. The game draws the faces; the strip only lays them out.
 */
import type { ComponentChildren } from "preact";

/** One chosen card in the strip. */
export interface StripItem {
  /** A key stable while the item stays in the strip. */
  key: string;
  /** Spoken name of the card ("plus 3"). */
  name: string;
  /** The drawn face (decorative: the name is spoken). */
  face: ComponentChildren;
}

/** Props of the strip. */
export interface ChosenStripProps {
  items: readonly StripItem[];
  /** How many cards make a full choice (empty slots fill the rest). */
  size: number;
  /** Label of the whole strip ("Your side deck"). */
  label: string;
  /** A button's spoken label from the card's name ("Take out plus 3"). */
  removeLabel(name: string): string;
  onRemove(index: number): void;
  disabled?: boolean;
}

/** The chosen cards, each removable, then the empty slots. */
export function ChosenStrip({
  items,
  size,
  label,
  removeLabel,
  onRemove,
  disabled,
}: ChosenStripProps) {
  return (
    <ol class="chosen-strip" aria-label={label} data-testid="chosen-strip">
      {items.map((it, i) => (
        <li key={it.key}>
          <button
            type="button"
            class="card-btn strip-card"
            disabled={disabled}
            onClick={() => onRemove(i)}
          >
            {it.face}
            <span class="sr-only">{removeLabel(it.name)}</span>
            <span class="strip-x" aria-hidden="true">
              ×
            </span>
          </button>
        </li>
      ))}
      {Array.from({ length: Math.max(0, size - items.length) }, (_, i) => (
        <li key={`empty-${i}`} class="strip-empty" aria-hidden="true" />
      ))}
    </ol>
  );
}

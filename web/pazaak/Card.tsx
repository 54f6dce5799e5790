/**
 * A Pazaak card drawn in CSS: a dark frame around a coloured plaque (green table cards, blue
 * plus, red minus, red/blue dual, yellow specials) with the value in the middle and corner
 * marks; plus the card back and the empty board slot.
 */
import type { CardId } from "../../src/engine/games/pazaak/types";
import { cornerMark, faceLabel, kindOf, signed } from "./cards";

/** Props of a card face. */
export interface CardProps {
  card: CardId;
  /** The current value on a board (shown instead of the printed label). */
  value?: number;
  /** Extra classes: size ("sm", "lg") and state. */
  class?: string;
}

/** A card face, decorative (its parent gives it an accessible name). */
export function CardFace({ card, value, class: cls = "" }: CardProps) {
  const kind = kindOf(card);
  let label = faceLabel(card);
  if (value !== undefined && kind !== "table") {
    // Flip cards keep their printed label; every other card shows its value on the board.
    if (card !== "F24" && card !== "F36") label = signed(value);
  } else if (value !== undefined) {
    label = String(value);
  }
  const dir =
    kind === "dual" || card === "TB" || card === "V12"
      ? value === undefined
        ? "both"
        : value < 0
          ? "down"
          : "up"
      : kind === "plus"
        ? "up"
        : kind === "minus"
          ? "down"
          : "none";
  // A flipped table card (value below zero) is shown with a red wash.
  const flipped = kind === "table" && value !== undefined && value < 0;
  return (
    <span class={`card ${kind} dir-${dir}${flipped ? " flipped" : ""} ${cls}`} aria-hidden="true">
      <span class="plaque">
        {(dir === "up" || dir === "both") && <span class="notch up" />}
        {(dir === "down" || dir === "both") && <span class="notch down" />}
        <span class="corner tl">{cornerMark(card)}</span>
        <span class="val">{label}</span>
        <span class="corner br">{cornerMark(card)}</span>
      </span>
    </span>
  );
}

/** The back of a card (an opponent's hand card). */
export function CardBack({ class: cls = "" }: { class?: string }) {
  return (
    <span class={`card back ${cls}`} aria-hidden="true">
      <span class="plaque">
        <span class="emblem" />
      </span>
    </span>
  );
}

/** An empty slot of a board. */
export function EmptySlot() {
  return <span class="card slot" aria-hidden="true" />;
}

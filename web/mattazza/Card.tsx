/**
 * A Mattazza card drawn in CSS: suit cards with their rank and the suit's mark in its colour,
 * trumps on a golden plaque with their number or emblem and name, the Matto in violet; a
 * counting card shows its points in a corner badge. Decorative: the parent names the card.
 */
import type { CardId } from "../../src/engine/games/mattazza/types";
import { faceOf } from "./cards";

/** A card face (aria-hidden; its button or list item carries the spoken name). */
export function MzCard({ card, class: cls = "" }: { card: CardId; class?: string }) {
  const f = faceOf(card);
  return (
    <span class={`mz-card ${f.tone} ${cls}`} aria-hidden="true" data-card={card}>
      <span class="mz-corner">{f.corner}</span>
      {f.rank !== undefined && <span class="mz-rank">{f.rank}</span>}
      <span class={`mz-mid${f.middle.length > 8 ? " long" : f.middle.length > 6 ? " mid" : ""}`}>
        {f.middle}
      </span>
      {f.points >= 2 && <span class="mz-pts">{f.points}</span>}
    </span>
  );
}

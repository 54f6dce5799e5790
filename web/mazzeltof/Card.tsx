/**
 * A MazzelTof playing card drawn in CSS: a white face with the rank and suit in the corner and
 * a big suit in the middle, red or black ink, and a thin band in the colour of its deck's back
 * (red or blue team); a joker shows a star. Each face carries its colour class as a shape too
 * (`ClassMark`), so the class never rests on the ink's colour alone. Plus the back of a card.
 */
import { cardInfo } from "../../src/engine/games/mazzeltof/cards";
import type { CardId } from "../../src/engine/games/mazzeltof/types";
import { cardClass, rankLabel, suitSymbol, type CardClass } from "./names";

/**
 * A colour class drawn as a shape: red a round dot, black a square, mix (a joker: any pile)
 * half round, half square. Decorative: the names around it say the class in words.
 */
export function ClassMark({ of }: { of: CardClass }) {
  return <span class={`mz-mark mk-${of}`} aria-hidden="true" />;
}

/** A card face, decorative (its parent names it). `as`: the rank a wild stands for on a pile. */
export function MzCard({
  card,
  as,
  class: cls = "",
}: {
  card: CardId;
  as?: number;
  class?: string;
}) {
  const info = cardInfo(card);
  const ink = info.joker ? "joker" : info.colour === "red" ? "red" : "black";
  const label = info.joker ? "★" : rankLabel(info.rank);
  return (
    <span class={`mz-card ink-${ink} deck-${info.deck} ${cls}`} aria-hidden="true">
      <span class="mz-corner">
        {label}
        {!info.joker && <span class="mz-suit">{suitSymbol(card)}</span>}
      </span>
      <span class="mz-pip">{suitSymbol(card)}</span>
      <ClassMark of={cardClass(card)} />
      {info.wild && as !== undefined && <span class="mz-as">{rankLabel(as)}</span>}
    </span>
  );
}

/** The back of a card of a team's deck (hand counts, draw piles). */
export function MzBack({ deck, class: cls = "" }: { deck: "r" | "b"; class?: string }) {
  return <span class={`mz-card back deck-${deck} ${cls}`} aria-hidden="true" />;
}

/**
 * The sign above the table that table talk has news: on a phone the talk is a fold far under
 * the table, so a new message from the others would go unseen there. "1 new message" sits
 * where the reader looks and leads to the talk, opened and in view; reading it (the fold open)
 * takes the sign away. The talk panel (TalkPanel.tsx) says what there is through `talkNews`;
 * the message itself is announced by the panel's polite live region.
 */
import { signal, useValue } from "../../signal";
import { tn, type Key } from "../../i18n";

/** The unread messages the talk holds out of sight, and how to show them; null for none. */
export const talkNews = signal<{ count: number; show: () => void } | null>(null);

/** The sign, while there is news out of sight (nothing otherwise). */
export function TalkJump() {
  const news = useValue(talkNews);
  if (!news || news.count === 0) return null;
  return (
    <p class="talk-jump-row">
      <button type="button" class="btn small talk-jump" data-testid="talk-jump" onClick={news.show}>
        <span aria-hidden="true">💬</span> {tn("talk_jump" as Key, news.count)}
      </button>
    </p>
  );
}

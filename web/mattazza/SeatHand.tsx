/**
 * What only a seated Mattazza player's table draws: the hand sorted by suit and rank with the
 * legal cards live (choose, then play), the call for help and the Fool's gift. A chunk of its own
 * in an embed, so a blog's spectator never downloads it (Table.tsx `useSeat`).
 */
import { whyAttr, whyNames, type WhyNamer } from "../components/coach/why";
import { useState } from "preact/hooks";
import type { CardId, MattazzaMove, MattazzaView } from "../../src/engine/games/mattazza/types";
import { CardHelp } from "../components/CardHelp";
import { handKeys } from "../components/hand-keys";
import { t } from "../i18n";
import { MzCard } from "./Card";
import { cardName, counts } from "./cards";
import { sortHand } from "./hand-order";
import { cardHelp } from "./card-help";

/** How "why not?" names the card a refusal names (given while the hand is drawn). */
const whyNamer: WhyNamer = (v) => ({ card: v.card && cardName(v.card as CardId) });

/** What the table hands to the seat's part. */
export interface SeatHandProps {
  view: MattazzaView;
  legal: MattazzaMove[];
  busy: boolean;
  play(move: unknown): Promise<boolean>;
  name(seat: number): string;
  /** The reader's turn, with no result held on screen. */
  live: boolean;
  yourTurn: boolean;
  /** The hand is shown (not behind a hand's score, not after the match). */
  showHand: boolean;
  /** The Fool's gift is the reader's to give now. */
  showGift: boolean;
}

/** The seat's hand and choices, and the Fool's gift when it is theirs to give. */
export function SeatHand({
  view,
  legal,
  busy,
  play,
  name,
  live,
  showHand,
  showGift,
}: SeatHandProps) {
  const [picked, setPicked] = useState<CardId | null>(null);
  whyNames("mattazza", whyNamer);
  const me = view.you;
  const mine = me === null ? undefined : view.seats[me];
  const plays = legal.filter(
    (m): m is Extract<MattazzaMove, { type: "play" }> => m.type === "play",
  );
  const gifts = legal.filter(
    (m): m is Extract<MattazzaMove, { type: "give" }> => m.type === "give",
  );
  const helps = legal.filter(
    (m): m is Extract<MattazzaMove, { type: "callForHelp" }> => m.type === "callForHelp",
  );
  // The calls for help of the hand: the legal ones, or once made, the same ones refused.
  const calls: Extract<MattazzaMove, { type: "callForHelp" }>[] =
    helps.length > 0 || !mine?.calledForHelp
      ? helps
      : view.seats
          .filter((s) => s.seat !== me && s.inMatch)
          .map((s) => ({ type: "callForHelp", target: s.seat }));
  const hand = sortHand(mine?.hand ?? [], view.options.simplifiedRanks);
  const pickedLegal = picked !== null && plays.some((m) => m.card === picked) ? picked : null;

  async function send(m: MattazzaMove) {
    if (busy) return;
    // Only the played card's pick goes: a card picked while another move (a call for help, a
    // gift) was on its way stays picked when that move's answer comes.
    if ((await play(m)) && m.type === "play") setPicked((p) => (p === m.card ? null : p));
  }
  // Choosing a card is local: it works while an earlier move is still on its way (a live
  // update can arrive before that move's answer), only playing waits for it.
  function tap(card: CardId, ok: boolean) {
    if (!ok) return;
    if (pickedLegal === card) void send({ type: "play", card });
    else setPicked(card);
  }

  // The focus contract: after a move or an update, the page focuses the first [data-next-focus]
  // (a result's "Next", a gift, else this card: the first playable one, or the hand's first).
  const firstLegal = hand.find((c) => plays.some((m) => m.card === c));
  const nextFocusCard = pickedLegal ? null : live && firstLegal ? firstLegal : (hand[0] ?? null);

  return (
    <>
      {showGift && (
        <section class="panel mz-gift" aria-labelledby="mz-gift-title" data-testid="gift">
          <h2 id="mz-gift-title">
            {t("ma_gift_title", { name: name(view.foolDebt?.receiver ?? 0) })}
          </h2>
          <p class="muted small">{t("ma_gift_help")}</p>
          <div class="mz-hand">
            {gifts.map((m, i) => (
              <CardHelp
                key={m.card}
                id={`gift-help-${m.card}`}
                text={cardHelp(m.card, view.options.simplifiedRanks)}
              >
                <button
                  type="button"
                  class="card-btn legal"
                  data-action="give"
                  data-card={m.card}
                  data-focus-key={`give-${m.card}`}
                  data-next-focus={i === 0 ? "" : undefined}
                  aria-describedby={`gift-help-${m.card}`}
                  aria-disabled={busy ? "true" : undefined}
                  onClick={() => void send(m)}
                >
                  <MzCard card={m.card} />
                  <span class="sr-only">{t("ma_give_card", { card: cardName(m.card) })}</span>
                </button>
              </CardHelp>
            ))}
          </div>
        </section>
      )}

      {/* Behind a hand's score, the next hand's cards (already dealt) are not shown yet. */}
      {showHand && (
        <section class="mz-hand-area" aria-label={t("your_hand")}>
          {/* While a card is picked, it is the hand's one tab stop, so Play comes right after
              it; the arrow keys walk the hand (hand-keys.ts). */}
          <div class="mz-hand" data-testid="own-hand" onKeyDown={handKeys()}>
            {hand.map((card, i) => {
              const ok = live && view.phase === "play" && plays.some((m) => m.card === card);
              return (
                <CardHelp
                  key={card}
                  id={`hand-help-${card}`}
                  text={cardHelp(card, view.options.simplifiedRanks)}
                >
                  {/* Never disabled: a card that cannot be played now stays focusable, so its
                      help can be read; the tap is refused in code (aria-disabled). */}
                  <button
                    type="button"
                    class={`card-btn${ok ? " legal" : ""}${pickedLegal === card ? " picked" : ""}${counts(card) ? " counting" : ""}`}
                    aria-pressed={pickedLegal === card}
                    aria-describedby={`hand-help-${card}`}
                    aria-disabled={ok ? undefined : "true"}
                    {...(ok ? {} : whyAttr({ type: "play", card }))}
                    data-card={card}
                    data-focus-key={`card-${card}`}
                    data-next-focus={card === nextFocusCard ? "" : undefined}
                    tabIndex={pickedLegal !== null && pickedLegal !== card ? -1 : undefined}
                    onClick={() => tap(card, ok)}
                  >
                    <MzCard card={card} />
                    <span class="sr-only">{cardName(card)}</span>
                  </button>
                </CardHelp>
              );
            })}
            {hand.length === 0 && <p class="muted small">{t("hand_empty")}</p>}
          </div>
          {live && view.phase === "play" && (
            <div class="actions mz-actions">
              {pickedLegal ? (
                <>
                  <button
                    type="button"
                    class="btn primary big"
                    data-action="play"
                    data-focus-key="play"
                    data-next-focus=""
                    aria-disabled={busy ? "true" : undefined}
                    onClick={() => void send({ type: "play", card: pickedLegal })}
                  >
                    {t("ma_play", { card: cardName(pickedLegal) })}
                  </button>
                  <button
                    type="button"
                    class="btn ghost"
                    data-focus-key="cancel"
                    onClick={() => setPicked(null)}
                  >
                    {t("cancel")}
                  </button>
                </>
              ) : (
                <p class="mz-hint muted small">{t("ma_pick")}</p>
              )}
            </div>
          )}
          {live && view.phase === "play" && calls.length > 0 && !pickedLegal && (
            <details class="mz-call">
              <summary>{t("ma_call")}</summary>
              <p class="muted small">{t("ma_call_help")}</p>
              <div class="row">
                {calls.map((m) => {
                  // A call already made this hand stays shown, refused: it says why not.
                  const ok = helps.some((h) => h.target === m.target);
                  return (
                    <button
                      key={m.target}
                      type="button"
                      class="btn small"
                      data-action="call-for-help"
                      data-focus-key={`call-${m.target}`}
                      aria-disabled={busy || !ok ? "true" : undefined}
                      {...(ok ? {} : whyAttr(m))}
                      onClick={() => ok && void send(m)}
                    >
                      {t("ma_call_against", { name: name(m.target) })}
                    </button>
                  );
                })}
              </div>
            </details>
          )}
        </section>
      )}
    </>
  );
}

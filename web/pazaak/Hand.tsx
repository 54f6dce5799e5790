/**
 * Your hand and your turn's actions. A card is a button; choosing one lifts it, says what it
 * does and offers the values the server lists as legal for it (+3 / −3 for a dual card, ±1/±2
 * for 1±2); hover, keyboard focus or a long press explain a card without choosing it.
 * End turn and Stand come from the legal list too; over 20, "End turn (bust)" only. The big
 * green button is the sensible one (the engine's `standAdvised`): standing low never is.
 */
import { useState } from "preact/hooks";
import type { PazaakMove, PazaakOptions, SideCardId } from "../../src/engine/games/pazaak/types";
import { CardHelp } from "../components/CardHelp";
import { t } from "../i18n";
import { CardFace } from "./Card";
import { cardName, faceLabel, kindOf, signed } from "./cards";
import { cardHelp } from "./help";

/** Props of the hand. */
export interface HandProps {
  hand: SideCardId[];
  legal: PazaakMove[];
  total: number;
  yourTurn: boolean;
  busy: boolean;
  play(move: PazaakMove): Promise<boolean>;
  /** Standing is the sensible end of this turn: Stand is the big green button, else End turn. */
  standFirst: boolean;
  /** The table's options (a flip's help depends on them). */
  options?: Partial<PazaakOptions>;
}

/** The colour of a play button: the sign chosen, or the card's own colour. */
function tone(m: Extract<PazaakMove, { type: "play" }>): string {
  if (m.value !== undefined) return m.value < 0 ? "minus" : "plus";
  const kind = kindOf(m.card);
  return kind === "special" ? "special" : kind === "minus" ? "minus" : "plus";
}

/** Your hand cards and the buttons of your turn. */
export function Hand({ hand, legal, total, yourTurn, busy, play, standFirst, options }: HandProps) {
  const [picked, setPicked] = useState<number | null>(null);
  const plays = legal.filter((m): m is Extract<PazaakMove, { type: "play" }> => m.type === "play");
  const canEnd = legal.some((m) => m.type === "endTurn");
  const canStand = legal.some((m) => m.type === "stand");
  const pickedCard = picked === null ? undefined : hand[picked];
  const choices = pickedCard ? plays.filter((m) => m.card === pickedCard) : [];

  async function send(move: PazaakMove) {
    if (await play(move)) setPicked(null);
  }

  return (
    <section class="hand-area" aria-label={t("your_hand")}>
      <div class="hand" data-testid="own-hand">
        {hand.map((card, i) => {
          const playable = plays.some((m) => m.card === card);
          return (
            <CardHelp key={`${card}-${i}`} id={`hand-help-${i}`} text={cardHelp(card, options)}>
              <button
                type="button"
                class={`card-btn${picked === i ? " picked" : ""}`}
                aria-pressed={picked === i}
                aria-describedby={`hand-help-${i}`}
                disabled={!playable || busy}
                data-card={card}
                onClick={() => setPicked(picked === i ? null : i)}
              >
                <CardFace card={card} class="lg" />
                {/* The spoken name comes from content, not aria-label: the drawn face is
                    hidden, so screen readers and voice control both get "plus 3". */}
                <span class="sr-only">{cardName(card)}</span>
              </button>
            </CardHelp>
          );
        })}
        {hand.length === 0 && <p class="muted small">{t("hand_empty")}</p>}
      </div>
      {pickedCard && choices.length > 0 && (
        <div class="choice" role="group" aria-label={t("play_as", { card: cardName(pickedCard) })}>
          {choices.map((m) => (
            <button
              type="button"
              class={`btn play-btn ${tone(m)}`}
              disabled={busy}
              data-value={m.value ?? ""}
              onClick={() => send(m)}
            >
              {t("play_value", { v: m.value === undefined ? faceLabel(m.card) : signed(m.value) })}
            </button>
          ))}
          <button type="button" class="btn ghost" onClick={() => setPicked(null)}>
            {t("cancel")}
          </button>
          {/* After the buttons: on a small phone the values to play stay on screen first. */}
          <p class="choice-help" data-testid="choice-help">
            {cardHelp(pickedCard, options)}
          </p>
        </div>
      )}
      {/* While a card is picked its choice takes the buttons' place: the hand keeps one height
          and everything stays on a small phone's screen (Cancel brings them back). */}
      {yourTurn && !(pickedCard && choices.length > 0) && (
        <div class="actions">
          {total > 20 ? (
            canEnd && (
              <button
                type="button"
                class="btn danger big"
                data-action="end-turn"
                disabled={busy}
                onClick={() => send({ type: "endTurn" })}
              >
                {t("end_turn_bust")}
              </button>
            )
          ) : (
            <>
              {canEnd && (
                <button
                  type="button"
                  class={`btn big${standFirst ? "" : " primary"}`}
                  data-action="end-turn"
                  disabled={busy}
                  onClick={() => send({ type: "endTurn" })}
                >
                  {t("end_turn")}
                </button>
              )}
              {canStand && (
                <button
                  type="button"
                  class={`btn big${standFirst ? " primary" : ""}`}
                  data-action="stand"
                  disabled={busy}
                  onClick={() => send({ type: "stand" })}
                >
                  {t("stand_at", { n: total })}
                </button>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}

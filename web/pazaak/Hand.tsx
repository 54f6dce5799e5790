/**
 * Your hand and your turn's actions. A card is a button; choosing one lifts it, says what it
 * does and offers the values the server lists as legal for it (+3 / −3 for a dual card, ±1/±2
 * for 1±2); hover, keyboard focus or a long press explain a card without choosing it.
 * End turn and Stand come from the legal list too; over 20, "End turn (bust)" only, with the
 * card that would save the turn named above it (BustHint.tsx). The big green button is the
 * sensible one (the engine's `standAdvised`): standing low never is.
 *
 * Focus (docs/decisions.md, "The focus survives moves"): cards and buttons keep their DOM
 * nodes and a `data-focus-key` across updates, the sensible next control carries
 * `data-next-focus`, and a card that cannot be played now stays focusable (`aria-disabled`)
 * so its help can still be read.
 */
import { useState } from "preact/hooks";
import type {
  BoardCard,
  PazaakMove,
  PazaakOptions,
  SideCardId,
} from "../../src/engine/games/pazaak/types";
import { CardHelp } from "../components/CardHelp";
import { t } from "../i18n";
import { CardFace } from "./Card";
import { cardName, faceLabel, kindOf, signed } from "./cards";
import { cardHelp } from "./help";
import { useLazy } from "../lazy";
import { bustWords, withWords } from "./tool-words";
import { ActionButton } from "../components/ActionButton";
import { whyAttr, whyNames, type WhyNamer } from "../components/coach/why";

/** How "why not?" names the card a refusal names (given while the hand is drawn). */
const whyNamer: WhyNamer = (v) => ({ card: v.card && cardName(v.card as SideCardId) });

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
  /** Both boards, the reader's first: over 20, which card would save the turn. */
  boards: [BoardCard[], BoardCard[]];
}

/** The colour of a play button: the sign chosen, or the card's own colour. */
function tone(m: Extract<PazaakMove, { type: "play" }>): string {
  if (m.value !== undefined) return m.value < 0 ? "minus" : "plus";
  const kind = kindOf(m.card);
  return kind === "special" ? "special" : kind === "minus" ? "minus" : "plus";
}

/** Stable keys of hand cards: the card and which copy of it ("PM3-0", "PM3-1"). */
function cardKeys(hand: readonly SideCardId[]): string[] {
  const seen: Record<string, number> = {};
  return hand.map((c) => `${c}-${(seen[c] = (seen[c] ?? -1) + 1)}`);
}

/** Your hand cards and the buttons of your turn. */
export function Hand(props: HandProps) {
  const { hand, legal, total, yourTurn, busy, play, standFirst, options, boards } = props;
  whyNames("pazaak", whyNamer);
  // The picked card by key: a card that has left the hand is no longer picked.
  const [pick, setPick] = useState<string | null>(null);
  const keys = cardKeys(hand);
  const plays = legal.filter((m): m is Extract<PazaakMove, { type: "play" }> => m.type === "play");
  const canEnd = legal.some((m) => m.type === "endTurn");
  const canStand = legal.some((m) => m.type === "stand");
  const picked = pick === null ? -1 : keys.indexOf(pick);
  const pickedCard = picked < 0 ? undefined : hand[picked];
  const choices = pickedCard ? plays.filter((m) => m.card === pickedCard) : [];
  const over = yourTurn && total > 20;
  // Only a turn over 20 needs the hint (and the engine's board arithmetic): its own chunk.
  const hint = useLazy(() => withWords(import("./BustHint"), bustWords), over);
  const save = over && hint ? hint.rescue(boards[0], boards[1], plays, options) : null;
  // The sensible next control: the card that saves the turn, else the big button.
  const nextCard = save ? hand.indexOf(save.move.card) : -1;

  async function send(move: PazaakMove) {
    const sent = pick;
    // A card picked while the move was on its way (the next turn came first) stays picked.
    if (await play(move)) setPick((p) => (p === sent ? null : p));
  }

  return (
    <section class="hand-area" aria-label={t("your_hand")}>
      <div class="hand" data-testid="own-hand">
        {hand.map((card, i) => {
          const legalCard = plays.some((m) => m.card === card);
          const playable = legalCard && !busy;
          const key = keys[i] ?? card;
          return (
            <CardHelp key={key} id={`hand-help-${key}`} text={cardHelp(card, options)}>
              <button
                type="button"
                class={`card-btn${picked === i ? " picked" : ""}`}
                aria-pressed={picked === i}
                aria-describedby={`hand-help-${key}`}
                aria-disabled={playable ? undefined : "true"}
                {...(legalCard ? {} : whyAttr({ type: "play", card }))}
                data-card={card}
                data-focus-key={`card-${key}`}
                data-next-focus={i === nextCard ? "" : undefined}
                // Still focusable when it cannot be played (its help can be read): the tap is
                // refused here instead.
                onClick={() => playable && setPick(picked === i ? null : key)}
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
          {choices.map((m, i) => (
            <button
              type="button"
              key={m.value ?? "play"}
              class={`btn play-btn ${tone(m)}`}
              disabled={busy}
              data-value={m.value ?? ""}
              data-next-focus={i === 0 ? "" : undefined}
              onClick={() => send(m)}
            >
              {t("play_value", { v: m.value === undefined ? faceLabel(m.card) : signed(m.value) })}
            </button>
          ))}
          <button type="button" class="btn ghost" onClick={() => setPick(null)}>
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
            <>
              {hint && (
                <hint.BustHint
                  card={
                    !save
                      ? undefined
                      : save.move.card === "D" || save.move.card.startsWith("F")
                        ? faceLabel(save.move.card)
                        : signed(save.value)
                  }
                  total={save?.total}
                />
              )}
              {canEnd && (
                <ActionButton
                  action="end-turn"
                  class="btn danger big"
                  next={!save && !!hint}
                  disabled={busy}
                  onClick={() => send({ type: "endTurn" })}
                >
                  {t("end_turn_bust")}
                </ActionButton>
              )}
            </>
          ) : (
            <>
              {canEnd && (
                <ActionButton
                  action="end-turn"
                  class={`btn big${standFirst ? "" : " primary"}`}
                  next={!standFirst}
                  disabled={busy}
                  onClick={() => send({ type: "endTurn" })}
                >
                  {t("end_turn")}
                </ActionButton>
              )}
              {canStand && (
                <ActionButton
                  action="stand"
                  class={`btn big${standFirst ? " primary" : ""}`}
                  next={standFirst}
                  disabled={busy}
                  onClick={() => send({ type: "stand" })}
                >
                  {t("stand_at", { n: total })}
                </ActionButton>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}

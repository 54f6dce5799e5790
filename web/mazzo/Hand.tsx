/**
 * Your hand and the actions of your step, all from the server's legal moves: pick a card and
 * an ability to attack; pick a card to answer face up or to deny with it face down; believe or
 * doubt; after a caught bluff, pick two cards of the opened hand. Every card is a button named
 * by its content and explains itself (hover, keyboard focus, long press).
 */
import { useState } from "preact/hooks";
import type { CardId, MazzoMove, MazzoView } from "../../src/engine/games/mazzo/types";
import { CardHelp } from "../components/CardHelp";
import { t, tn } from "../i18n";
import { MzCard, abName, cName, cardHelp, valueOf } from "./cards";

/** Props of the hand. */
export interface HandProps {
  view: MazzoView;
  legal: MazzoMove[];
  busy: boolean;
  play(move: MazzoMove): Promise<boolean>;
  name(seat: number): string;
}

type Of<T extends MazzoMove["type"]> = Extract<MazzoMove, { type: T }>;

/** Your cards and the buttons of your step. */
export function Hand({ view, legal, busy, play, name }: HandProps) {
  const me = view.you;
  const hand = me === null ? [] : (view.seats[me === 1 ? 1 : 0].hand ?? []);
  const [picked, setPicked] = useState<CardId | null>(null);
  const [taking, setTaking] = useState<CardId[]>([]);
  const noAb = view.options.mazziereHasNoAbilities;
  const attacks = legal.filter((m): m is Of<"attack"> => m.type === "attack");
  const faceUps = legal.filter((m): m is Of<"faceUp"> => m.type === "faceUp");
  const denies = legal.filter((m): m is Of<"deny"> => m.type === "deny");
  const takes = legal.filter((m): m is Of<"take"> => m.type === "take");
  const canJudge = legal.some((m) => m.type === "doubt");
  const ability = view.table.ability;

  async function send(move: MazzoMove) {
    if (await play(move)) {
      setPicked(null);
      setTaking([]);
    }
  }

  const usable = (c: CardId) =>
    attacks.some((m) => m.card === c) || denies.some((m) => m.card === c);
  const pickedOk = picked !== null && hand.includes(picked) && usable(picked);
  const choicesAttack = pickedOk ? attacks.filter((m) => m.card === picked) : [];
  const pickedFaceUp = pickedOk ? faceUps.find((m) => m.card === picked) : undefined;
  const pickedDeny = pickedOk ? denies.find((m) => m.card === picked) : undefined;
  const secret =
    attacks.length > 0 && view.seats[0].handCount === 1 && view.seats[1].handCount === 1;

  let hint = "";
  if (attacks.length) hint = secret ? t("mz_hint_secret") : t("mz_hint_attack");
  else if (denies.length) hint = t("mz_hint_respond", { ability: ability ? abName(ability) : "" });
  else if (canJudge) hint = t("mz_hint_judge", { name: name(view.defender) });

  const takePair = takes.find(
    (m) => taking.length === 2 && m.cards.every((c) => taking.includes(c)),
  );

  return (
    <section class="hand-area mz-hand-area" aria-label={t("your_hand")}>
      {takes.length > 0 && view.revealed ? (
        <div
          class="mz-take"
          role="group"
          aria-label={t("mz_take_title", { name: name(view.defender) })}
        >
          <p class="mz-hint">
            <strong>{t("mz_take_title", { name: name(view.defender) })}</strong>
          </p>
          <div class="hand mz-hand" data-testid="take-choice">
            {view.revealed.map((c, i) => (
              <CardHelp key={c} id={`take-help-${i}`} text={cardHelp(c, noAb)}>
                <button
                  type="button"
                  class={`card-btn${taking.includes(c) ? " picked" : ""}`}
                  aria-pressed={taking.includes(c)}
                  aria-describedby={`take-help-${i}`}
                  disabled={busy}
                  data-card={c}
                  data-action="take-card"
                  onClick={() =>
                    setTaking(
                      taking.includes(c) ? taking.filter((x) => x !== c) : [...taking, c].slice(-2),
                    )
                  }
                >
                  <MzCard card={c} ability={ability} noAbilities={noAb} />
                </button>
              </CardHelp>
            ))}
          </div>
          <div class="actions">
            <button
              type="button"
              class="btn primary big"
              data-action="take"
              disabled={busy || !takePair}
              onClick={() => takePair && send(takePair)}
            >
              {taking.length === 2
                ? t("mz_take_these", { a: cName(taking[0] ?? ""), b: cName(taking[1] ?? "") })
                : tn("mz_take_pick", 2 - taking.length)}
            </button>
          </div>
        </div>
      ) : (
        <>
          {hint && !pickedOk && <p class="mz-hint">{hint}</p>}
          <div class="hand mz-hand" data-testid="own-hand">
            {hand.map((c, i) => (
              <CardHelp key={c} id={`hand-help-${i}`} text={cardHelp(c, noAb)}>
                <button
                  type="button"
                  class={`card-btn${picked === c ? " picked" : ""}`}
                  aria-pressed={picked === c}
                  aria-describedby={`hand-help-${i}`}
                  disabled={!usable(c) || busy}
                  data-card={c}
                  onClick={() => setPicked(picked === c ? null : c)}
                >
                  <MzCard card={c} ability={ability} noAbilities={noAb} />
                </button>
              </CardHelp>
            ))}
            {hand.length === 0 && <p class="muted small">{t("hand_empty")}</p>}
          </div>
        </>
      )}

      {pickedOk && choicesAttack.length > 0 && picked && (
        <div
          class="choice mz-choice"
          role="group"
          aria-label={t("mz_attack_with", { card: cName(picked) })}
        >
          <p class="choice-help">{t("mz_attack_with", { card: cName(picked) })}</p>
          {choicesAttack.map((m) => (
            <button
              type="button"
              key={m.ability}
              class="btn play-btn plus"
              disabled={busy}
              data-action="attack"
              data-ability={m.ability}
              onClick={() => send(m)}
            >
              {abName(m.ability)}
              {picked !== "MZ" && ` ${valueOf(picked, m.ability)}`}
            </button>
          ))}
          <button type="button" class="btn ghost" onClick={() => setPicked(null)}>
            {t("cancel")}
          </button>
        </div>
      )}

      {pickedOk && choicesAttack.length === 0 && picked && (
        <div
          class="choice mz-choice"
          role="group"
          aria-label={t("mz_answer_with", { card: cName(picked) })}
        >
          {pickedFaceUp && (
            <button
              type="button"
              class="btn play-btn plus"
              disabled={busy}
              data-action="face-up"
              onClick={() => send(pickedFaceUp)}
            >
              {t("mz_face_up_btn")}
            </button>
          )}
          {pickedDeny && (
            <button
              type="button"
              class="btn play-btn special"
              disabled={busy}
              data-action="deny"
              onClick={() => send(pickedDeny)}
            >
              {t("mz_deny_btn")}
            </button>
          )}
          <button type="button" class="btn ghost" onClick={() => setPicked(null)}>
            {t("cancel")}
          </button>
          <p class="choice-help" data-testid="choice-help">
            {pickedFaceUp
              ? t("mz_answer_help", { card: cName(picked), ability: abName(ability ?? "") })
              : t("mz_deny_help", { card: cName(picked), ability: abName(ability ?? "") })}
          </p>
        </div>
      )}

      {canJudge && (
        <div class="actions">
          <button
            type="button"
            class="btn big primary"
            data-action="believe"
            disabled={busy}
            onClick={() => send({ type: "believe" })}
          >
            {t("mz_believe")}
          </button>
          <button
            type="button"
            class="btn big danger"
            data-action="doubt"
            disabled={busy}
            onClick={() => send({ type: "doubt" })}
          >
            {t("mz_doubt")}
          </button>
        </div>
      )}
    </section>
  );
}

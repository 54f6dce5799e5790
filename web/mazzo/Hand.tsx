/**
 * Your hand and the actions of your step, all from the server's legal moves: pick a card and
 * an ability to attack; pick a card to answer face up or to deny with it face down; believe or
 * doubt; after a caught bluff, pick two cards of the opened hand. Every card is a button named
 * by its content and explains itself (hover, keyboard focus, long press).
 */
import { whyAttr, whyNames, type WhyNamer } from "../components/coach/why";
import { useEffect, useState } from "preact/hooks";
import type { CardId, MazzoMove, MazzoView } from "../../src/engine/games/mazzo/types";
import { CardHelp } from "../components/CardHelp";
import { loadPack, t, tn } from "../i18n";
import { MzCard, abName, cName } from "./cards";
import { cardHelp, valueOf } from "./card-help";
import { deckCards } from "./deck";
import { useLazy } from "../lazy";
import { Tip } from "./Tip";
import { ActionButton } from "../components/ActionButton";

/** How "why not?" names the card and the ability a refusal names (given while drawn). */
const whyNamer: WhyNamer = (v) => ({
  card: v.card && cName(v.card),
  ability: v.ability && abName(v.ability),
});

/** Props of the hand. */
export interface HandProps {
  view: MazzoView;
  legal: MazzoMove[];
  busy: boolean;
  play(move: MazzoMove): Promise<boolean>;
  name(seat: number): string;
  /** The table's move number: a new move clears the choices made for the last one. */
  seq: number;
}

type Of<T extends MazzoMove["type"]> = Extract<MazzoMove, { type: T }>;

/** Your cards and the buttons of your step. */
export function Hand({ view, legal, busy, play, name, seq }: HandProps) {
  whyNames("mazzo", whyNamer);
  const me = view.you;
  const hand = me === null ? [] : (view.seats[me === 1 ? 1 : 0].hand ?? []);
  const [picked, setPicked] = useState<CardId | null>(null);
  const [taking, setTaking] = useState<CardId[]>([]);
  // "I don't have it" first, then the card to put face down.
  const [denying, setDenying] = useState(false);
  // The same buttons stay across moves (focus stays on them); only the choices are cleared.
  useEffect(() => {
    setPicked(null);
    setTaking([]);
    setDenying(false);
  }, [seq]);
  const noAb = view.options.mazziereHasNoAbilities;
  const attacks = legal.filter((m): m is Of<"attack"> => m.type === "attack");
  const faceUps = legal.filter((m): m is Of<"faceUp"> => m.type === "faceUp");
  const denies = legal.filter((m): m is Of<"deny"> => m.type === "deny");
  const takes = legal.filter((m): m is Of<"take"> => m.type === "take");
  const canJudge = legal.some((m) => m.type === "doubt");
  const ability = view.table.ability;

  async function send(move: MazzoMove) {
    const sent = picked;
    if (await play(move)) {
      // A card picked while the move was on its way (the next turn came first) stays picked.
      setPicked((p) => (p === sent ? null : p));
      setTaking([]);
      setDenying(false);
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
  else if (denying) hint = t("mz_deny_pick");
  else if (denies.length) hint = t("mz_hint_respond", { ability: ability ? abName(ability) : "" });
  // What Believe and Doubt risk, and the words of taking two cards: a chunk of its own, for
  // those two steps only.
  const st = useLazy(
    () => import("./stakes").then(async (m) => (await loadPack(m.stakesWords), m)),
    canJudge || takes.length > 0,
  );
  const stakes =
    canJudge && st
      ? st.stakesOf(view, name(view.defender), {
          cards: deckCards(view.options.deck) ?? [],
          t: t as (key: string, params?: Record<string, string | number>) => string,
          ability: abName,
          name: cName,
        })
      : null;
  // The control a keyboard continues from after a move or a live update (the page's focus
  // contract): the first card to pick, the first ability, the believe button, the first card
  // to take.
  const firstUsable = hand.find(usable);
  // The move a card that cannot be played would make, for "why not?": the attack it would lead
  // (with the ability another card leads with), else an answer saying "I don't have it".
  const whyMove = (c: CardId): MazzoMove => {
    const ability = attacks[0]?.ability;
    return ability ? { type: "attack", card: c, ability } : { type: "deny", card: c };
  };
  const tip = attacks.length ? "attack" : denies.length ? "answer" : canJudge ? "judge" : null;

  // Taking two cards of the opened hand, after a caught bluff: a chunk of its own for that step.
  const take = useLazy(() => import("./TakeChoice"), takes.length > 0);

  // Answering face up: with a card that lacks the ability it is shown refused, and its
  // "why not?" names the card and the ability (coach/why.ts).
  const faceUp = picked && (
    <ActionButton
      action="face-up"
      class="btn play-btn plus"
      next={!!pickedFaceUp}
      disabled={busy}
      why={pickedFaceUp ? undefined : { type: "faceUp", card: picked }}
      onClick={() => pickedFaceUp && send(pickedFaceUp)}
    >
      {t("mz_face_up_btn")}
    </ActionButton>
  );

  return (
    <section class="hand-area mz-hand-area" aria-label={t("your_hand")}>
      {takes.length > 0 && view.revealed ? (
        st &&
        take && (
          <take.TakeChoice
            view={view}
            takes={takes}
            taking={taking}
            setTaking={setTaking}
            busy={busy}
            send={(m) => void send(m)}
            name={name}
          />
        )
      ) : (
        <>
          {stakes && (
            <div class="mz-stakes" data-testid="stakes">
              <p>{stakes.believe}</p>
              <p>{stakes.doubt}</p>
              {stakes.warning && <p class="mz-warn">{stakes.warning}</p>}
            </div>
          )}

          {canJudge && (
            <div class="actions">
              <ActionButton
                action="believe"
                class="btn big primary"
                next
                disabled={busy}
                onClick={() => send({ type: "believe" })}
              >
                {t("mz_believe")}
              </ActionButton>
              <ActionButton
                action="doubt"
                class="btn big danger"
                disabled={busy}
                onClick={() => send({ type: "doubt" })}
              >
                {t("mz_doubt")}
              </ActionButton>
            </div>
          )}
          {hint && !pickedOk && <p class="mz-hint">{hint}</p>}
          <div class="hand mz-hand" data-testid="own-hand">
            {hand.map((c, i) => (
              <CardHelp key={c} id={`hand-help-${i}`} text={cardHelp(c, noAb)}>
                <button
                  type="button"
                  class={`card-btn${picked === c ? " picked" : ""}`}
                  aria-pressed={picked === c}
                  aria-describedby={`hand-help-${i}`}
                  aria-disabled={!usable(c) || busy ? "true" : undefined}
                  {...(usable(c) ? {} : whyAttr(whyMove(c)))}
                  data-card={c}
                  data-focus-key={`card-${c}`}
                  data-next-focus={!pickedOk && c === firstUsable ? "" : undefined}
                  onClick={() => {
                    // Unplayable cards stay focusable, so their help can be read.
                    if (!usable(c) || busy) return;
                    const deny = denying && denies.find((m) => m.card === c);
                    if (deny) void send(deny);
                    else setPicked(picked === c ? null : c);
                  }}
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
          {choicesAttack.map((m, i) => (
            <button
              type="button"
              key={m.ability}
              class="btn play-btn plus"
              disabled={busy}
              data-focus-key={`ability-${m.ability}`}
              data-next-focus={i === 0 ? "" : undefined}
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
          {pickedFaceUp && faceUp}
          {pickedDeny && (
            <ActionButton
              action="deny"
              class="btn play-btn special"
              next={!pickedFaceUp}
              disabled={busy}
              onClick={() => send(pickedDeny)}
            >
              {t("mz_deny_btn")}
            </ActionButton>
          )}
          {/* Refused, it comes after "I don't have it", which keeps its place. */}
          {!pickedFaceUp && faceUp}
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

      {denies.length > 0 && !pickedOk && (
        <div class="actions">
          {denying ? (
            <button type="button" class="btn ghost" onClick={() => setDenying(false)}>
              {t("cancel")}
            </button>
          ) : (
            <button
              type="button"
              class="btn play-btn special"
              data-action="deny-first"
              data-focus-key="deny-first"
              disabled={busy}
              onClick={(e) => {
                setDenying(true);
                // The next step is a card: the keyboard goes there, not to "Cancel".
                const area = e.currentTarget.parentElement?.parentElement;
                setTimeout(() => area?.querySelector<HTMLElement>("[data-next-focus]")?.focus());
              }}
            >
              {t("mz_deny_btn")}
            </button>
          )}
        </div>
      )}
      {/* Under the controls, so it moves none of them (a picked card stays under the pointer). */}
      {tip && <Tip key={tip} step={tip} />}
    </section>
  );
}

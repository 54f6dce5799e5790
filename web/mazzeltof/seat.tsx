/**
 * What only a seated MazzelTof player's table draws: the reader's own hand and open cards, the
 * card picked and where it may go, the turn's buttons, and a card as a button with its help
 * (also the partner's open cards and the team's face-up pile, which the table draws). A chunk
 * of its own for the embeds
 * (a spectator's never loads it, so its build holds none of it); the game page bundles it
 * (MazzelTofTable.tsx). The table (Table.tsx) keeps the state and hands it over.
 */
import type { ComponentChildren } from "preact";
import type {
  CardId,
  MazzelTofMove,
  MazzelTofView,
  PositionView,
  Slot,
} from "../../src/engine/games/mazzeltof/types";
import { ActionButton } from "../components/ActionButton";
import { CardHelp } from "../components/CardHelp";
import { whyAttr } from "../components/coach/why";
import { t, tn } from "../i18n";
import { ClassMark, MzCard } from "./Card";
import { cardHelp, cardNamed, cardShort, cardWords, rankLabel, slotWords } from "./names";

/** The hand's own rules (seat.css), which the table applies after its sheet. */
export { default as css } from "./seat.css?inline";

/** Where a picked card lies: the reader's hand or open cards, the partner's, the draw pile. */
export type Source = "hand" | "open" | "partner" | "queue";
type Play = Extract<MazzelTofMove, { type: "play" }>;
type Team = MazzelTofView["teams"][number];

const SLOTS: readonly Slot[] = ["red", "mix", "black"];

/** A card of the reader's as the table asks for it (Table.tsx `cardButton`). */
export interface CardButtonProps {
  card: CardId;
  size: string;
  /** The card has a move now (else it is refused, and says why not). */
  movable: boolean;
  busy: boolean;
  picked: boolean;
  /** The keyboard continues from this card after a move (the page's focus contract). */
  next: boolean;
  onPick(): void;
}

/**
 * A card as a button: picked (if it has a move now), with its help. A card without a move stays
 * focusable (aria-disabled) so its help can be read.
 */
export function CardButton({ card, size, movable, busy, picked, next, onPick }: CardButtonProps) {
  const can = movable && !busy;
  const help = `mzh-${card}`;
  return (
    <CardHelp id={help} text={cardHelp(card)}>
      <button
        type="button"
        class={`card-btn mz-btn${picked ? " picked" : ""}`}
        aria-pressed={picked}
        aria-describedby={help}
        aria-disabled={can ? undefined : "true"}
        {...(movable ? {} : whyAttr({ type: "play", card, slot: "mix" }))}
        data-card={card}
        data-focus-key={`mz-card-${card}`}
        data-next-focus={next ? "" : undefined}
        onClick={() => {
          if (can) onPick();
        }}
      >
        <MzCard card={card} class={size} />
        <span class="sr-only">{cardNamed(card)}</span>
      </button>
    </CardHelp>
  );
}

/** What the table hands the reader's own part: its state and its drawing helpers. */
export interface MineProps {
  mine: readonly number[];
  myPos: number;
  me0: PositionView;
  hand: readonly CardId[];
  myTeam: Team | null | undefined;
  live: boolean;
  picked: { card: CardId; from: Source } | null;
  rankSlot: Slot | null;
  busy: boolean;
  fullOpen: boolean;
  pickedPass: MazzelTofMove | undefined;
  view: MazzelTofView;
  seatHead(p: number, tag?: string): ComponentChildren;
  cardButton(card: CardId, from: Source, size: string): ComponentChildren;
  openRow(p: number, from: Source | null): ComponentChildren;
  queueRow(team: 0 | 1): ComponentChildren;
  slotMoves(slot: Slot): Play[];
  chooseSlot(slot: Slot): void;
  send(move: MazzelTofMove): Promise<void>;
  setRankSlot(slot: Slot | null): void;
  setPicked(p: null): void;
  can(type: MazzelTofMove["type"]): boolean;
  passes: readonly MazzelTofMove[];
}

/** The reader's hand, open cards, choice and turn buttons. */
export function MineArea(props: MineProps) {
  const { mine, myPos, me0, hand, myTeam, live, picked, rankSlot, busy, fullOpen } = props;
  const { pickedPass, view, seatHead, cardButton, openRow, queueRow, slotMoves } = props;
  const { chooseSlot, send, setRankSlot, setPicked, can, passes } = props;
  return (
    <section class="hand-area mz-mine" aria-labelledby="mz-your-hand">
      {mine.length > 1 && seatHead(myPos, t("mt_you"))}
      <span class="small muted mz-label" id="mz-your-hand">
        {t("your_hand")}
      </span>
      <div class={`mz-hand${hand.length > 5 ? " many" : ""}`} data-testid="own-hand">
        {hand.map((c) => cardButton(c, "hand", "lg"))}
        {hand.length === 0 && <p class="muted small">{t("hand_empty")}</p>}
      </div>
      {myTeam?.queue && myPos !== null && queueRow((myPos % 2) as 0 | 1)}
      <div class="mz-open-mine">
        <span class="small muted">
          {t("mt_your_open")}
          {myTeam?.openLimit != null && ` (${me0.open.length}/${myTeam.openLimit})`}
          {me0.penaltyCount > 0 && ` · ${tn("mt_penalty_count", me0.penaltyCount)}`}
        </span>
        {me0.open.length > 0 && openRow(myPos, "open")}
      </div>

      {live && picked && (
        <div
          class="choice"
          role="group"
          aria-label={t("mt_where", { card: cardWords(picked.card) })}
        >
          {rankSlot === null ? (
            <>
              {SLOTS.filter((s) => slotMoves(s).length > 0).map((s) => (
                <button
                  key={s}
                  type="button"
                  class={`btn mz-go slot-${s}`}
                  data-action="play"
                  data-slot={s}
                  data-focus-key={`mz-onto-${s}`}
                  disabled={busy}
                  onClick={() => chooseSlot(s)}
                >
                  <ClassMark of={s} />
                  {t("mt_onto", { slot: slotWords(s) })}
                </button>
              ))}
              {pickedPass && (
                <ActionButton
                  action="pass"
                  focusKey="mz-pass"
                  class="btn"
                  disabled={busy}
                  onClick={() => send(pickedPass)}
                >
                  {picked.from === "queue"
                    ? t("mt_pass_top")
                    : fullOpen
                      ? t("mt_pass_penalty")
                      : t("mt_pass_open")}
                </ActionButton>
              )}
            </>
          ) : (
            <>
              <p class="choice-help">
                {t("mt_which_rank", {
                  card: cardShort(picked.card),
                  slot: slotWords(rankSlot),
                })}
              </p>
              {slotMoves(rankSlot).map((m) => (
                <button
                  key={m.rank}
                  type="button"
                  class="btn mz-rank"
                  data-rank={m.rank}
                  data-focus-key={`mz-rank-${m.rank}`}
                  disabled={busy}
                  onClick={() => send(m)}
                >
                  {rankLabel(m.rank ?? 0)}
                </button>
              ))}
            </>
          )}
          <button
            type="button"
            class="btn ghost"
            data-focus-key="mz-cancel"
            onClick={() => (rankSlot ? setRankSlot(null) : setPicked(null))}
          >
            {t("cancel")}
          </button>
          <p class="choice-help">{cardHelp(picked.card)}</p>
        </div>
      )}

      {live && !picked && view.phase === "play" && (
        <div class="actions">
          {can("drawFive") && (
            <ActionButton
              action="draw-five"
              focusKey="mz-draw-five"
              class="btn big primary"
              next
              disabled={busy}
              onClick={() => send({ type: "drawFive" })}
            >
              {t("mt_draw_five")}
            </ActionButton>
          )}
          {can("endTurn") && (
            <ActionButton
              action="end-turn"
              focusKey="mz-end-turn"
              class="btn big"
              next={!can("drawFive")}
              disabled={busy}
              onClick={() => send({ type: "endTurn" })}
            >
              {t("mt_end_turn")}
            </ActionButton>
          )}
          {passes.some((m) => m.type === "pass" && !m.card) && (
            <ActionButton
              action="pass-top"
              focusKey="mz-pass-top"
              class="btn big"
              disabled={busy}
              onClick={() => send({ type: "pass" })}
            >
              {t("mt_pass_top")}
            </ActionButton>
          )}
          {!can("drawFive") && !can("endTurn") && (
            <p class="small muted mz-hint" data-testid="turn-hint">
              {view.turn.jokerDue
                ? t("mt_hint_joker")
                : myTeam?.phase === "endgame"
                  ? t("mt_hint_endgame")
                  : fullOpen
                    ? // What a penalty card costs, said where it happens (not only in the rules).
                      t("mt_hint_penalty", { n: myTeam?.openLimit ?? 5 })
                    : t("mt_hint")}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * The MazzelTof table: whose turn it is, the three piles with their colour and the rank they
 * need next, your hand and open cards, your partner's open cards (both playable), the
 * opponents' open cards and counts, both teams' draw piles (face up in the endgame), the red
 * pawn, a pile completed by another player held on screen until the reader moves on, the
 * result with a rematch, and the move log. It renders the server's view and legal moves; it
 * holds no rules. The reader's own hand and buttons come from `useSeat` (seat.tsx: the game page
 * bundles it, a try page loads it for its seat, a spectator embed never), and with them the
 * buttons of every card the reader may pick (their help sentences too), and the results (a
 * completed pile's, the match's) from `useResults` (result-part.ts, once the first is to show).
 */
import { whyNames, type WhyNamer } from "../components/coach/why";
import { ActionButton } from "../components/ActionButton";
import type { ComponentType } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { partnerOf } from "../../src/engine/games/mazzeltof/table";
import type {
  CardId,
  MazzelTofEvent,
  MazzelTofMove,
  MazzelTofView,
  PositionView,
  Slot,
} from "../../src/engine/games/mazzeltof/types";
import { LazyRematch } from "../components/LazyRematch";
import { readerLost, useMatchEnding } from "../components/ending";
import { useRoundTimeline } from "../components/round-timeline";
import { t, tn } from "../i18n";
import { MoveLog } from "../components/MoveLog";
import { levelOf } from "../player-name";
import type { TableProps } from "../table-props";
import type * as ResultsPart from "./result-part";
import { ClassMark, MzBack, MzCard } from "./Card";
import { howWon, logLines } from "./log";
import { cardNamed, cardShort, cardWords, rankLabel, slotWords, teamWords } from "./names";
import mazzeltofCss from "./table.css?inline";
import { useStyles } from "../styles/adopt";
import { TableShell, seatOnline } from "../components/TableShell";

// The table's styles come with its chunk, not with every page's CSS.

type Play = Extract<MazzelTofMove, { type: "play" }>;
type PileDone = Extract<MazzelTofEvent, { type: "pileDone" }>;
/** Where a picked card lies (seat.tsx). */
type Source = import("./seat").Source;

const SLOTS: readonly Slot[] = ["red", "mix", "black"];
/** How "why not?" names the card and the pile a refusal names (given while drawn). */
const whyNamer: WhyNamer = (v) => ({
  card: v.card && cardWords(v.card as CardId),
  slot: v.slot && slotWords(v.slot as Slot),
});
/** How long a completed pile stays for a reader who is not to act (spectators too). */
const RESULT_MS = 3500;

/** The seated player's part of the table (seat.tsx). */
export type SeatPart = typeof import("./seat");

/**
 * The whole MazzelTof table for a seat or a spectator.
 * @param useSeat a hook answering the seat's part once `seated` (null until it has come)
 * @param useResults a hook answering the results' part once `near` (null until it has come)
 */
export function mazzeltofTable(
  useSeat: (seated: boolean) => SeatPart | null,
  useResults: (near: boolean) => typeof ResultsPart | null,
): ComponentType<TableProps> {
  return function MazzelTofTable({ table, token, busy, play, name }: TableProps) {
    // This game's sheet applies only while its table is on screen (styles/adopt.ts).
    useStyles(mazzeltofCss);
    whyNames("mazzeltof", whyNamer);
    const view = table.view as MazzelTofView;
    const legal = table.legal as MazzelTofMove[];
    const me = table.seat;
    const count = view.positions.length;
    const seatOfPos = (p: number) => view.positions[p]?.seat ?? p;
    const nameOfPos = (p: number) => name(seatOfPos(p));
    const mine = view.yourPositions;
    const myPos =
      view.active !== null && mine.includes(view.active) ? view.active : (mine[0] ?? null);
    const partnerPos = myPos === null ? null : partnerOf(count, myPos);
    const yourTurn = me !== null && table.toAct.includes(me);
    // A resignation or a claimed game ends the match wherever it stood (components/ending.ts).
    const ending = useMatchEnding(table, name);
    const over = view.phase === "over" || ending !== null;
    const online = (seat: number) => seatOnline(table, seat);

    const [picked, setPicked] = useState<{ card: CardId; from: Source } | null>(null);
    const [rankSlot, setRankSlot] = useState<Slot | null>(null);
    useEffect(() => {
      setPicked(null);
      setRankSlot(null);
    }, [table.seq]);

    const plays = legal.filter((m): m is Play => m.type === "play");
    const playable = (card: CardId) => plays.some((m) => m.card === card);
    const passes = legal.filter((m) => m.type === "pass");
    const can = (type: MazzelTofMove["type"]) => legal.some((m) => m.type === type);

    // Piles completed by someone else stay on screen, one at a time, until the reader moves on.
    const ends = view.events.filter(
      (e): e is PileDone => e.type === "pileDone" && !mine.includes(e.pos),
    );
    const lastEvent = view.events[view.events.length - 1];
    const timeline = useRoundTimeline(
      ends,
      (e) => `${e.slot}-${e.cards[e.cards.length - 1]?.card ?? ""}`,
      false,
    );
    // A held pile takes the table's place also while the results' part is on its way (an
    // embed's first): the turn's controls never show for a moment and then vanish under it.
    const res = useResults(over || ends.length > 0);
    const held = !over ? timeline.current : null;
    // The reader's own hand and buttons (a spectator has none): until they have come, the rest.
    const seat = useSeat(myPos !== null);
    // The hand's own rules (seat.css), after the table's sheet, once the seat's part is here.
    useStyles(seat?.css);

    // The hand index of the card just played or laid open: the card after it takes the focus.
    const handIndex = useRef<number | null>(null);

    async function send(move: MazzelTofMove) {
      const card = "card" in move ? move.card : undefined;
      const at = card ? (view.positions[myPos ?? -1]?.hand ?? []).indexOf(card) : -1;
      handIndex.current = at >= 0 ? at : handIndex.current;
      const sent = picked;
      if (await play(move)) {
        // A card picked while the move was on its way (the next turn came first) stays picked.
        setPicked((p) => (p === sent ? null : p));
        setRankSlot(null);
      }
    }

    const pick = (card: CardId, from: Source) => {
      setRankSlot(null);
      setPicked(picked?.card === card ? null : { card, from });
    };

    // The moves of the picked card, by slot, and its pass.
    const pickedPlays = picked ? plays.filter((m) => m.card === picked.card) : [];
    const pickedPass = picked
      ? passes.find((m) =>
          picked.from === "queue" ? true : m.type === "pass" && m.card === picked.card,
        )
      : undefined;
    const slotMoves = (slot: Slot) => pickedPlays.filter((m) => m.slot === slot);
    const chooseSlot = (slot: Slot) => {
      const moves = slotMoves(slot);
      if (moves.length === 1 && moves[0]) void send(moves[0]);
      else if (moves.length > 1) setRankSlot(slot);
    };

    const me0 = myPos === null ? undefined : view.positions[myPos];
    const hand = me0?.hand ?? [];
    const myTeam = myPos === null ? null : view.teams[myPos % 2];
    const fullOpen =
      me0 !== undefined && myTeam?.openLimit != null && me0.open.length >= myTeam.openLimit;

    const lines = logLines(view.events, name, seatOfPos);
    // The banner: the result, the held pile, or whose turn it is and what to do. The result's
    // words are the results' part's: until it has come (an embed's), the log's last line.
    let text: string;
    if (ending) text = ending.title;
    else if (over)
      text = res
        ? res.resultTitle(view, myPos === null ? null : me, name)
        : (lines[lines.length - 1]?.text ?? "");
    else if (held) text = t("mt_done_title", { name: name(held.seat), slot: slotWords(held.slot) });
    else if (yourTurn) {
      if (view.phase === "skipDecision") text = t("mt_banner_pawn");
      else if (view.turn.jokerDue) text = t("mt_banner_jokerDue");
      else if (myTeam?.phase === "endgame") text = t("mt_banner_endgame");
      else if (hand.length === 0) text = t("mt_banner_empty");
      // Open cards full: the turn's last card will go face down, and the banner says so.
      else if (fullOpen) text = t("mt_banner_penalty", { n: myTeam?.openLimit ?? 5 });
      else text = t("mt_banner_yours");
    } else if (view.activeSeat !== null)
      text =
        view.phase === "skipDecision"
          ? t("mt_banner_pawnThem", { name: name(view.activeSeat) })
          : t("banner_theirTurn", { name: name(view.activeSeat) });
    else text = "";
    const live = !held && yourTurn;

    const activeTeam = view.active === null ? null : view.active % 2;

    /** Whether a card of the reader's can be picked now (it has a move). */
    const pickable = (card: CardId, from: Source) =>
      live &&
      (playable(card) ||
        (from === "hand" && passes.some((m) => m.type === "pass" && m.card === card)) ||
        (from === "queue" && passes.length > 0));

    // The card that takes the focus after a move (the page's focus contract): the one after the
    // card just played, else the first that can be picked, else the first.
    const nextFocus = (() => {
      if (hand.length === 0) return null;
      const at = Math.min(handIndex.current ?? 0, hand.length - 1);
      const after = hand[at];
      if (after && (!live || pickable(after, "hand"))) return after;
      return hand.find((c) => pickable(c, "hand")) ?? hand[0] ?? null;
    })();

    /** A card drawn still: another's, or the reader's while the seat's part is on its way. */
    const still = (card: CardId, size: string) => (
      <span class="mz-static">
        <MzCard card={card} class={size} />
        <span class="sr-only">{cardNamed(card)}</span>
      </span>
    );

    /** A reader's card as a button (seat.tsx `CardButton`): picked here, if it has a move now. */
    const cardButton = (card: CardId, from: Source, size: string) =>
      seat ? (
        <seat.CardButton
          key={card}
          card={card}
          size={size}
          movable={pickable(card, from)}
          busy={busy}
          picked={picked?.card === card}
          next={from === "hand" && card === nextFocus}
          onPick={() => pick(card, from)}
        />
      ) : (
        still(card, size)
      );

    /** A row of open cards (playable for the reader's own and partner's). */
    const openRow = (p: number, from: Source | null) => {
      const pos = view.positions[p] as PositionView;
      if (pos.open.length === 0) return <p class="muted small mz-none">{t("mt_no_open")}</p>;
      return (
        <ul class="mz-row" aria-label={t("mt_open_of", { name: nameOfPos(p) })}>
          {pos.open.map((c) => (
            <li key={c}>{from ? cardButton(c, from, "sm") : still(c, "sm")}</li>
          ))}
        </ul>
      );
    };

    /** One seat's head: name, presence, team, counts, pawn. */
    const seatHead = (p: number, tag?: string) => {
      const pos = view.positions[p] as PositionView;
      const level = levelOf(table.players[pos.seat]);
      return (
        <div class="mz-head">
          <span class={`mz-team-dot team-${pos.team === 0 ? "red" : "blue"}`} aria-hidden="true" />
          <strong class="mz-name">
            {nameOfPos(p)}
            {tag && <span class="mz-tag"> · {tag}</span>}
            {/* A computer's level, a small line of its own (player-name.ts). */}
            {level && (
              <>
                {" "}
                <span class="pname-level">{level}</span>
              </>
            )}
          </strong>
          {!online(pos.seat) && <span class="mz-away muted small">{t("mt_away")}</span>}
          <span class="mz-counts small">
            {tn("mt_hand_count", pos.handCount)}
            {pos.penaltyCount > 0 && <> · {tn("mt_penalty_count", pos.penaltyCount)}</>}
          </span>
          {pos.mustSkip && (
            <span class="mz-pawn" data-testid="pawn">
              {t("mt_pawn")}
            </span>
          )}
          {view.active === p && !over && <span class="mz-now small">{t("mt_now")}</span>}
        </div>
      );
    };

    /** A team's face-up draw pile (ENDGAME), top first; its top is playable by its own team. */
    const queueRow = (ti: 0 | 1) => {
      const queue = view.teams[ti].queue ?? [];
      return (
        <div class="mz-queue" data-testid="queue">
          <span class="small muted">
            {t("mt_queue_of", { team: teamWords(ti) })} · {t("mt_queue")}
          </span>
          <ul class="mz-row" aria-label={t("mt_queue_of", { team: teamWords(ti) })}>
            {queue.map((c, i) => (
              <li key={c}>
                {i === 0 && myTeam === view.teams[ti]
                  ? cardButton(c, "queue", "sm")
                  : still(c, i === 0 ? "sm" : "xs")}
              </li>
            ))}
          </ul>
        </div>
      );
    };

    const others = Array.from(
      { length: count },
      (_, i) => ((myPos ?? -1) + 1 + i + count) % count,
    ).filter((p) => !mine.includes(p) && p !== partnerPos);

    return (
      <TableShell
        table={table}
        class={`mazzeltof mazzeltof-root phase-${view.phase}`}
        banner={{ text, live, over, held: held !== null, yourTurn, awaited: view.activeSeat }}
        chip={
          activeTeam !== null && (
            <span class={`set-no mz-team-chip team-${activeTeam === 0 ? "red" : "blue"}`}>
              {teamWords(activeTeam as 0 | 1)}
            </span>
          )
        }
      >
        {over && res && (
          <res.MatchResult lost={readerLost(table)} title={text} reason={ending?.reason}>
            {lastEvent?.type === "gameEnd" && (
              <p class="muted" data-testid="end-how">
                {howWon(lastEvent, name, seatOfPos, me)}
              </p>
            )}
            <LazyRematch table={table} token={token} name={name} />
          </res.MatchResult>
        )}

        {held && res && (
          <res.RoundResult
            key={`${held.slot}-${held.cards.length}`}
            title={t("mt_done_title", { name: name(held.seat), slot: slotWords(held.slot) })}
            reason={t(held.reason === "wildAce" ? "mt_done_wild" : "mt_done_ace")}
            nextLabel={t("mt_continue")}
            onNext={timeline.next}
            autoMs={yourTurn ? null : RESULT_MS}
          >
            <ul class="mz-row mz-done" aria-label={t("mt_done_cards")}>
              {held.cards.map((c) => (
                <li key={c.card}>
                  <MzCard card={c.card} as={c.rank} class="xs" />
                  <span class="sr-only">{cardNamed(c.card)}</span>
                </li>
              ))}
            </ul>
          </res.RoundResult>
        )}

        {!held && (
          <section class="mz-piles" aria-label={t("mt_piles")} data-testid="piles">
            {SLOTS.map((slot, i) => {
              const pile = view.piles[i];
              const top = pile && pile.length > 0 ? pile[pile.length - 1] : undefined;
              const moves = slotMoves(slot);
              const target = live && moves.length > 0;
              const body = (
                <>
                  <span class="mz-pile-name">
                    <ClassMark of={slot} />
                    {slotWords(slot)}
                  </span>
                  {top ? (
                    <MzCard card={top.card} as={top.rank} class="md" />
                  ) : (
                    <span class="mz-card slot md" aria-hidden="true" />
                  )}
                  <span class="mz-need small">
                    {top
                      ? top.rank >= 14
                        ? ""
                        : t("mt_next", { rank: rankLabel(top.rank + 1) })
                      : t("mt_empty")}
                  </span>
                  {top && <span class="sr-only">{t("mt_top", { card: cardNamed(top.card) })}</span>}
                  {pile && <span class="mz-pile-count small">{tn("mt_cards", pile.length)}</span>}
                </>
              );
              return target ? (
                <button
                  key={slot}
                  type="button"
                  class={`mz-pile slot-${slot} target`}
                  data-slot={slot}
                  data-focus-key={`mz-pile-${slot}`}
                  disabled={busy}
                  onClick={() => chooseSlot(slot)}
                >
                  {body}
                </button>
              ) : (
                <div key={slot} class={`mz-pile slot-${slot}`} data-slot={slot}>
                  {body}
                </div>
              );
            })}
          </section>
        )}

        {!held && yourTurn && view.phase === "skipDecision" && (
          <section class="panel mz-decision" data-testid="pawn-decision">
            <p>{can("cancelSkip") ? t("mt_pawn_help_joker") : t("mt_pawn_help")}</p>
            <div class="actions">
              {/* Without a joker in the hand the cancel is shown, refused: it says why not. */}
              <ActionButton
                action="cancel-skip"
                focusKey="mz-cancel-skip"
                class={`btn big${can("cancelSkip") ? " primary" : ""}`}
                next={can("cancelSkip")}
                disabled={busy}
                why={can("cancelSkip") ? undefined : { type: "cancelSkip" }}
                onClick={() => send({ type: "cancelSkip" })}
              >
                {t("mt_cancel_skip")}
              </ActionButton>
              <ActionButton
                action="accept-skip"
                focusKey="mz-accept-skip"
                class={`btn big${can("cancelSkip") ? "" : " primary"}`}
                next={!can("cancelSkip")}
                disabled={busy}
                onClick={() => send({ type: "acceptSkip" })}
              >
                {t("mt_accept_skip")}
              </ActionButton>
            </div>
          </section>
        )}

        {!held && partnerPos !== null && (
          <section class="mz-seat partner" aria-label={nameOfPos(partnerPos)}>
            {seatHead(partnerPos, mine.includes(partnerPos) ? t("mt_you") : t("mt_partner"))}
            {openRow(partnerPos, "partner")}
            {/* With the "partners see each other's hands" option the view carries it: shown, not
              playable. */}
            {!mine.includes(partnerPos) && view.positions[partnerPos]?.hand && (
              <ul class="mz-row mz-partner-hand" aria-label={t("mt_partner_hand")}>
                {(view.positions[partnerPos]?.hand ?? []).map((c) => (
                  <li key={c}>
                    <MzCard card={c} class="xs" />
                    <span class="sr-only">{cardNamed(c)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        {!held && myPos !== null && me0 && seat && (
          <seat.MineArea
            {...{ mine, myPos, me0, hand, myTeam, live, picked, rankSlot, busy, fullOpen }}
            {...{ pickedPass, view, seatHead, cardButton, openRow, queueRow, slotMoves }}
            {...{ chooseSlot, send, setRankSlot, setPicked, can, passes }}
          />
        )}

        {!held &&
          others.map((p) => (
            <section key={p} class="mz-seat" aria-label={nameOfPos(p)}>
              {seatHead(p, mine.includes(p) ? t("mt_you") : undefined)}
              {openRow(p, null)}
            </section>
          ))}

        <section class="mz-teams" aria-label={t("mt_draw_piles")}>
          {view.teams.map((team, ti) => (
            <div key={ti} class={`mz-team team-${team.colour}`} data-testid={`team-${team.colour}`}>
              <div class="mz-team-head">
                <MzBack deck={ti === 0 ? "r" : "b"} class="xs" />
                <strong>{teamWords(ti as 0 | 1)}</strong>
                <span class="small">
                  {tn("mt_draw_count", team.drawCount)}
                  {team.phase === "main" && ` · ${tn("mt_reserve", team.reserveCount)}`}
                </span>
              </div>
              {team.queue && myTeam !== team && queueRow(ti as 0 | 1)}
            </div>
          ))}
        </section>

        <MoveLog lines={lines} you={me} yourTurn={yourTurn} />
      </TableShell>
    );
  };
}

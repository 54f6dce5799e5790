/**
 * The Mattazza table for a seat or a spectator, up to six seats: whose turn it is, every seat
 * (cards left, tricks, marks, the dealer), the trick in the middle with who played what, your
 * hand sorted by suit and rank with the legal cards live, the Fool's gift, the call for help
 * and its banner, each trick's and each hand's result (with the score breakdown) before the
 * next is live, the match result with rematch, the trick piles and the move log. It renders
 * the server's view and legal moves; it holds no rules. The seated player's hand and choices
 * (SeatHand.tsx) come from `useSeat` (with the table on the game page, lazily in an embed), the
 * results (result-part.ts) from `useResults` (when the first is to show, on both).
 */
import type { ComponentType } from "preact";
import type { MattazzaMove, MattazzaView } from "../../src/engine/games/mattazza/types";
import { TableShell, seatOnline } from "../components/TableShell";
import { SeatName } from "../components/SeatName";
import { useMatchEnding } from "../components/ending";
import { useRoundTimeline } from "../components/round-timeline";
import { loadPack, t, tn } from "../i18n";
import { useLazy } from "../lazy";
import { MoveLog } from "../components/MoveLog";
import type { TableProps } from "../table-props";
import { useStyles } from "../styles/adopt";
import { MzCard } from "./Card";
import { cardName, counts } from "./cards";
import { resultWords } from "./words/results";
import { liveSeats, seatsAt } from "./held";
import type * as ResultsPart from "./result-part";
import { TrickCards } from "./TrickCards";
import {
  logLines,
  matchReason,
  matchTitle,
  roundEnds,
  type HandEnd,
  type Eliminated,
  type MatchEnd,
  type RoundEnd,
} from "./story";

/** The results' word pack, loaded once however many tables ask. */
const loadResultWords = () => loadPack(resultWords).then(() => true);

/** The seated player's part of the table: the hand, its choices, the Fool's gift (seat.ts). */
export type SeatPart = typeof import("./seat");

/** How long a trick's result stays for a reader who is not to act next. */
const TRICK_MS = 2600;
/** …and for the reader who is (the button moves on sooner). */
const TRICK_MINE_MS = 4500;
/** A spectator's hand result moves on by itself; players read it and move on. */
const HAND_MS = 12000;

/** The latest round end if the reader has not moved since (a reader coming back sees it). */
function unseenEnd(view: MattazzaView, me: number | null): boolean {
  for (let i = view.events.length - 1; i >= 0; i--) {
    const e = view.events[i];
    if (!e) continue;
    if (e.type === "trick" || e.type === "handEnd") return true;
    const actor = e.type === "play" ? e.seat : e.type === "foolGift" ? e.giver : undefined;
    if (actor !== undefined && (me === null || actor === me)) return false;
  }
  return false;
}

/**
 * The whole Mattazza table.
 * @param sheet its rules: the whole sheet (table.css), or a replay embed's base (base.css)
 */
export function mattazzaTable(
  sheet: string,
  useSeat: (seated: boolean) => SeatPart | null,
  useResults: (near: boolean) => typeof ResultsPart | null,
): ComponentType<TableProps> {
  return function MattazzaTable({ table, token, busy, play, name }: TableProps) {
    // This game's sheet applies only while its table is on screen (styles/adopt.ts).
    useStyles(sheet);
    const view = table.view as MattazzaView;
    const legal = table.legal as MattazzaMove[];
    const me = table.seat;
    // A resignation or a claimed game ends the match wherever it stood (components/ending.ts).
    const ending = useMatchEnding(table, name);
    const over = view.phase === "over" || ending !== null;
    const yourTurn = me !== null && table.toAct.includes(me) && !over;
    const mine = me === null ? undefined : view.seats[me];
    const online = (s: number) => seatOnline(table, s);
    const who = (s: number) => (s === me ? t("ma_you") : name(s));

    const ends = roundEnds(view.events, view.hand);
    const timeline = useRoundTimeline<RoundEnd>(ends, (e) => e.key, !over && unseenEnd(view, me));
    const held = ending ? null : timeline.current;
    const live = !held && yourTurn;
    const matchEnd = lastOf(view.events, (e): e is MatchEnd => e.type === "matchEnd");
    const lastHand = lastOf(view.events, (e): e is HandEnd => e.type === "handEnd");
    const lastOut = lastOf(view.events, (e): e is Eliminated => e.type === "eliminated");
    // While a result is on screen, the table shows that moment: nothing of what followed it
    // (the next trick's cards, the next hand's deal) in the seats, the banner or the log.
    const upTo = held ? held.index + 1 : view.events.length;
    const shown = held ? seatsAt(view, held.index) : liveSeats(view);

    // Calls for help of this hand (since its deal): a banner for everyone.
    const seen = view.events.slice(0, upTo);
    const dealAt = seen.map((e) => e.type).lastIndexOf("deal");
    const calls = seen
      .slice(dealAt + 1)
      .filter(
        (e): e is Extract<MattazzaView["events"][number], { type: "callForHelp" }> =>
          e.type === "callForHelp",
      );

    let text: string;
    if (ending) text = ending.title;
    else if (over) text = matchTitle(matchEnd, name, me);
    else if (held)
      text =
        held.kind === "trick"
          ? t("ma_banner_trickDone", { n: held.e.trick })
          : t("ma_banner_handDone", { n: held.hand });
    else if (view.phase === "give")
      text = yourTurn
        ? t("ma_banner_give", { name: name(view.foolDebt?.receiver ?? 0) })
        : t("ma_banner_gives", {
            name: name(view.turn ?? 0),
            to: name(view.foolDebt?.receiver ?? 0),
          });
    else if (yourTurn) text = view.trick.length === 0 ? t("ma_banner_lead") : t("ma_banner_follow");
    else text = view.turn === null ? "" : t("banner_theirTurn", { name: name(view.turn) });

    const order =
      me === null
        ? view.seats.map((s) => s.seat)
        : view.seats.map((_, i) => (me + i) % view.seatCount);
    const target = view.options.matchMode === "elimination" ? view.options.eliminationTarget : 6;
    // A spectator never loads the hand and its choices (the page's hook answers it anyway).
    const part = useSeat(me !== null);
    const seat = me !== null ? part : null;
    // Asked for when a result is to show: its chunk loads then, and until it has come the
    // finished trick stays on the felt.
    const near = over || held !== null;
    const results = useResults(near);
    // The results' words are a pack of their own (words/results.ts), loaded beside their part:
    // the results are drawn once both are here.
    const words = useLazy(loadResultWords, near);
    const res = words ? results : null;
    const felt = held?.kind === "trick" && !res ? held.e : null;
    // The parts' own rules, after the table's sheet (as they stood in it), once each part is here.
    useStyles(part?.css);
    useStyles(res?.css);

    return (
      <TableShell
        table={table}
        class={`mattazza phase-${view.phase}`}
        banner={{ text, live, over, held: held !== null, yourTurn, awaited: view.turn }}
        chip={<span class="set-no">{t("ma_hand_n", { n: held ? held.hand : view.hand })}</span>}
      >
        {!over && (
          <p class="mz-aim" data-testid="aim">
            {t("ma_aim")}
          </p>
        )}

        {calls.length > 0 && !over && (
          <p class="mz-help-banner" role="status" data-testid="help-banner">
            {calls
              .map((c) =>
                c.seat === me
                  ? t("ma_help_youCalled", { target: name(c.target) })
                  : t("ma_help_called", { name: name(c.seat), target: name(c.target) }),
              )
              .join(" · ")}
          </p>
        )}

        <ol class={`mz-seats n${view.seatCount}`} aria-label={t("ma_players")} data-testid="seats">
          {order.map((s) => {
            const sv = shown.seats[s];
            if (!sv) return null;
            const turn = !over && !held && view.turn === s;
            return (
              <li
                key={s}
                class={`mz-seat${turn ? " turn" : ""}${s === me ? " you" : ""}${sv.inMatch ? "" : " out"}`}
                data-seat={s}
              >
                <span class="mz-seat-name">
                  <span
                    class={`presence${online(s) ? " on" : ""}`}
                    title={online(s) ? t("online") : t("offline")}
                  />
                  <SeatName name={who(s)} player={table.players[s]} />
                </span>
                <span class="mz-seat-stats">
                  <span>{tn("ma_cards", sv.handCount)}</span>
                  <span>{tn("ma_tricks", sv.tricksWon)}</span>
                </span>
                <span class="mz-seat-foot">
                  <span class="mz-marks" role="img" aria-label={tn("ma_marks", sv.marks)}>
                    {Array.from({ length: Math.max(target, sv.marks) }, (_, i) => (
                      <span key={i} class={`pip${i < sv.marks ? " won" : ""}`} />
                    ))}
                  </span>
                  {/* Its own line's end, so it never covers a name. */}
                  {shown.dealer === s && (
                    <span class="mz-dealer" title={t("ma_dealer")}>
                      <span aria-hidden="true">D</span>
                      <span class="sr-only">{t("ma_dealer")}</span>
                    </span>
                  )}
                </span>
                {/* Whose turn it is shows as the seat's gold outline; words for screen readers. */}
                {turn && <span class="sr-only">{t("chip_turn")}</span>}
                {!sv.inMatch && <span class="chip">{t("ma_out")}</span>}
                {view.seats[s]?.calledForHelp && !held && (
                  <span class="mz-called">{t("ma_called")}</span>
                )}
              </li>
            );
          })}
        </ol>

        {over && !held && res && (
          <res.MatchEnd
            table={table}
            token={token}
            name={name}
            title={text}
            reason={ending ? ending.reason : matchReason(matchEnd, name, me, lastOut, target)}
            matchEnd={matchEnd}
            lastHand={lastHand}
          />
        )}

        {held && res && (
          <res.EndResult
            end={held}
            name={name}
            me={me}
            autoMs={
              held.kind === "trick"
                ? yourTurn
                  ? TRICK_MINE_MS
                  : TRICK_MS
                : me === null
                  ? HAND_MS
                  : null
            }
            onNext={timeline.next}
            over={over}
          />
        )}

        {(!held || felt) && !over && (
          <section
            class="mz-felt mz-table"
            aria-label={t("ma_trick_n", {
              n: felt ? felt.trick : Math.min(view.tricksPlayed + 1, 10),
            })}
            data-testid="trick"
          >
            <p class="mz-felt-head">
              {t("ma_trick_of", { n: felt ? felt.trick : Math.min(view.tricksPlayed + 1, 10) })}
              <span>{tn("ma_aside", view.setAsideCount)}</span>
            </p>
            {felt ? (
              <TrickCards plays={felt.plays} name={name} me={me} />
            ) : view.trick.length > 0 ? (
              <TrickCards plays={view.trick} name={name} me={me} />
            ) : (
              <p class="mz-empty">
                {view.phase === "give"
                  ? t("ma_wait_gift")
                  : view.turn === me
                    ? t("ma_you_lead")
                    : view.turn !== null && t("ma_leads", { name: name(view.turn) })}
              </p>
            )}
          </section>
        )}

        {seat && (
          <seat.SeatHand
            view={view}
            legal={legal}
            busy={busy}
            play={play}
            name={name}
            live={live}
            yourTurn={yourTurn}
            showHand={!!mine && !over && held?.kind !== "hand"}
            showGift={view.phase === "give" && yourTurn && !held}
          />
        )}

        <MoveLog
          lines={logLines(view.events, name).filter((l) => l.index < upTo)}
          you={me}
          yourTurn={yourTurn}
        />

        <details class="panel mz-piles">
          <summary>{t("ma_piles")}</summary>
          <ul>
            {view.seats.map((s) => {
              const countingCards = s.pile.filter(counts);
              return (
                <li key={s.seat}>
                  <strong>{who(s.seat)}</strong>: {tn("ma_tricks", s.tricksWon)},{" "}
                  {tn("ma_pile_cards", s.pile.length)}
                  {countingCards.length > 0 && (
                    <>
                      . {t("ma_pile_counting", { cards: countingCards.map(cardName).join(", ") })}
                    </>
                  )}
                  {s.bonus > 0 && <>. {tn("ma_pile_bonus", s.bonus)}</>}
                </li>
              );
            })}
          </ul>
        </details>
      </TableShell>
    );
  };
}

/** The last element of a list that passes a test. */
function lastOf<T, S extends T>(list: readonly T[], test: (x: T) => x is S): S | undefined {
  for (let i = list.length - 1; i >= 0; i--) {
    const x = list[i] as T;
    if (test(x)) return x;
  }
  return undefined;
}

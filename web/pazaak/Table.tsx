/**
 * The Pazaak table: whose turn it is, both boards, your hand and actions, the side-deck
 * builder at the start, each set's result (its final boards, who won and why) before the next
 * set goes live, the match result with rematch and verification, and the move log. It renders
 * the server's view; it holds no rules. The seated player's hand (seat.ts) and the results
 * (result-part.ts) come from the caller, each a chunk loaded when it is near (the hand once the
 * reader's side deck is chosen, the results when the first is to show), so neither a table
 * link's first visit (the builder) nor a blog reader's carries them.
 */
import { LazyRematch } from "../components/LazyRematch";
import { useEffect, useRef } from "preact/hooks";
import { TableShell, seatOnline } from "../components/TableShell";
import type { PazaakEvent, PazaakMove, PazaakView } from "../../src/engine/games/pazaak/types";
import { useRoundTimeline } from "../components/round-timeline";
import { t } from "../i18n";
import { useLazy } from "../lazy";
import { builderWords, verifyWords, withWords } from "./tool-words";
import { rememberDeck } from "../store";
import type { TableProps } from "../table-props";
import type { Board } from "./Board";
import { logLines } from "./log";
import { MoveLog } from "../components/MoveLog";
import { setReason, setTitle, type SetEnd } from "./reason";
import type * as ResultsPart from "./result-part";
import type { ComponentType } from "preact";
import { readerLost, useMatchEnding } from "../components/ending";

const SETS_TO_WIN = 3;
/**
 * How long a set's result stays for a spectator. A player keeps it until they move on, whether
 * they act next or not.
 */
const RESULT_MS = 4500;

/**
 * The last set's end if the reader has not acted since (for spectators: if nobody has): a
 * player coming back to a slow game is greeted by how the last set ended.
 */
function unseenSetEnd(events: readonly PazaakEvent[], me: number | null): SetEnd | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (!e) continue;
    if (e.type === "setEnd") return e;
    if (
      (e.type === "play" || e.type === "endTurn" || e.type === "stand") &&
      (me === null || e.seat === me)
    )
      return undefined;
  }
  return undefined;
}

/** The seated player's part of the table (seat.ts). */
export type SeatPart = typeof import("./seat");

/** What draws the match under way: the boards (the game page's play.ts, with its sheet). */
export interface PlayPart {
  Board: typeof Board;
}

/**
 * The whole Pazaak table for a seat or a spectator.
 * @param useSeat a hook answering the seat's part once `seated` (null until it has come)
 * @param useResults a hook answering the results' part once `near` (null until it has come)
 * @param usePlay a hook answering the boards' part once `near` (null until it has come)
 */
export function pazaakTable(
  useSeat: (seated: boolean) => SeatPart | null,
  useResults: (near: boolean) => typeof ResultsPart | null,
  usePlay: (near: boolean) => PlayPart | null,
): ComponentType<TableProps> {
  return function PazaakTable({ table, token, busy, play, name }: TableProps) {
    const view = table.view as PazaakView;
    const legal = table.legal as PazaakMove[];
    const me = table.seat;
    const order = me === null ? [0, 1] : [me, 1 - me];
    const opp = me === null ? null : 1 - me;
    const yourTurn = me !== null && table.toAct.includes(me);
    const mine = me === null ? undefined : view.seats[me];
    const send = (m: PazaakMove) => play(m);
    const lines = logLines(view.events, name);
    const online = (seat: number) => seatOnline(table, seat);
    const banner = useRef<HTMLDivElement>(null);

    // Set ends play through one at a time; the next set is live only once the reader moves on.
    const ends = view.events.filter((e): e is SetEnd => e.type === "setEnd");
    const timeline = useRoundTimeline(
      ends,
      (e) => String(e.set),
      view.phase === "playing" && unseenSetEnd(view.events, me) !== undefined,
    );
    // A resignation or a claimed game ends the match wherever it stood (components/ending.ts).
    const ending = useMatchEnding(table, name);
    // The match's last set is told by the match result, with the boards left as they ended.
    const held = view.phase === "playing" && !ending ? timeline.current : null;
    const lastEnd = ends[ends.length - 1];

    // The builder is long: once the match starts, bring the turn banner back into view (below
    // the sticky header, thanks to its scroll margin) instead of leaving the reader mid-page.
    const phase = useRef(view.phase);
    useEffect(() => {
      if (phase.current === "sideDeck" && view.phase !== "sideDeck")
        banner.current?.scrollIntoView({ block: "start" });
      phase.current = view.phase;
    }, [view.phase]);

    // The side deck this device used is offered again next time (rematch, next game).
    const deck = mine?.sideDeck?.join();
    useEffect(() => {
      if (mine?.sideDeck) rememberDeck(table.game, mine.sideDeck);
    }, [deck]);

    // What only the end of a match needs (verifying the deal; the rematch too, LazyRematch)
    // arrives then, in a chunk of its own, keeping the table's first download small.
    const over = view.phase === "over" || ending !== null;
    // A replayed table (web/replay/) has checked the deal itself.
    const verify = useLazy(() => withWords(import("./Verify"), verifyWords), over && !table.replay);

    // Only a player's first screen of a match needs the builder: it arrives in its own chunk
    // (a spectator, at Tavolo or in an embed, never downloads it). A replayed seat cannot
    // choose: it is told who has chosen, as a spectator is (a replay has no builder at all).
    const choosing = me !== null && !table.replay;
    const builder = useLazy(
      () => withWords(import("./SideDeckBuilder"), builderWords),
      view.phase === "sideDeck" && choosing,
    );

    let text: string;
    // Spectators are told what the players are doing, not asked to choose.
    if (ending) text = ending.title;
    else if (view.phase === "sideDeck")
      text = me === null ? t("banner_sideDeck_watch") : t("banner_sideDeck");
    else if (view.phase === "over")
      text =
        view.winner === null
          ? t("banner_draw")
          : view.winner === me
            ? t("banner_youWin")
            : t("banner_wins", { name: name(view.winner) });
    else if (held) text = setTitle(held, name, me);
    else if (yourTurn) text = view.sidePlayed ? t("banner_yourTurnPlayed") : t("banner_yourTurn");
    else if (view.active !== null) text = t("banner_theirTurn", { name: name(view.active) });
    else text = "";
    const live = !held && yourTurn;
    const awaited = view.phase === "playing" ? view.active : null;
    // The hand for a seat (a spectator has none); the results when one is to show. Until a
    // part has come the table shows what it can: no hand, no boards, and none where a result is
    // due.
    // The hand is asked for once the reader's side deck is chosen: the first screen of a match
    // is the builder, and the hand comes while the other player chooses.
    const chosen = view.phase !== "sideDeck" || !!mine?.sideDeckChosen;
    const seat = useSeat(me !== null && chosen);
    const res = useResults(over || held !== null);
    // The boards come with the hand, or for a spectator once the match is under way.
    const felt = usePlay(chosen);

    return (
      <TableShell
        table={table}
        class={`pazaak phase-${view.phase}`}
        banner={{ text, live, over, held: held !== null, yourTurn, awaited }}
        chip={<span class="set-no">{t("set_n", { n: held ? held.set : view.set })}</span>}
        bannerRef={banner}
      >
        {over && res && (
          <res.MatchResult lost={readerLost(table)} title={text} reason={ending?.reason}>
            <p class="score">
              {name(0)} {view.seats[0].setsWon} – {view.seats[1].setsWon} {name(1)}
            </p>
            {lastEnd && (
              <p class="muted last-set" data-testid="last-set">
                {setTitle(lastEnd, name, me)}: {setReason(lastEnd, name)}
              </p>
            )}
            <LazyRematch table={table} token={token} name={name} />
          </res.MatchResult>
        )}

        {view.phase === "sideDeck" &&
          !over &&
          choosing &&
          opp !== null &&
          (builder ? (
            <builder.SideDeckBuilder
              legal={legal}
              chosen={mine?.sideDeckChosen ? (mine.sideDeck ?? []) : undefined}
              opponentChosen={view.seats[opp as 0 | 1].sideDeckChosen}
              opponentName={name(opp)}
              busy={busy}
              play={send}
              options={view.options}
            />
          ) : (
            <section class="panel builder" aria-busy="true">
              <span class="spinner" aria-hidden="true" />
            </section>
          ))}
        {view.phase === "sideDeck" && !choosing && (
          <section class="panel">
            <p>{t("spectator_sideDeck")}</p>
            <ul>
              {[0, 1].map((s) => (
                <li key={s}>
                  {name(s)}:{" "}
                  {view.seats[s as 0 | 1].sideDeckChosen ? t("deck_ready") : t("deck_choosing")}
                </li>
              ))}
            </ul>
          </section>
        )}

        {held && res && felt && (
          <res.SetResult
            Board={felt.Board}
            end={held}
            view={view}
            order={order}
            name={name}
            setsToWin={SETS_TO_WIN}
            autoMs={me === null ? RESULT_MS : null}
            onNext={timeline.next}
          />
        )}

        {/* A held set's result takes the boards' place, also while its part is on its way: a
            reader arriving after a set ended sees its result first, then the live boards. */}
        {view.phase !== "sideDeck" && held === null && felt && (
          <div class="boards">
            {order.map((s) => (
              <felt.Board
                key={s}
                seat={s}
                view={view.seats[s as 0 | 1]}
                name={name(s)}
                player={table.players[s]}
                isYou={s === me}
                active={!over && view.active === s}
                setsToWin={SETS_TO_WIN}
                showBacks={s !== me}
                online={online(s)}
              />
            ))}
          </div>
        )}

        {view.phase === "playing" && mine?.hand && !held && seat && (
          <seat.Hand
            hand={mine.hand}
            legal={legal}
            total={mine.total}
            yourTurn={yourTurn}
            busy={busy}
            play={send}
            standFirst={me !== null && seat.standAdvised(view, me)}
            options={view.options}
            boards={[mine.board, view.seats[(1 - (me ?? 0)) as 0 | 1].board]}
          />
        )}

        <MoveLog lines={lines} you={me} yourTurn={yourTurn} />

        {over && verify && <verify.Verify table={table} token={token} name={name} />}
      </TableShell>
    );
  };
}

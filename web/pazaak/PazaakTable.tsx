/**
 * The Pazaak table: whose turn it is, both boards, your hand and actions, the side-deck
 * builder at the start, the result of the last set, the match result with rematch and
 * verification, and the move log. It renders the server's view; it holds no rules.
 */
import { Icon } from "../components/Icon";
import { LastMove } from "../components/LastMove";
import type { PazaakEvent, PazaakMove, PazaakView } from "../../src/engine/games/pazaak/types";
import { Rematch } from "../components/Rematch";
import { t } from "../i18n";
import type { TableProps } from "../table-props";
import { Board } from "./Board";
import { Hand } from "./Hand";
import { logLines, setResult } from "./log";
import { MoveLog } from "./MoveLog";
import { SideDeckBuilder } from "./SideDeckBuilder";
import { Verify } from "./Verify";

const SETS_TO_WIN = 3;

/**
 * The last set's result, kept on screen until the reader has made a move in the next set (a
 * player who was away sees how the set ended); for spectators, until anyone has.
 */
function lastSetEnd(
  events: PazaakEvent[],
  me: number | null,
): Extract<PazaakEvent, { type: "setEnd" }> | undefined {
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

/** The whole Pazaak table for a seat or a spectator. */
export function PazaakTable({ table, token, busy, play, name }: TableProps) {
  const view = table.view as PazaakView;
  const legal = table.legal as PazaakMove[];
  const me = table.seat;
  const order = me === null ? [0, 1] : [me, 1 - me];
  const opp = me === null ? null : 1 - me;
  const yourTurn = me !== null && table.toAct.includes(me);
  const mine = me === null ? undefined : view.seats[me];
  const send = (m: PazaakMove) => play(m);
  const lines = logLines(view.events, name);
  const setEnd = view.phase === "playing" ? lastSetEnd(view.events, me) : undefined;
  const online = (seat: number) => !!(table.players[seat]?.computer || table.players[seat]?.online);

  let banner: string;
  // Spectators are told what the players are doing, not asked to choose.
  if (view.phase === "sideDeck")
    banner = me === null ? t("banner_sideDeck_watch") : t("banner_sideDeck");
  else if (view.phase === "over")
    banner =
      view.winner === null
        ? t("banner_draw")
        : view.winner === me
          ? t("banner_youWin")
          : t("banner_wins", { name: name(view.winner) });
  else if (yourTurn) banner = view.sidePlayed ? t("banner_yourTurnPlayed") : t("banner_yourTurn");
  else if (view.active !== null) banner = t("banner_theirTurn", { name: name(view.active) });
  else banner = "";

  return (
    <div class={`pazaak phase-${view.phase}`}>
      <div
        class={`turn-banner${yourTurn ? " yours" : ""}${view.phase === "over" ? " over" : ""}`}
        data-testid="turn-banner"
      >
        <span class="set-no">{t("set_n", { n: view.set })}</span>
        <span class="banner-text">
          <strong>{banner}</strong>
          <LastMove table={table} />
        </span>
        {/* Thinking dots only while the awaited player is actually here. */}
        {view.phase === "playing" && !yourTurn && view.active !== null && online(view.active) && (
          <span class="thinking" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        )}
      </div>

      {setEnd && (
        <div class="set-result" role="status" data-testid="set-result">
          {setResult(setEnd, name)}
        </div>
      )}

      {view.phase === "over" && (
        <section class="panel match-result" data-testid="match-result">
          <div class="trophy" aria-hidden="true">
            <Icon name="trophy" />
          </div>
          <h2>{banner}</h2>
          <p class="score">
            {name(0)} {view.seats[0].setsWon} – {view.seats[1].setsWon} {name(1)}
          </p>
          <Rematch table={table} token={token} />
        </section>
      )}

      {view.phase === "sideDeck" && me !== null && opp !== null && (
        <SideDeckBuilder
          legal={legal}
          chosen={mine?.sideDeckChosen ? (mine.sideDeck ?? []) : undefined}
          opponentChosen={view.seats[opp as 0 | 1].sideDeckChosen}
          opponentName={name(opp)}
          busy={busy}
          play={send}
        />
      )}
      {view.phase === "sideDeck" && me === null && (
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

      {view.phase !== "sideDeck" && (
        <div class="boards">
          {order.map((s) => (
            <Board
              key={s}
              seat={s}
              view={view.seats[s as 0 | 1]}
              name={name(s)}
              isYou={s === me}
              active={view.active === s}
              setsToWin={SETS_TO_WIN}
              showBacks={s !== me}
              online={online(s)}
            />
          ))}
        </div>
      )}

      {view.phase === "playing" && mine?.hand && (
        <Hand
          key={table.seq}
          hand={mine.hand}
          legal={legal}
          total={mine.total}
          yourTurn={yourTurn}
          busy={busy}
          play={send}
        />
      )}

      <MoveLog lines={lines} you={me} yourTurn={yourTurn} />

      {view.phase === "over" && <Verify table={table} token={token} name={name} />}
    </div>
  );
}

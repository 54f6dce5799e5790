/**
 * The Mazzo table: whose step it is, the felt with both players, the draw pile and the cards
 * of the turn, your hand and the actions of your step, each turn's result (a clash or a doubt)
 * before the next turn goes live, the loot piles, the game's result with the rematch, and the
 * move log. It renders the server's view; the moves it offers are the server's legal list.
 * The seated player's part (seat.ts), the results (result-part.ts) and the words of turn ends
 * (ends.ts) come from the caller: the game page bundles the seat's part, an embed loads it only
 * for a seat; both load the results when the first is to show, and the ends' words once the
 * game has one (MazzoTable.tsx, embed.tsx).
 */
import { TableShell, seatOnline } from "../components/TableShell";
import { useRoundTimeline } from "../components/round-timeline";
import type { MazzoEvent, MazzoMove, MazzoView } from "../../src/engine/games/mazzo/types";
import { t, tn } from "../i18n";
import { MoveLog } from "../components/MoveLog";
import type { TableProps } from "../table-props";
import { MzCard, abName } from "./cards";
import { deckCards, useDeck } from "./deck";
import { Felt } from "./Felt";
import { logLines } from "./log";
import { isTurnEnd, type GameEnd, type TurnEnd } from "./turn-end";
import type * as EndsPart from "./ends";
import type * as ResultsPart from "./result-part";
import type { ComponentType } from "preact";
import { useRef } from "preact/hooks";
import mazzoCss from "./table.css?inline";
import { useStyles } from "../styles/adopt";
import { useMatchEnding } from "../components/ending";

// The table's styles come with its chunk, not with every page's CSS.

/** How long a turn's result stays for a reader who is not to act next (spectators too). */
const RESULT_MS = 4500;

/** Moves of a seat (a spectator counts everyone's). */
function isSeatMove(e: MazzoEvent, me: number | null): boolean {
  return (
    (e.type === "attack" ||
      e.type === "faceUp" ||
      e.type === "deny" ||
      e.type === "believe" ||
      e.type === "doubt") &&
    (me === null || e.seat === me)
  );
}

/** The last turn's end if the reader has not acted since: a returning reader sees it first. */
function unseenEnd(events: readonly MazzoEvent[], me: number | null): TurnEnd | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (!e) continue;
    if (isTurnEnd(e)) return e;
    if (isSeatMove(e, me)) return undefined;
  }
  return undefined;
}

/** The seated player's part of the table (seat.ts). */
export type SeatPart = typeof import("./seat");

/**
 * The whole Mazzo table for a seat or a spectator.
 * @param useSeat a hook answering the seat's part, or null while it is not there (a spectator)
 * @param useResults a hook answering the results' part once `near` (null until it has come)
 * @param useEnds a hook answering the words of turn ends and the game's end (ends.ts) once
 *   `told` (null until they have come)
 */
export function mazzoTable(
  useSeat: (seated: boolean) => SeatPart | null,
  useResults: (near: boolean) => typeof ResultsPart | null,
  useEnds: (told: boolean) => typeof EndsPart | null,
): ComponentType<TableProps> {
  function MazzoTable(props: TableProps & { told: typeof EndsPart | null }) {
    const { table, token, busy, play, name, told } = props;
    // This game's sheet applies only while its table is on screen (styles/adopt.ts).
    useStyles(mazzoCss);
    const view = table.view as MazzoView;
    const legal = table.legal as MazzoMove[];
    const me = view.you;
    const bottom: 0 | 1 = me === 1 ? 1 : 0;
    const top: 0 | 1 = bottom === 0 ? 1 : 0;
    const yourTurn = me !== null && table.toAct.includes(me);
    // A resignation or a claimed game ends the match wherever it stood (components/ending.ts).
    const ending = useMatchEnding(table, name);
    const over = view.phase === "over" || ending !== null;
    const online = (seat: number) => seatOnline(table, seat);
    const lines = logLines(view.events, name, told);
    const turns = Math.floor((deckCards(view.options.deck)?.length ?? 0) / 2);

    // Turn ends play through one at a time; the next turn is live once the reader moves on.
    const ends = view.events.filter(isTurnEnd);
    const timeline = useRoundTimeline(
      ends,
      (e) => String(e.turn),
      !over && unseenEnd(view.events, me) !== undefined,
    );
    const held = !over ? timeline.current : null;
    const lastEnd = ends[ends.length - 1];
    const gameEnd = [...view.events].reverse().find((e): e is GameEnd => e.type === "gameEnd");

    const ability = view.table.ability ? abName(view.table.ability) : "";
    const att = name(view.attacker);
    const def = name(view.defender);
    let text: string;
    if (ending) text = ending.title;
    else if (over)
      text =
        gameEnd && told
          ? told.endTitle(gameEnd, name, me)
          : view.winner === null
            ? t("mz_draw")
            : view.winner === me
              ? t("mz_youWin")
              : t("mz_wins", { name: name(view.winner) });
    // A turn end that came while its words are on their way (ends.ts) is told once they are here.
    else if (held && told) text = told.turnTitle(held, name, me);
    else if (view.phase === "attack")
      text = view.attacker === me ? t("mz_banner_attack") : t("mz_banner_attacking", { name: att });
    else if (view.phase === "respond")
      text =
        view.defender === me
          ? t("mz_banner_respond", { name: att, ability })
          : t("mz_banner_responding", { name: def, ability });
    else if (view.phase === "judge")
      text =
        view.attacker === me
          ? t("mz_banner_judge", { name: def, ability })
          : t("mz_banner_judging", { name: att });
    else
      text =
        view.attacker === me
          ? t("mz_banner_take", { name: def })
          : view.defender === me
            ? t("mz_banner_taken", { name: att })
            : t("mz_banner_taking", { name: att, other: def });
    const live = !held && yourTurn;
    // A spectator has no hand (the page's hook answers the part anyway).
    const part = useSeat(me !== null);
    const seat = me !== null ? part : null;
    // Asked for when a result is to show: its chunk loads then, and until it has come the felt
    // stays (without the hand).
    const res = useResults(over || held !== null);
    // The parts' own rules, after the table's sheet (as they stood in it), once each part is here.
    useStyles(part?.css);
    useStyles(res?.css);
    const showHeld = held !== null && res !== null;

    return (
      <TableShell
        table={table}
        class={`mazzo phase-${view.phase}`}
        banner={{ text, live, over, held: held !== null, yourTurn, awaited: view.toAct[0] }}
        chip={
          <span class="set-no" data-testid="turn-no">
            {!over
              ? t("mz_turn_of", { n: held ? held.turn : view.turn, total: turns })
              : t(
                  gameEnd?.reason === "mazziereDrawn" || gameEnd?.reason === "mazziereLost"
                    ? "mz_over_mazziere"
                    : "mz_over_pile",
                  { n: lastEnd?.turn ?? view.turn },
                )}
          </span>
        }
      >
        {over && res && (
          <res.MatchEnd
            table={table}
            token={token}
            name={name}
            title={text}
            reason={ending?.reason}
            gameEnd={gameEnd}
            lastEnd={lastEnd}
          />
        )}

        {held && res && (
          <res.TurnResult
            end={held}
            view={view}
            name={name}
            autoMs={yourTurn ? null : RESULT_MS}
            onNext={timeline.next}
          />
        )}
        {showHeld && seat && <seat.Tip step="loot" />}

        {!showHeld && (
          <Felt
            view={view}
            top={top}
            bottom={bottom}
            name={name}
            players={table.players}
            online={online}
            hideRevealed={view.phase === "take" && view.attacker === me}
          />
        )}

        {!held && seat && !over && (
          <seat.Hand
            view={view}
            legal={legal}
            busy={busy}
            play={play}
            name={name}
            seq={table.seq}
          />
        )}

        <details class="panel mz-loot" data-testid="loot" open={over}>
          <summary>
            {t("mz_loot_title")}: {name(0)} {view.seats[0].loot.length} –{" "}
            {view.seats[1].loot.length} {name(1)}
          </summary>
          {[bottom, top].map((s) => (
            <div key={s}>
              <p class="mz-place-label">
                {name(s)}: {tn("mz_loot_n", view.seats[s].loot.length)}
              </p>
              <ul class="mz-row">
                {view.seats[s].loot.map((c) => (
                  <li key={c}>
                    <MzCard card={c} noAbilities={view.options.mazziereHasNoAbilities} class="xs" />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>

        <MoveLog lines={lines} you={me} yourTurn={yourTurn} />
      </TableShell>
    );
  }
  // A table dealt with a deck that is a part of its own (deck.ts) is drawn once its cards are
  // here; one whose events hold an end to tell is first drawn once that end's words (ends.ts)
  // are, so its log and banner never show without them. After that an end that comes while
  // they are on their way is told when they arrive (the log's line, the banner's title).
  return function MazzoDeckTable(props: TableProps) {
    const view = props.table.view as MazzoView;
    const hasDeck = useDeck(view.options.deck);
    const toTell = view.events.some((e) => isTurnEnd(e) || e.type === "gameEnd");
    const told = useEnds(toTell);
    const drawn = useRef(false);
    if (hasDeck && (told || !toTell || drawn.current)) drawn.current = true;
    return drawn.current && hasDeck ? (
      <MazzoTable {...props} told={told} />
    ) : (
      <div class="loading" role="status">
        <span class="spinner" aria-hidden="true" /> {t("loading")}
      </div>
    );
  };
}

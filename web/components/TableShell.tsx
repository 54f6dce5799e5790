/**
 * The frame every game's table shares: the root element with the game's class, its phase and
 * whether a result is held on screen, and the turn banner at the top (the game's own chip,
 * whose turn it is, the last move's time, the thinking dots while the awaited player is here).
 * Each game fills in the rest below the banner.
 */
import type { ComponentChildren, Ref } from "preact";
import type { Table } from "../../src/protocol";
import { readerLost } from "./ending";
import { LastMove } from "./LastMove";
import { ThinkingDots } from "./ThinkingDots";

/** Whether a seat is at the table now: a computer always is, a person while connected. */
export function seatOnline(table: Table, seat: number): boolean {
  return !!(table.players[seat]?.computer || table.players[seat]?.online);
}

/** What the turn banner says and shows. */
export interface Banner {
  /** The banner's words. */
  text: string;
  /** The reader may move now (the banner is "yours"). */
  live: boolean;
  over: boolean;
  /** A round's result is on screen (the table shows that moment). */
  held: boolean;
  /** It is the reader's turn (a held result aside). */
  yourTurn: boolean;
  /** The seat the table waits for: its thinking dots show while it is here. */
  awaited: number | null | undefined;
}

/** A game's table: its banner and, below it, `children`. */
export function TableShell(props: {
  table: Table;
  /** The root's classes: the game's own and its phase ("mazzo phase-attack"). */
  class: string;
  banner: Banner;
  /** The game's chip at the banner's start (the set, the hand, the team). */
  chip: ComponentChildren;
  bannerRef?: Ref<HTMLDivElement>;
  children: ComponentChildren;
}) {
  const { table } = props;
  const { text, live, over, held, yourTurn, awaited } = props.banner;
  const lost = over && readerLost(table);
  const waiting = !over && !yourTurn && !held && awaited !== null && awaited !== undefined;
  return (
    <div class={`${props.class}${held ? " holding" : ""}`}>
      <div
        ref={props.bannerRef}
        class={`turn-banner${live ? " yours" : ""}${over ? " over" : ""}${lost ? " lost" : ""}`}
        data-testid="turn-banner"
      >
        {props.chip}
        <span class="banner-text">
          <strong>{text}</strong>
          <LastMove table={table} />
        </span>
        {/* Thinking dots only while the awaited player is actually here. */}
        {waiting && seatOnline(table, awaited) && <ThinkingDots />}
      </div>
      {props.children}
    </div>
  );
}

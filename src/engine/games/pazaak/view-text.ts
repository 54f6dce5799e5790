/**
 * Pazaak's views written as JSON straight from the state, every reader's at once (the Game
 * contract's `encodeViews`): the public text (both boards, totals, flags, counts, options, the
 * log) is written once per state and each seat's hand and side deck are spliced into its own
 * text only. The text is exactly `JSON.stringify(view(state, reader))` of ./view.ts, which
 * test/engine/views.test.ts checks for every state of whole games: change both together.
 */
import type { Seat } from "../../core/game";
import { flatText, logText, StringListTexts } from "../../core/texts";
import { boardTotal } from "./board";
import { eventText } from "./event-text";
import type { PazaakState, SeatState } from "./types";

/** Hands and side decks, two slots each (one per seat). */
const lists = new StringListTexts(4);

/** A board's text and what it was written from: each card, its value and its link, by slot. */
interface BoardText {
  cards: SeatState["board"][number][];
  values: unknown[];
  links: unknown[];
  text: string;
}

/** The text of each seat's board last written, by seat. */
const boards: (BoardText | undefined)[] = [];

/**
 * `JSON.stringify(board)` of seat `slot`'s board. A move leaves one board alone and lays a card
 * on the other (the rules copy a board before a flip or a double changes its cards): the first
 * gets its last text again, the second that text plus the new card. A card is the same when it
 * is the same object showing the same value and link (a card changed in place, never by the
 * rules, is written afresh; one replaced, by another object).
 */
function boardText(slot: 0 | 1, board: SeatState["board"]): string {
  const last = boards[slot];
  const n = board.length;
  // How many cards from the start show as they did in the last text.
  let kept = 0;
  if (last !== undefined) {
    const m = Math.min(n, last.cards.length);
    while (kept < m) {
      const c = board[kept]!;
      if (
        c !== last.cards[kept] ||
        c.value !== last.values[kept] ||
        c.linkedTo !== last.links[kept]
      )
        break;
      kept++;
    }
    if (kept === n && n === last.cards.length) return last.text;
  }
  let text: string;
  if (last !== undefined && kept > 0 && kept === last.cards.length) {
    let added = "";
    for (let i = kept; i < n; i++) added += "," + JSON.stringify(board[i]);
    text = last.text.slice(0, -1) + added + "]";
  } else text = JSON.stringify(board);
  const cards: BoardText["cards"] = [];
  const values: unknown[] = [];
  const links: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const c = board[i]!;
    cards.push(c);
    values.push(c.value);
    links.push(c.linkedTo);
  }
  boards[slot] = { cards, values, links, text };
  return text;
}

/** A seat as everyone sees it, without its closing brace (./view.ts `seatView`, mine false). */
function publicSeat(s: SeatState, slot: 0 | 1): string {
  return (
    '{"board":' +
    boardText(slot, s.board) +
    ',"total":' +
    String(boardTotal(s.board)) +
    ',"stood":' +
    String(s.stood) +
    ',"tiebreak":' +
    String(s.tiebreak) +
    ',"setsWon":' +
    String(s.setsWon) +
    ',"handCount":' +
    String(s.hand.length) +
    ',"sideDeckChosen":' +
    String(s.sideDeck !== null)
  );
}

/** What only the seat itself sees of it, closing the seat (`seatView`, mine true). */
function privateSeat(s: SeatState, slot: 0 | 1): string {
  let text = ',"hand":' + lists.text(slot, s.hand);
  if (s.sideDeck) text += ',"sideDeck":' + lists.text(2 + slot, s.sideDeck);
  return text + "}";
}

/** A JSON number or null, as JSON.stringify writes a seat or a count. */
const num = (n: number | null): string => (n === null ? "null" : String(n));

/** Every reader's view of `state` as JSON text, in the order of `readers`. */
export function encodeViews(state: PazaakState, readers: readonly (Seat | null)[]): string[] {
  const seats = [publicSeat(state.seats[0], 0), publicSeat(state.seats[1], 1)] as const;
  const head = '{"phase":' + JSON.stringify(state.phase) + ',"you":';
  const tail =
    '],"set":' +
    num(state.set) +
    ',"starter":' +
    num(state.starter) +
    ',"active":' +
    num(state.phase === "playing" ? state.active : null) +
    ',"sidePlayed":' +
    String(state.sidePlayed) +
    ',"tableDeckCount":' +
    num(state.deck.length) +
    ',"winner":' +
    num(state.winner) +
    ',"options":' +
    flatText(state.options) +
    ',"events":' +
    logText(state.events, eventText) +
    "}";
  const spectator = head + 'null,"seats":[' + seats[0] + "}," + seats[1] + "}" + tail;
  return readers.map((reader) => {
    if (reader === 0)
      return (
        head +
        '0,"seats":[' +
        seats[0] +
        privateSeat(state.seats[0], 0) +
        "," +
        seats[1] +
        "}" +
        tail
      );
    if (reader === 1)
      return (
        head + '1,"seats":[' + seats[0] + "}," + seats[1] + privateSeat(state.seats[1], 1) + tail
      );
    return spectator;
  });
}

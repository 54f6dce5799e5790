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

/** A board's text and what it was written from: each card's id, value and link, by slot. */
interface BoardText {
  cards: unknown[];
  values: unknown[];
  links: unknown[];
  text: string;
}

/** The text of each seat's board last written, by seat. */
const boards: (BoardText | undefined)[] = [];

/**
 * Whether a board card has the members of the rules, in their order, no others, and values
 * whose text cannot change (so that comparing them says whether its text is the same).
 */
function plainCard(c: SeatState["board"][number]): boolean {
  let i = 0;
  for (const k in c) {
    if (k !== (i === 0 ? "card" : i === 1 ? "value" : i === 2 ? "linkedTo" : "")) return false;
    i++;
  }
  const link: unknown = c.linkedTo;
  return (
    i >= 2 &&
    typeof c.card === "string" &&
    typeof c.value === "number" &&
    (link === undefined || typeof link === "number")
  );
}

/**
 * `JSON.stringify(board)` of seat `slot`'s board: the last text when every card shows the same
 * id, value and link, in the same order of members (a move changes one board, and a board card
 * may be changed in place by a flip, so its content is compared, not its identity).
 */
function boardText(slot: 0 | 1, board: SeatState["board"]): string {
  const last = boards[slot];
  const n = board.length;
  if (last !== undefined && last.cards.length === n) {
    let same = true;
    for (let i = 0; same && i < n; i++) {
      const c = board[i]!;
      same =
        c.card === last.cards[i] &&
        c.value === last.values[i] &&
        c.linkedTo === last.links[i] &&
        plainCard(c);
    }
    if (same) return last.text;
  }
  const text = JSON.stringify(board);
  for (let i = 0; i < n; i++) if (!plainCard(board[i]!)) return text;
  boards[slot] = {
    cards: board.map((c) => c.card),
    values: board.map((c) => c.value),
    links: board.map((c) => c.linkedTo),
    text,
  };
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

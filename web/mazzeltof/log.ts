/**
 * Turns MazzelTof's public events into readable log lines, one per turn: "Anna: ♦8 on the red
 * pile, ♦9 on the red pile, lays ♠J open", with the table's own moments (who starts, a pile
 * completed, the red pawn, the endgame, the win) on lines of their own.
 */
import { cardInfo } from "../../src/engine/games/mazzeltof/cards";
import type { MazzelTofEvent } from "../../src/engine/games/mazzeltof/types";
import type { LogLine } from "../components/MoveLog";
import { t, tn } from "../i18n";
import { cardShort, rankLabel, slotWords, teamWords } from "./names";

/**
 * How the game was won, without the team (the end card's title names it): "Anna plays the last
 * card, ♥2", "You lay the last card, ♣4, open" for the reader at `you` (null: by name, as the log
 * says everyone).
 */
export function howWon(
  e: Extract<MazzelTofEvent, { type: "gameEnd" }>,
  name: (seat: number) => string,
  seatOfPos: (pos: number) => number,
  you: number | null,
): string {
  const seat = seatOfPos(e.pos);
  const card = cardShort(e.card);
  const out = e.reason === "outCard";
  if (seat === you) return t(out ? "mt_win_out_you" : "mt_win_last_you", { card });
  return t(out ? "mt_win_out" : "mt_win_last", { name: name(seat), card });
}

/** Builds the log lines of a list of events, oldest first. */
export function logLines(
  events: readonly MazzelTofEvent[],
  name: (seat: number) => string,
  seatOfPos: (pos: number) => number,
): LogLine[] {
  const lines: LogLine[] = [];
  // The line of the turn under way (a turn's plays and its end go on one line).
  let open: LogLine | null = null;
  const add = (index: number, seat: number, part: string) => {
    if (open && open.seat === seat) {
      open.text += `, ${part}`;
      open.index = index;
    } else {
      open = { index, seat, kind: "move", text: t("mt_log_who", { name: name(seat), what: part }) };
      lines.push(open);
    }
  };
  const table = (index: number, text: string, kind: LogLine["kind"] = "set") => {
    lines.push({ index, seat: null, kind, text });
    open = null;
  };
  events.forEach((e, index) => {
    switch (e.type) {
      case "starter":
        table(index, t("mt_log_starter", { name: name(seatOfPos(e.pos)) }));
        break;
      case "startCard":
        if (e.card && e.slot)
          table(index, t("mt_log_startCard", { card: cardShort(e.card), slot: slotWords(e.slot) }));
        break;
      case "play": {
        const card = cardShort(e.card);
        let part = cardInfo(e.card).wild
          ? t("mt_log_playAs", { card, rank: rankLabel(e.rank), slot: slotWords(e.slot) })
          : t("mt_log_play", { card, slot: slotWords(e.slot) });
        if (e.from === "partnerOpen" && e.owner !== null)
          part += ` ${t("mt_log_fromPartner", { name: name(seatOfPos(e.owner)) })}`;
        else if (e.from === "open") part += ` ${t("mt_log_fromOpen")}`;
        else if (e.from === "drawPile") part += ` ${t("mt_log_fromDraw")}`;
        add(index, e.seat, part);
        break;
      }
      case "drawFive":
        add(index, e.seat, tn("mt_log_drawFive", e.drew));
        break;
      case "skip":
        add(index, e.seat, e.cancelled ? t("mt_log_skipCancelled") : t("mt_log_skipped"));
        break;
      case "turnEnd": {
        const card = e.card ? cardShort(e.card) : "";
        if (e.reason === "pass") add(index, e.seat, t("mt_log_pass", { card }));
        else if (e.reason === "penalty") add(index, e.seat, t("mt_log_penalty"));
        else if (e.reason === "endgamePass") add(index, e.seat, t("mt_log_endgamePass", { card }));
        else if (e.reason === "emptyHand") add(index, e.seat, t("mt_log_emptyHand"));
        open = null;
        break;
      }
      case "pileDone":
        table(
          index,
          t("mt_log_pileDone", { name: name(e.seat), slot: slotWords(e.slot) }),
          "result",
        );
        break;
      case "pawn":
        table(index, t("mt_log_pawn", { name: name(e.seat), by: name(seatOfPos(e.by)) }), "result");
        break;
      case "endgame":
        table(index, tn("mt_log_endgame", e.queue.length, { team: teamWords(e.team) }), "result");
        break;
      case "gameEnd":
        table(
          index,
          t("mt_log_win", { team: teamWords(e.team), how: howWon(e, name, seatOfPos, null) }),
          "result",
        );
        break;
    }
  });
  return lines;
}

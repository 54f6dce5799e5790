/**
 * Turns Pazaak's public events into readable log lines ("Anna played −3 (total 20), stands",
 * "Bob drew 7 (total 17)", "Who starts: Bob drew 7, Anna 4"), merging a stand or end of turn
 * into the line of the card before it.
 */
import type { PazaakEvent } from "../../src/engine/games/pazaak/types";
import type { LogLine } from "../components/MoveLog";
import { t } from "../i18n";
import { faceLabel, signed } from "./cards";
import { setResult } from "./reason";

/** Builds the log lines of a list of events, oldest first. */
export function logLines(
  events: readonly PazaakEvent[],
  name: (seat: number) => string,
): LogLine[] {
  const lines: LogLine[] = [];
  events.forEach((e, index) => {
    const last = lines[lines.length - 1];
    /** A line of this event: a seat's move, a set's news or a result. */
    const line = (kind: LogLine["kind"], seat: number | null, text: string) =>
      lines.push({ index, seat, kind, text });
    switch (e.type) {
      case "sideDeck":
        line("move", e.seat, t("log_sideDeck", { name: name(e.seat) }));
        break;
      case "reveal": {
        // Each seat's card (cards[seat]), the starter's first: the higher card starts (§4.4).
        const s = e.starter === 1 ? 1 : 0;
        line(
          "set",
          null,
          e.starter === null
            ? t("log_revealTie", {
                a: name(0),
                x: faceLabel(e.cards[0]),
                b: name(1),
                y: faceLabel(e.cards[1]),
              })
            : t("log_reveal", {
                name: name(s),
                high: faceLabel(e.cards[s]),
                other: name(1 - s),
                low: faceLabel(e.cards[s === 1 ? 0 : 1]),
              }),
        );
        break;
      }
      case "setStart":
        line("set", null, t("log_setStart", { set: e.set, name: name(e.starter) }));
        break;
      case "draw":
      case "play": {
        // A card from the table deck by its face, a side card by the value it was played at.
        const card = e.type === "draw" ? faceLabel(e.card) : signed(e.value);
        line("move", e.seat, t(`log_${e.type}`, { name: name(e.seat), card, total: e.total }));
        break;
      }
      case "endTurn":
      case "stand": {
        const suffix =
          e.type === "endTurn"
            ? e.total > 20
              ? t("log_busts")
              : ""
            : e.type === "stand" && e.auto
              ? t("log_standsAuto")
              : t("log_stands");
        if (last && last.seat === e.seat && last.kind === "move") {
          if (suffix) last.text += `, ${suffix}`;
          last.index = index;
        } else if (e.type === "stand") {
          line("move", e.seat, t("log_standAt", { name: name(e.seat), total: e.total }));
        } else {
          line("move", e.seat, t("log_endTurn", { name: name(e.seat), total: e.total }));
        }
        break;
      }
      case "setEnd":
        line("result", null, setResult(e, name));
        break;
      case "matchEnd":
        line(
          "result",
          null,
          e.winner === null
            ? t("log_matchDraw", { a: e.sets[0], b: e.sets[1] })
            : t("log_matchWin", {
                name: name(e.winner),
                a: Math.max(...e.sets),
                b: Math.min(...e.sets),
              }),
        );
        break;
    }
  });
  return lines;
}

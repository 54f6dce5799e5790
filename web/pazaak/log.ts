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
    switch (e.type) {
      case "sideDeck":
        lines.push({
          index,
          seat: e.seat,
          kind: "move",
          text: t("log_sideDeck", { name: name(e.seat) }),
        });
        break;
      case "reveal": {
        // Each seat's card (cards[seat]), the starter's first: the higher card starts (§4.4).
        const s = e.starter === 1 ? 1 : 0;
        lines.push({
          index,
          seat: null,
          kind: "set",
          text:
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
        });
        break;
      }
      case "setStart":
        lines.push({
          index,
          seat: null,
          kind: "set",
          text: t("log_setStart", { set: e.set, name: name(e.starter) }),
        });
        break;
      case "draw":
        lines.push({
          index,
          seat: e.seat,
          kind: "move",
          text: t("log_draw", { name: name(e.seat), card: faceLabel(e.card), total: e.total }),
        });
        break;
      case "play":
        lines.push({
          index,
          seat: e.seat,
          kind: "move",
          text: t("log_play", { name: name(e.seat), card: signed(e.value), total: e.total }),
        });
        break;
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
          lines.push({
            index,
            seat: e.seat,
            kind: "move",
            text: t("log_standAt", { name: name(e.seat), total: e.total }),
          });
        } else {
          lines.push({
            index,
            seat: e.seat,
            kind: "move",
            text: t("log_endTurn", { name: name(e.seat), total: e.total }),
          });
        }
        break;
      }
      case "setEnd":
        lines.push({ index, seat: null, kind: "result", text: setResult(e, name) });
        break;
      case "matchEnd":
        lines.push({
          index,
          seat: null,
          kind: "result",
          text:
            e.winner === null
              ? t("log_matchDraw", { a: e.sets[0], b: e.sets[1] })
              : t("log_matchWin", {
                  name: name(e.winner),
                  a: Math.max(...e.sets),
                  b: Math.min(...e.sets),
                }),
        });
        break;
    }
  });
  return lines;
}

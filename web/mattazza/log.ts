/**
 * Mattazza's move log in words ("Anna plays Re di Coppe", "Bob takes trick 3 with 16 Stella"),
 * a chunk of its own that comes after the table (components/LazyMoveLog.tsx).
 */
import type { MattazzaEvent } from "../../src/engine/games/mattazza/types";
import type { LogLine } from "../components/MoveLog";
import { t } from "../i18n";
import { cardName } from "./cards";
import { handReason, handTitle, matchReason, matchTitle, names } from "./story";

type Name = (seat: number) => string;

/** The log's lines from the public events, oldest first. */
export function logLines(events: readonly MattazzaEvent[], name: Name): LogLine[] {
  const lines: LogLine[] = [];
  events.forEach((e, index) => {
    const push = (seat: number | null, kind: LogLine["kind"], text: string) =>
      lines.push({ index, seat, kind, text });
    switch (e.type) {
      case "deal":
        push(
          null,
          "set",
          t("ma_log_deal", { n: e.hand, dealer: name(e.dealer), eldest: name(e.eldest) }),
        );
        break;
      case "play":
        push(e.seat, "move", t("ma_log_play", { name: name(e.seat), card: cardName(e.card) }));
        break;
      case "trick":
        push(
          null,
          "move",
          t("ma_log_trick", { name: name(e.winner), n: e.trick, card: cardName(e.card) }),
        );
        break;
      case "foolDebt":
        push(e.giver, "move", t("ma_log_debt", { name: name(e.giver), to: name(e.receiver) }));
        break;
      case "foolGift":
        push(
          e.giver,
          "move",
          t("ma_log_gift", { name: name(e.giver), to: name(e.receiver), card: cardName(e.card) }),
        );
        break;
      case "foolSurrendered":
        push(null, "move", t("ma_log_surrender", { name: name(e.giver), to: name(e.receiver) }));
        break;
      case "callForHelp":
        push(e.seat, "move", t("ma_log_help", { name: name(e.seat), target: name(e.target) }));
        break;
      case "handEnd":
        push(null, "result", `${handTitle(e, name, null)}: ${handReason(e, false)}`);
        break;
      case "eliminated":
        push(null, "result", t("ma_log_out", { names: names(e.seats, name, null) }));
        break;
      case "matchEnd":
        push(null, "result", `${matchTitle(e, name, null)}. ${matchReason(e, name, null)}`);
        break;
    }
  });
  return lines;
}

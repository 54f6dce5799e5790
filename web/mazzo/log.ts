/**
 * Turns Mazzo's public events into readable log lines: "Anna attacks with Magic", "Bruno says
 * “I don't have it”", "Anna doubts: Bruno was lying (hand shown: …)", and each turn's result.
 */
import type { MazzoEvent } from "../../src/engine/games/mazzo/types";
import type { LogLine } from "../components/MoveLog";
import { t, tn } from "../i18n";
import { abName, cName, names } from "./cards";
import { deckCards } from "./deck";
import type * as EndsPart from "./ends";
import { abilityWords } from "./turn-end";

/**
 * Builds the log lines of a list of events, oldest first.
 * @param told the words of turn ends and the game's end (ends.ts); while they are on their way
 *   (null), the lines of those ends wait for them
 */
export function logLines(
  events: readonly MazzoEvent[],
  name: (seat: number) => string,
  told: typeof EndsPart | null,
): LogLine[] {
  const lines: LogLine[] = [];
  // The ability of the attack in progress, for the denial's line.
  let ability: string | null = null;
  events.forEach((e, index) => {
    switch (e.type) {
      case "start":
        lines.push({
          index,
          seat: null,
          kind: "set",
          text: t("mz_log_start", {
            deck: tn("mz_deck_n", deckCards(e.deck)?.length ?? 0),
            name: name(e.firstAttacker),
          }),
        });
        break;
      case "attack":
        ability = e.ability;
        lines.push({
          index,
          seat: e.seat,
          kind: "move",
          text: e.secret
            ? t("mz_log_attackSecret", { name: name(e.seat) })
            : t("mz_log_attack", { name: name(e.seat), ability: abilityWords(e.ability) }),
        });
        break;
      case "faceUp":
        lines.push({
          index,
          seat: e.seat,
          kind: "move",
          text: t("mz_log_faceUp", { name: name(e.seat), card: cName(e.card) }),
        });
        break;
      case "deny":
        lines.push({
          index,
          seat: e.seat,
          kind: "move",
          text: t("mz_log_deny", { name: name(e.seat), ability: abilityWords(ability) }),
        });
        break;
      case "believe":
        lines.push({
          index,
          seat: e.seat,
          kind: "move",
          text: t("mz_log_believe", { name: name(e.seat) }),
        });
        break;
      case "doubt":
        lines.push({
          index,
          seat: e.seat,
          kind: "move",
          text: t(e.lied ? "mz_log_doubtLie" : "mz_log_doubtTruth", {
            name: name(e.seat),
            other: name(1 - e.seat),
            ability: abName(e.ability),
            cards: names(e.revealedHand),
          }),
        });
        break;
      case "clash":
      case "doubtResult":
        if (told) lines.push({ index, seat: null, kind: "result", text: told.turnLine(e, name) });
        break;
      case "refill":
        lines.push({
          index,
          seat: null,
          kind: "set",
          text: t("mz_log_refill", {
            a: name(0),
            b: name(1),
            na: e.cards[0],
            nb: e.cards[1],
            pile: tn("mz_pile_left", e.drawPile),
          }),
        });
        break;
      case "gameEnd": {
        if (!told) break;
        const left = e.leftover[0].length + e.leftover[1].length;
        lines.push({
          index,
          seat: null,
          kind: "result",
          text:
            t("mz_log_round", {
              title: told.endTitle(e, name, null),
              reason: told.endReason(e, name),
            }) +
            // The cards left in hand are a sentence of their own, after a stop.
            (left > 0
              ? `. ${t(e.leftoverTo === "holder" ? "mz_log_leftover" : "mz_log_leftoverGone", {
                  cards: names([...e.leftover[0], ...e.leftover[1]]),
                })}`
              : ""),
        });
        break;
      }
    }
  });
  return lines;
}

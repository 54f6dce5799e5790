/**
 * Mattazza's events in words: the round ends the table holds on screen (a trick, a hand) with
 * their titles and reasons, the match's end, and the move log's lines ("Anna plays Re di
 * Coppe", "Bob takes trick 3 with 16 Stella"). Display only; the engine decided everything.
 */
import type { MattazzaEvent } from "../../src/engine/games/mattazza/types";
import type { LogLine } from "../components/MoveLog";
import { t, tn, type Key } from "../i18n";
import { cardName } from "./cards";

type Ev<T extends MattazzaEvent["type"]> = Extract<MattazzaEvent, { type: T }>;
export type TrickEnd = Ev<"trick">;
export type HandEnd = Ev<"handEnd">;
export type MatchEnd = Ev<"matchEnd">;
export type Eliminated = Ev<"eliminated">;

/** A round end the table shows before the next one is live: a trick or a whole hand. */
export type RoundEnd =
  | { key: string; kind: "trick"; hand: number; index: number; e: TrickEnd }
  | { key: string; kind: "hand"; hand: number; index: number; e: HandEnd };

type Name = (seat: number) => string;

/**
 * The tricks and hand ends of a (possibly capped) event log, oldest first, each keyed by its
 * hand: events before the log's first deal belong to the hand before it.
 */
export function roundEnds(events: readonly MattazzaEvent[], currentHand: number): RoundEnd[] {
  const first = events.find((e): e is Ev<"deal"> => e.type === "deal");
  let hand = first ? first.hand - 1 : currentHand;
  const out: RoundEnd[] = [];
  events.forEach((e, index) => {
    if (e.type === "deal") hand = e.hand;
    else if (e.type === "trick")
      out.push({ key: `${hand}.${e.trick}`, kind: "trick", hand, index, e });
    else if (e.type === "handEnd")
      out.push({ key: `${e.hand}.end`, kind: "hand", hand: e.hand, index, e });
  });
  return out;
}

/** Names joined as a list in the current language ("Anna, Bob and Carla"). */
export function names(seats: readonly number[], name: Name, me: number | null): string {
  const list = seats.map((s) => (s === me ? t("ma_you") : name(s)));
  if (list.length < 2) return list.join("");
  return `${list.slice(0, -1).join(", ")} ${t("ma_and")} ${list[list.length - 1]}`;
}

/** "You lose hand 2", "Bob loses hand 2", "Bob and Carla lose hand 2". */
export function handTitle(e: HandEnd, name: Name, me: number | null): string {
  if (e.losers.length === 0) return t("ma_hand_nobody", { n: e.hand });
  if (me !== null && e.losers.includes(me))
    return e.losers.length === 1
      ? t("ma_hand_you", { n: e.hand })
      : t("ma_hand_youAnd", { names: names(e.losers, name, me), n: e.hand });
  return e.losers.length === 1
    ? t("ma_hand_loses", { name: name(e.losers[0] as number), n: e.hand })
    : t("ma_hand_lose", { names: names(e.losers, name, me), n: e.hand });
}

/**
 * Why: no trick taken, or the highest score; then the aim again, for whoever just lost.
 * @param aim false for the log's line, which need not repeat the aim every hand
 */
export function handReason(e: HandEnd, aim = true): string {
  const why =
    e.reason === "noTrick"
      ? tn("ma_reason_noTrick", e.losers.length)
      : tn("ma_reason_highest", Math.max(...e.scores.map((s) => s.total)));
  return aim ? `${why} ${t("ma_aim")}` : why;
}

/** The match's end as a title: "You win the match", "Anna and Bob win". */
export function matchTitle(e: MatchEnd | undefined, name: Name, me: number | null): string {
  if (e && e.winners.length === 0 && e.losers.length > 0) return t("ma_match_allOut");
  if (!e || e.winners.length === 0) return t("ma_match_draw");
  if (me !== null && e.winners.includes(me)) return t("ma_match_youWin");
  return e.winners.length === 1
    ? t("ma_match_wins", { name: name(e.winners[0] as number) })
    : t("ma_match_winPlural", { names: names(e.winners, name, me) });
}

/**
 * Why the match ended. In elimination, the last hand's eliminations are said first: several
 * who reached the target in the same hand sit out together (C7), even when that is everyone.
 * @param last the latest `eliminated` event, if any
 * @param target the elimination target (marks)
 */
export function matchReason(
  e: MatchEnd | undefined,
  name: Name,
  me: number | null,
  last?: Eliminated,
  target?: number,
): string {
  if (!e) return "";
  const who = names(e.losers, name, me);
  const parts: string[] = [];
  if (e.reason === "elimination" && last && target !== undefined) {
    const out = names(last.seats, name, me);
    parts.push(
      last.seats.length > 1
        ? tn("ma_end_together", target, { names: out })
        : last.seats[0] === me
          ? tn("ma_end_youOut", target)
          : tn("ma_end_oneOut", target, { names: out }),
    );
  }
  const allJustOut = parts.length > 0 && e.losers.every((s) => last?.seats.includes(s));
  if (e.reason === "elimination" && e.winners.length === 0) parts.push(t("ma_end_nobodyLeft"));
  else if (!allJustOut) parts.push(t(`ma_end_${e.reason}` as Key, { names: who }));
  return parts.join(" ");
}

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

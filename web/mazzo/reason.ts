/**
 * A Mazzo turn's end in words, shared by the round result and the move log so both tell the
 * same story: a clash ("Anna wins the clash" — "Il Gigante's Strength 5 beats La Volpe's 0")
 * or a doubt ("Bruno was bluffing" — "Anna takes Il Barbaro and La Volpe"). Only the results
 * (result-part.ts) and the ends' part (ends.ts) import it: which events are ends is turn-end.ts.
 */
import { t, tn } from "../i18n";
import { abName, cName, names } from "./cards";
import type { GameEnd, TurnEnd } from "./turn-end";

export type { GameEnd, TurnEnd };

/** "You win the clash", "Anna was bluffing", "Bruno told the truth". */
export function turnTitle(e: TurnEnd, name: (seat: number) => string, you: number | null): string {
  if (e.type === "clash") {
    if (e.winner === null) return t("mz_clash_even");
    return e.winner === you ? t("mz_clash_youWon") : t("mz_clash_won", { name: name(e.winner) });
  }
  if (e.reason === "bluffCaught")
    return e.defender === you ? t("mz_bluff_yours") : t("mz_bluff", { name: name(e.defender) });
  return e.defender === you ? t("mz_truth_yours") : t("mz_truth", { name: name(e.defender) });
}

/** Why the turn ended so. */
export function turnReason(e: TurnEnd, name: (seat: number) => string): string {
  if (e.type === "clash") {
    const ability = abName(e.ability);
    const [va, vd] = e.values;
    const a = cName(e.attackCard);
    const d = cName(e.defenseCard);
    switch (e.reason) {
      case "mazziere": {
        const w = e.winner === e.defender ? d : a;
        return t("mz_reason_mazziere", { card: w });
      }
      case "lacksAbility": {
        const lacking = va === 0 ? a : d;
        return t("mz_reason_lacks", { card: lacking, ability });
      }
      case "tie":
        return e.winner === null
          ? t("mz_reason_tieEach", { ability, value: va })
          : t("mz_reason_tie", { ability, value: va, name: name(e.winner) });
      case "higher": {
        const attackerWon = e.winner === e.attacker;
        return t("mz_reason_higher", {
          win: attackerWon ? a : d,
          lose: attackerWon ? d : a,
          ability,
          wv: attackerWon ? va : vd,
          lv: attackerWon ? vd : va,
        });
      }
    }
  }
  const taken = e.gains.find((g) => g.seat === e.winner)?.cards ?? [];
  if (e.reason === "bluffCaught")
    return t("mz_reason_caught", { name: name(e.attacker), cards: names(taken) });
  if (e.instantWin && e.blindCard)
    return t("mz_reason_instant", { name: name(e.defender), card: cName(e.blindCard) });
  const attackCard = taken.find((c) => c !== e.blindCard) ?? taken[0] ?? "";
  return e.blindCard
    ? t("mz_reason_truthful", {
        name: name(e.defender),
        card: cName(attackCard),
        blind: cName(e.blindCard),
      })
    : t("mz_reason_truthfulOne", { name: name(e.defender), card: cName(attackCard) });
}

/** How the game ended: "Anna wins the game", "A draw". */
export function endTitle(e: GameEnd, name: (seat: number) => string, you: number | null): string {
  if (e.winner === null) return t("mz_draw");
  return e.winner === you ? t("mz_youWin") : t("mz_wins", { name: name(e.winner) });
}

/**
 * Why: "Anna has more loot, 6 to 4", "Bruno drew the Mazziere blindly". `you`: the reader's seat,
 * said "you" as the title does ("You win the game" — "You have more loot"), never by the name.
 */
export function endReason(
  e: GameEnd,
  name: (seat: number) => string,
  you: number | null = null,
): string {
  const [a, b] = e.loot;
  const w = e.winner ?? 0;
  switch (e.reason) {
    case "loot": {
      const counts = { a: Math.max(a, b), b: Math.min(a, b) };
      return w === you
        ? t("mz_end_loot_you", counts)
        : t("mz_end_loot", { name: name(w), ...counts });
    }
    case "mazziereTieBreak":
      return w === you ? tn("mz_end_tieBreak_you", a) : tn("mz_end_tieBreak", a, { name: name(w) });
    case "draw":
      return tn("mz_end_draw", a);
    case "mazziereDrawn":
      return w === you ? t("mz_end_drawn_you") : t("mz_end_drawn", { name: name(w) });
    case "mazziereLost":
      return 1 - w === you ? t("mz_end_lost_you") : t("mz_end_lost", { name: name(1 - w) });
  }
}

/** The log's line for a turn's end: the same title and reason as the round result. */
export function turnLine(e: TurnEnd, name: (seat: number) => string): string {
  return t("mz_log_round", { title: turnTitle(e, name, null), reason: turnReason(e, name) });
}

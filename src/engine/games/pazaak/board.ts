/**
 * Board arithmetic (spec §2.4, §3): totals and the effect of placing a side card. Shared by
 * the rules and by the bot, which simulates its options on a copy of the visible boards.
 */
import { declaredValues, fixedValue, flipTargets, isFlippable, magnitude, sideKind } from "./cards";
import type { BoardCard, PazaakOptions, SideCardId } from "./types";

/** The total of a board: the sum of current values (§2.4). */
export function boardTotal(board: readonly BoardCard[]): number {
  let t = 0;
  for (const c of board) t += c.value;
  return t;
}

/**
 * Whether `value` is an acceptable declaration for `card`: one of its choices for PM, V12 and
 * TB; absent for every card without a choice (P, M, D, F24, F36).
 * @returns null when fine, else a sentence saying why not.
 */
export function checkValue(card: SideCardId, value: number | undefined): string | null {
  const choices = declaredValues(card);
  if (choices === null) {
    return value === undefined ? null : `This card has no choice of value; leave "value" out.`;
  }
  if (value === undefined || !choices.includes(value)) {
    return `This card must be declared as one of ${choices.map((n) => (n > 0 ? `+${n}` : String(n))).join(", ")}.`;
  }
  return null;
}

/**
 * Inverts the flippable cards of a board whose magnitude is in `targets` (§3.5, A5), in place.
 * `toggle` flips both ways; `positiveOnly` only turns positive values negative. With
 * `doubleMode = linked`, every D then copies its target again (§3.4, A6).
 */
export function flipBoard(
  board: BoardCard[],
  targets: readonly number[],
  options: Pick<PazaakOptions, "flipDirection" | "doubleMode">,
): void {
  for (const c of board) {
    if (!isFlippable(c.card) || !targets.includes(magnitude(c.card))) continue;
    if (options.flipDirection === "toggle" || c.value > 0) c.value = -c.value;
  }
  if (options.doubleMode === "linked") {
    for (const c of board) {
      if (c.linkedTo !== undefined) c.value = board[c.linkedTo]?.value ?? c.value;
    }
  }
}

/**
 * Places a side card on `own` (and, for a flip with flipScope=both, affects `other`), in place.
 * The caller has checked the value. D doubles the card before it (A6): after the mandatory draw
 * that is always this turn's table card, so D is legal whenever a side card is.
 * @returns the board card placed.
 */
export function placeSide(
  own: BoardCard[],
  other: BoardCard[],
  card: SideCardId,
  value: number | undefined,
  options: Pick<PazaakOptions, "flipDirection" | "doubleMode" | "flipScope">,
): BoardCard {
  const kind = sideKind(card);
  let placed: BoardCard;
  if (kind === "double") {
    const target = own.length - 1;
    placed = { card, value: own[target]?.value ?? 0, linkedTo: target };
    own.push(placed);
  } else if (kind === "flip") {
    // A flip occupies a slot worth 0 (§3.5), then acts.
    placed = { card, value: 0 };
    own.push(placed);
    const targets = flipTargets(card as "F24" | "F36");
    flipBoard(own, targets, options);
    if (options.flipScope === "both") flipBoard(other, targets, options);
  } else {
    placed = { card, value: fixedValue(card) ?? value ?? 0 };
    own.push(placed);
  }
  return placed;
}

/** A copy of a board (cards are small objects, copied so the original stays untouched). */
export function copyBoard(board: readonly BoardCard[]): BoardCard[] {
  return board.map((c) => ({ ...c }));
}

/**
 * The easy computer player: a beginner at the table. It reads only its own view and makes a
 * beginner's mistakes, never an absurd move: it plays the KOTOR starter deck (two each of +1…+5,
 * so nothing can save a bust), stands as soon as 16 "looks enough" whatever the opponent shows,
 * spends a card to land on 18 or 19 instead of keeping it for 20, and never plays for the
 * tiebreak. It still saves a bust when a card can, and keeps drawing when a stood opponent is
 * ahead (standing there would lose the set for sure).
 */
import type { Seat } from "../../core/game";
import { BOARD_SLOTS, TARGET, declaredValues, fixedValue } from "./cards";
import { PRESET_DECKS } from "./presets";
import type { PazaakMove, PazaakState, PazaakView, SideCardId } from "./types";
import { view } from "./view";

/** The total a beginner is happy to stand on. */
const HAPPY = 16;

/** The easy player's move for `seat`; call only when the seat is to act. */
export function easyBot(state: PazaakState, seat: Seat): PazaakMove {
  return easyDecide(view(state, seat));
}

/** The easy player's move from the seat's view alone. */
export function easyDecide(v: PazaakView): PazaakMove {
  if (v.phase === "sideDeck") return { type: "sideDeck", cards: [...(PRESET_DECKS.classic ?? [])] };
  const me = v.seats[v.you === 1 ? 1 : 0];
  const opp = v.seats[v.you === 1 ? 0 : 1];
  const t = me.total;
  // A beginner counts only plain plus and minus values (and the sign it wants of a dual).
  const plays: { move: PazaakMove; total: number }[] = [];
  if (!v.sidePlayed && me.board.length < BOARD_SLOTS) {
    for (const card of me.hand ?? []) {
      const fixed = fixedValue(card);
      if (fixed !== null) plays.push({ move: { type: "play", card }, total: t + fixed });
      const values = declaredValues(card as SideCardId);
      if (values !== null && (card.startsWith("PM") || card === "V12")) {
        for (const value of values)
          plays.push({ move: { type: "play", card, value }, total: t + value });
      }
    }
  }
  /** The first play landing in [lo, hi], the highest total first. */
  const landing = (lo: number, hi: number): PazaakMove | null => {
    let pick: { move: PazaakMove; total: number } | null = null;
    for (const p of plays)
      if (p.total >= lo && p.total <= hi && (!pick || p.total > pick.total)) pick = p;
    return pick?.move ?? null;
  };
  if (t > TARGET) return landing(0, TARGET) ?? { type: "endTurn" };
  if (opp.stood && opp.total <= TARGET) {
    if (t > opp.total) return { type: "stand" };
    const ahead = landing(opp.total + 1, TARGET);
    if (ahead) return ahead;
    return t === opp.total && t >= HAPPY ? { type: "stand" } : { type: "endTurn" };
  }
  if (opp.stood) return { type: "stand" };
  if (t < 18) {
    const close = landing(18, TARGET);
    if (close) return close;
  }
  return t >= HAPPY ? { type: "stand" } : { type: "endTurn" };
}

/**
 * Which of the turn's two endings is the sensible one, for the table to make it the big
 * button: stand, or end the turn and draw again. It reads only a seat's view and follows the
 * computer's own thresholds (bot.ts), so the UI asks the engine instead of holding a rule.
 * Tiny and dependency-light: the web table imports it without the rules engine.
 */
import type { Seat } from "../../core/game";
import { TARGET } from "./cards";
import type { PazaakView } from "./types";

/**
 * Whether standing now is the sensible choice for `seat` (card plays aside). Never when over
 * 20 (that is a bust either way) or when standing would lose to a stood opponent; yes from 18,
 * at 17 unless the opponent already sits higher, and on any total that beats or (from 17)
 * ties a stood opponent.
 */
export function standAdvised(v: PazaakView, seat: Seat): boolean {
  const me = v.seats[seat as 0 | 1];
  const opp = v.seats[seat === 0 ? 1 : 0];
  const t = me.total;
  const o = opp.total;
  if (t > TARGET) return false;
  if (opp.stood) {
    if (o > TARGET || t > o) return true;
    if (t === o) return (me.tiebreak && !opp.tiebreak) || t >= 17;
    return false;
  }
  if (t >= 18) return true;
  return t === 17 && !(o > 17 && o <= TARGET);
}

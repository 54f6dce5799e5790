/**
 * The computer's three levels for Mazzo, behind the one `bot` of the Game contract: easy
 * (bot-easy.ts), normal (bot.ts, the default) and strong (bot-strong.ts).
 */
import type { Seat } from "../../core/game";
import type { BotLevel } from "../../core/levels";
import { bot } from "./bot";
import { easyBot } from "./bot-easy";
import { strongBot } from "./bot-strong";
import type { MazzoMove, MazzoState } from "./types";

/** A move for `seat` at `level` (default normal); call only when the seat is to act. */
export function botAt(state: MazzoState, seat: Seat, level: BotLevel = "normal"): MazzoMove {
  if (level === "easy") return easyBot(state, seat);
  if (level === "strong") return strongBot(state, seat);
  return bot(state, seat);
}

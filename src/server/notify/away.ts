/**
 * Other players' holidays as an email tells them: "Anna is away until 12 Mar 2026, 14:00 UTC:
 * their clock is paused." A holiday is public at the table (the clock shows it to everyone), so
 * every email of the game may say it.
 */
import { clockOf, onHoliday } from "../kernel/clocks";
import type { RoomContext } from "../kernel/context";
import { human, seatName } from "../kernel/rules";
import { saySlow } from "./slow-words";
import { when } from "./words";

/** One line per other player on holiday now, in `lang`, for the email of `reader`. */
export function awayLines(ctx: RoomContext, reader: number, lang: string): string[] {
  if (ctx.settings.days <= 0) return [];
  const lines: string[] = [];
  for (const s of ctx.seats) {
    if (s.seat === reader || !human(ctx, s.seat)) continue;
    const until = onHoliday(clockOf(ctx.sql, s.seat), ctx.now);
    if (until !== null)
      lines.push(
        saySlow(lang, "away_line", { name: seatName(ctx, s.seat), until: when(lang, until) }),
      );
  }
  return lines;
}

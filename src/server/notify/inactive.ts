/**
 * The warning before an inactive game is removed (room/lifetime.ts): one email to every seat
 * with a confirmed address, saying since when nobody moved and on which day the game goes
 * unless someone moves. It goes through `deliver`, so a stopped seat or address gets nothing.
 */
import type { RoomContext } from "../kernel/context";
import { noticeNames } from "../kernel/rules";
import { deliver } from "./deliver";
import { say, when } from "./words";

/**
 * Warns every seat that the game, without a move since `since`, will be removed at `end`
 * after `days` days without one.
 */
export async function warnInactive(
  ctx: RoomContext,
  since: number,
  end: number,
  days: number,
): Promise<void> {
  for (const { seat } of ctx.seats)
    await deliver(ctx, seat, "inactive", (m) => {
      const p = {
        ...noticeNames(ctx, seat),
        since: when(m.lang, since),
        end: when(m.lang, end),
        days,
      };
      return {
        subject: say(m.lang, "inactive_subject", p),
        paragraphs: [say(m.lang, "inactive_body", p)],
        action: { href: m.link, label: say(m.lang, "open_table") },
        footer: true,
      };
    });
}

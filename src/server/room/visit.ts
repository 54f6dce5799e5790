/**
 * A seat's player at the table (a table read, a socket hello): it "looked" (kernel/looked.ts,
 * which the turn's notices read), and a move the room holds for it under privacy timing is
 * released after the seat's own short wait (../autoplay/privacy.ts), the alarm following.
 */
import * as autoplay from "../autoplay";
import { lookedAt } from "../kernel/looked";
import { noticeDelay } from "../kernel/rules";
import { logFailure } from "../log";
import type { RoomHost } from "./host";

/** What a visit needs from the room. */
export type VisitHost = Pick<RoomHost, "sql" | "alarm" | "env">;

/** The seat's player is at the table at `at`. */
export function visit(host: VisitHost, seat: number, at: number): void {
  lookedAt(host.sql, seat, at);
  const wait = () => autoplay.autoWait(host.sql, seat, noticeDelay(host.env()));
  if (!autoplay.visited(host.sql, seat, at, wait)) return;
  host.alarm.rearm().catch((err: unknown) =>
    logFailure("alarm.failed", err, {
      check: "A move held for a seat's visit could not be planned: it waits for its digest hour.",
    }),
  );
}

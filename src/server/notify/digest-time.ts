/**
 * When a daily summary goes out: the next instant the clock in the person's time zone (an IANA
 * name from their browser, "Europe/Rome") shows the time of day they picked. Pure arithmetic
 * over Intl, so summer time moves with the zone.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether `tz` is a time zone this runtime knows. */
export function knownZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at instant `t`, ms. */
function offsetAt(t: number, tz: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: tz,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(t));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    n("year"),
    n("month") - 1,
    n("day"),
    n("hour") % 24,
    n("minute"),
    n("second"),
  );
  return wall - Math.floor(t / 1000) * 1000;
}

/**
 * The first instant after `now` when the wall clock of `tz` reads `minutes` past midnight
 * (0–1439). An unknown zone counts as UTC.
 */
export function nextDigestAt(now: number, minutes: number, tz: string): number {
  const zone = knownZone(tz) ? tz : "UTC";
  const local = now + offsetAt(now, zone);
  let wall = Math.floor(local / DAY_MS) * DAY_MS + minutes * 60_000;
  if (wall <= local) wall += DAY_MS;
  // The wall time back to UTC, with the offset of that day (twice: a change of summer time).
  let at = wall - offsetAt(wall - offsetAt(now, zone), zone);
  at = wall - offsetAt(at, zone);
  return at > now ? at : at + DAY_MS;
}

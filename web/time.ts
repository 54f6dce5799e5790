/**
 * "2 days ago" in the UI's language (Intl.RelativeTimeFormat), a date and time ("Dec 6, 2026,
 * 7:08 PM") for what is fixed in time, and a clock that ticks every minute so relative texts
 * stay true while a slow game's page stays open.
 */
import { useEffect, useState } from "preact/hooks";
import { lang, t } from "./i18n";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600_000],
  ["month", 30 * 24 * 3600_000],
  ["week", 7 * 24 * 3600_000],
  ["day", 24 * 3600_000],
  ["hour", 3600_000],
  ["minute", 60_000],
];

/** How long ago `then` was, seen at `now`: "just now" under a minute, else "3 hours ago". */
export function ago(then: number, now: number): string {
  const diff = Math.max(0, now - then);
  const fmt = new Intl.RelativeTimeFormat(lang.value, { numeric: "auto" });
  for (const [unit, ms] of UNITS) {
    // Whole units, rounded down: 47 hours is "yesterday", not "in 2 days".
    if (diff >= ms) return fmt.format(-Math.floor(diff / ms), unit);
  }
  return t("just_now");
}

/** `ms` as a date and time in the UI's language: a holiday's end, a replayed move's time. */
export function dateTime(ms: number): string {
  return new Date(ms).toLocaleString(lang.value, { dateStyle: "medium", timeStyle: "short" });
}

/** The current time, refreshed every `everyMs` while the component is mounted. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

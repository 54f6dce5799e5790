/**
 * How long the room waits before a move it plays for a seat: as long as that seat's own player
 * takes in a live game, so the wait tells nobody the move was automatic (an instant answer
 * would say the hand had one legal card). The room knows the seat's pace from its own moves in
 * this game: the time from the move before each of them to it. A wait is drawn from the quick
 * ones (a live game's), or from a person's usual range while there are too few; and it always
 * ends before a "your turn" notice would go out (kernel/rules.ts `noticeDelay`), so no notice
 * is ever sent for a turn the room played.
 */
import type { Sql } from "../kernel/room-sql";

/** A person's wait before a quick move in a live game, ms, [from, to): used without history. */
export const PERSON_PACE = [1_500, 4_500] as const;

/** Gaps longer than this are a slow game's, not a live one's: not drawn from. */
export const LIVE_MAX_MS = 30_000;

/** The shortest wait, ms: nobody plays quicker than this. */
export const MIN_WAIT_MS = 700;

/** How many of the seat's recent moves are looked at, and how many live ones are enough. */
const RECENT = 12;
const ENOUGH = 3;

/** A random number in [0, 1). */
function random(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/**
 * The seat's own quick thinking times, ms, from its latest moves made by its player (moves the
 * computer or the room made carry ids "bot-…" and "auto-…").
 */
export function ownPace(sql: Sql, seat: number): number[] {
  const rows = sql
    .exec<{ seq: number; seat: number; at: number; move_id: string }>(
      "SELECT seq, seat, at, move_id FROM moves ORDER BY seq DESC LIMIT ?",
      RECENT * 8,
    )
    .toArray();
  const gaps: number[] = [];
  for (let i = 0; i + 1 < rows.length && gaps.length < RECENT; i++) {
    const r = rows[i]!;
    if (r.seat !== seat || r.move_id.startsWith("bot-") || r.move_id.startsWith("auto-")) continue;
    const gap = r.at - rows[i + 1]!.at;
    if (gap >= 0 && gap <= LIVE_MAX_MS) gaps.push(gap);
  }
  return gaps;
}

/**
 * The wait before a move the room plays for `seat`, ms: one of the seat's own quick thinking
 * times (give or take a fifth) when it has enough, else a person's usual; at least MIN_WAIT_MS
 * and under half of `noticeMs`, the debounce of "your turn" notices.
 */
export function autoWait(sql: Sql, seat: number, noticeMs: number): number {
  const gaps = ownPace(sql, seat);
  let wait: number;
  if (gaps.length >= ENOUGH)
    wait = gaps[Math.floor(random() * gaps.length)]! * (0.8 + 0.4 * random());
  else wait = PERSON_PACE[0] + random() * (PERSON_PACE[1] - PERSON_PACE[0]);
  const cap = Math.min(LIVE_MAX_MS, noticeMs / 2);
  return Math.round(Math.min(cap, Math.max(MIN_WAIT_MS, wait)));
}

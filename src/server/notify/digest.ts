/**
 * The room's side of the daily summary: when a "your turn" email (or an idle reminder) is due
 * for a seat whose address chose a summary, the game is handed to the address's AddressBook
 * instead of being emailed (address-book.ts sends the summary). A deadline warning is never
 * held: it goes out on time. The room remembers what it handed in (`digest_held`), and the
 * digest channel takes it back once that turn is over or the seat's emails stopped, so a
 * summary lists only games still awaiting the move.
 */
import type { Channel } from "../kernel/channel";
import { clockOf, dueAt, WARN_AT } from "../kernel/clocks";
import type { RoomContext } from "../kernel/context";
import { oneTable } from "../kernel/room-sql";
import { human, others } from "../kernel/rules";
import { addJob } from "../kernel/schedule";
import { turnOf } from "../kernel/turns";
import { personalLink } from "../origin";
import { addressBook } from "./address-book";
import { unseenTalk } from "./bodies";
import { unsubscribeLinks } from "./compose";
import { mailSeat, readMailSeats } from "./store";

/** Takes a game back from an address's next summary. */
export type DigestJob = { kind: "digest"; seat: number; address: string };

/** The turns handed to summaries, made when the first one is. */
const DIGEST_HELD = oneTable(
  "digest_held",
  `seat INTEGER PRIMARY KEY, seq INTEGER NOT NULL, address TEXT NOT NULL`,
);

interface HeldRow extends Record<string, SqlStorageValue> {
  seat: number;
  seq: number;
  address: string;
}

/** Whether the reminder due now for `seat` is the deadline warning (at 80 % of the time). */
function isWarning(ctx: RoomContext, seat: number): boolean {
  const turn = turnOf(ctx.sql, seat);
  const warn = dueAt(turn, clockOf(ctx.sql, seat), ctx.settings.days, WARN_AT);
  return warn !== null && ctx.now >= warn && (turn.remindedAt === null || turn.remindedAt < warn);
}

/**
 * Hands the seat's current turn to its address's summary if the address chose one: true when
 * held (nothing is to be emailed now). A deadline warning is never held.
 */
export async function holdForDigest(
  ctx: RoomContext,
  seat: number,
  kind: "turn" | "remind",
): Promise<boolean> {
  const m = mailSeat(ctx.sql, seat);
  const turn = turnOf(ctx.sql, seat);
  if (!m || !m.confirmed || m.muted || !human(ctx, seat) || turn.sinceSeq === null) return false;
  if (kind === "remind" && isWarning(ctx, seat)) return false;
  const link = personalLink(ctx.settings.origin, ctx.meta.id, m.link);
  const stop = unsubscribeLinks({
    origin: ctx.settings.origin,
    gameId: ctx.meta.id,
    unsubToken: m.unsubToken,
  });
  const book = await addressBook(ctx.env, m.address);
  const held = await book.hold(m.address, m.lang, {
    gameId: ctx.meta.id,
    seat,
    game: ctx.game.title,
    others: others(ctx, seat),
    since: turn.sinceAt ?? ctx.now,
    due: dueAt(turn, clockOf(ctx.sql, seat), ctx.settings.days),
    link,
    stopGame: stop.game,
    stopAll: stop.all,
    talk: unseenTalk(ctx, seat, m.lang),
  });
  if (held)
    ctx.sql.write(
      DIGEST_HELD,
      "INSERT OR REPLACE INTO digest_held (seat, seq, address) VALUES (?, ?, ?)",
      seat,
      turn.sinceSeq,
      m.address,
    );
  return held;
}

/**
 * After a message at the table: every game held for a summary is handed in again, so the summary
 * quotes what was written since the reader's last visit (the poster's own seat included: its
 * lines leave out its own messages).
 */
export async function refreshDigests(ctx: RoomContext): Promise<void> {
  const rows = ctx.sql.read<HeldRow>(DIGEST_HELD, "SELECT * FROM digest_held");
  for (const r of rows) {
    if (turnOf(ctx.sql, r.seat).sinceSeq !== r.seq) continue; // the channel takes it back
    await holdForDigest(ctx, r.seat, "turn");
  }
}

/** The digest channel: takes games back from summaries once their turn is over. */
export const digestChannel: Channel<DigestJob> = {
  name: "digest",

  plan(ctx) {
    const rows = ctx.sql.read<HeldRow>(DIGEST_HELD, "SELECT * FROM digest_held");
    if (rows.length === 0) return;
    const mail = new Map(readMailSeats(ctx.sql).map((m) => [m.seat, m]));
    for (const r of rows) {
      const m = mail.get(r.seat);
      const still =
        turnOf(ctx.sql, r.seat).sinceSeq === r.seq &&
        m !== undefined &&
        m.address === r.address &&
        m.confirmed &&
        !m.muted &&
        ctx.game.outcome(ctx.snapshot.state) === null;
      if (still) continue;
      ctx.sql.change(DIGEST_HELD, "DELETE FROM digest_held WHERE seat = ?", r.seat);
      addJob(ctx.sql, ctx.now, { kind: "digest", seat: r.seat, address: r.address });
    }
  },

  take: (job) => (job.kind === "digest" ? (job as DigestJob) : null),

  async run(ctx, job) {
    await (await addressBook(ctx.env, job.address)).release(ctx.meta.id, job.seat);
    return false;
  },
};

/**
 * The game is being removed: every summary it handed a turn to lets it go now, since no channel
 * will run after `deleteAll`.
 */
export async function releaseAllDigests(ctx: RoomContext): Promise<void> {
  for (const r of ctx.sql.read<HeldRow>(DIGEST_HELD, "SELECT * FROM digest_held"))
    await (await addressBook(ctx.env, r.address)).release(ctx.meta.id, r.seat);
}

/**
 * "Forget me": the room forgets which of its turns it handed to `address`'s summary (the
 * address's AddressBook is wiped whole by its caller, so nothing is released there).
 */
export function dropDigestHeld(ctx: RoomContext, address: string): void {
  ctx.sql.change(DIGEST_HELD, "DELETE FROM digest_held WHERE address = ?", address);
}

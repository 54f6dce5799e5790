/**
 * The address book's list of seats, kept by the room: after every change the links channel
 * compares the seats with a confirmed, not stopped address against what it told the addresses'
 * AddressBooks (`book_seats`), and tells them what changed (a seat confirmed, removed, stopped
 * or handed over). "Send me links to all my games" (sendLinks) lists what an AddressBook holds.
 */
import type { Channel } from "../kernel/channel";
import type { RoomContext } from "../kernel/context";
import { oneTable } from "../kernel/room-sql";
import { human, others } from "../kernel/rules";
import { addJob } from "../kernel/schedule";
import { personalLink } from "../origin";
import { addressBook } from "./address-book";
import { unsubscribeLinks } from "./compose";
import { readMailSeats } from "./store";

/** Tells an AddressBook that a seat is (or is no longer) its address's. */
export type LinksJob = { kind: "links"; op: "add" | "remove"; seat: number; address: string };

interface Row extends Record<string, SqlStorageValue> {
  seat: number;
  address: string;
}

/** What the AddressBooks were told, made when the first one is. */
const BOOK_SEATS = oneTable("book_seats", "seat INTEGER PRIMARY KEY, address TEXT NOT NULL");

/** The links channel. */
export const linksChannel: Channel<LinksJob> = {
  name: "links",

  plan(ctx) {
    const told = new Map(
      ctx.sql.read<Row>(BOOK_SEATS, "SELECT * FROM book_seats").map((r) => [r.seat, r.address]),
    );
    const now = new Map(
      readMailSeats(ctx.sql)
        .filter((m) => m.confirmed && !m.muted && human(ctx, m.seat))
        .map((m) => [m.seat, m.address]),
    );
    for (const [seat, address] of told)
      if (now.get(seat) !== address) {
        ctx.sql.change(BOOK_SEATS, "DELETE FROM book_seats WHERE seat = ?", seat);
        addJob(ctx.sql, ctx.now, { kind: "links", op: "remove", seat, address });
      }
    for (const [seat, address] of now)
      if (told.get(seat) !== address) {
        ctx.sql.write(
          BOOK_SEATS,
          "INSERT OR REPLACE INTO book_seats (seat, address) VALUES (?, ?)",
          seat,
          address,
        );
        addJob(ctx.sql, ctx.now, { kind: "links", op: "add", seat, address });
      }
  },

  take: (job) => (job.kind === "links" ? (job as LinksJob) : null),

  async run(ctx, job) {
    const book = await addressBook(ctx.env, job.address);
    if (job.op === "remove") await book.removeSeat(ctx.meta.id, job.seat);
    else {
      const m = readMailSeats(ctx.sql).find((x) => x.seat === job.seat);
      if (!m || m.address !== job.address) return false;
      await book.addSeat({
        gameId: ctx.meta.id,
        seat: job.seat,
        game: ctx.game.title,
        others: others(ctx, job.seat),
        link: personalLink(ctx.settings.origin, ctx.meta.id, m.link),
        lang: m.lang,
        stopAll: unsubscribeLinks({
          origin: ctx.settings.origin,
          gameId: ctx.meta.id,
          unsubToken: m.unsubToken,
        }).all,
      });
    }
    return false;
  },
};

/**
 * The game is being removed: every AddressBook told of one of its seats forgets it (with its
 * personal link), so "send me links" never lists a game that is gone, and every address it
 * holds forgets that it held it.
 */
export async function removeAllBookSeats(ctx: RoomContext): Promise<void> {
  for (const r of ctx.sql.read<Row>(BOOK_SEATS, "SELECT * FROM book_seats"))
    await (await addressBook(ctx.env, r.address)).removeSeat(ctx.meta.id, r.seat);
  // Every address the game wrote to noted it (address-book.ts `games`): it holds them no more.
  for (const address of new Set(readMailSeats(ctx.sql).map((m) => m.address)))
    await (await addressBook(ctx.env, address)).removeRoom(ctx.meta.id);
}

/**
 * "Forget me": the room forgets what it told `address`'s AddressBook (wiped whole by its caller,
 * so nothing is sent there).
 */
export function dropBookSeats(ctx: RoomContext, address: string): void {
  ctx.sql.change(BOOK_SEATS, "DELETE FROM book_seats WHERE address = ?", address);
}

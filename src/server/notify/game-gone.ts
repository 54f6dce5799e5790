/**
 * What email keeps of a game outside its room, forgotten when the room is removed: its seats in
 * their addresses' AddressBooks ("send me links") and its turns held for daily summaries. The
 * room's own storage goes with `deleteAll`; these live in other Durable Objects.
 */
import type { RoomContext } from "../kernel/context";
import { logFailure } from "../log";
import { releaseAllDigests } from "./digest";
import { removeAllBookSeats } from "./links";

/** Tells every AddressBook that knows the game to forget it; never throws. */
export async function forgetGameInBooks(ctx: RoomContext): Promise<void> {
  try {
    await releaseAllDigests(ctx);
    await removeAllBookSeats(ctx);
  } catch (err) {
    logFailure("mail.forget-failed", err, {
      game: ctx.meta.id,
      check:
        "An AddressBook could not forget a removed game: its summary or links email may list it once.",
    });
  }
}

/**
 * A reply to a "your turn" email, in the room (../notify reads its words): they become the
 * seat's move, through the one path every move takes, or a message at the table, through the
 * one path every message takes (table-talk.ts `say`).
 */
import { fail, type RoomResult } from "../errors";
import { readSeats } from "../kernel/seats";
import * as notify from "../notify";
import { seatHolder } from "./access";
import { NOT_FOUND, type RoomHost } from "./host";
import { guarded, type MoveRequest } from "./records";
import { say, type TalkHost } from "./table-talk";

/** What a reply needs from the room. */
export type ReplyHost = TalkHost & Pick<RoomHost, "sql" | "load" | "play">;

/** A reply to a "your turn" email: its words become this seat's move, or an answer. */
export function replyMail(
  host: ReplyHost,
  reply: notify.InboundReply,
): Promise<RoomResult<notify.ReplyOutcome>> {
  const replies = {
    context: () => host.context(),
    play: (seat: number, request: MoveRequest) =>
      host.play(seat, seatHolder(readSeats(host.sql), seat), request),
    post: (seat: number, text: string, origin: string) => say(host, seat, { text }, origin),
  };
  return guarded("replyMail", async () =>
    host.load() ? notify.takeReply(replies, reply) : fail("room/not-found", NOT_FOUND),
  );
}

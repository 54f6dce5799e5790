/**
 * Typed access to a game's room. The RPC stub types of workers-types turn results holding
 * `unknown` (a game's view or move) into `never`; every value the room returns is plain JSON,
 * so the stub is typed with the room's own method signatures instead.
 */
import type { Env } from "../env";
import type { GameRoom } from "./game-room";

/** The room methods the Worker and other rooms call. */
export type RoomStub = Pick<
  GameRoom,
  | "create"
  | "claim"
  | "claimFree"
  | "table"
  | "tableText"
  | "move"
  | "log"
  | "history"
  | "replayIndex"
  | "replayStep"
  | "reissueInvite"
  | "replaceSeat"
  | "rematch"
  | "joinRematch"
  | "invitationStatus"
  | "exists"
  | "setMail"
  | "removeMail"
  | "resendMail"
  | "confirmMail"
  | "askMyData"
  | "myDataLink"
  | "addressData"
  | "forgetAddress"
  | "unsubscribe"
  | "holiday"
  | "resign"
  | "absent"
  | "replyMail"
  | "channels"
  | "fetch"
  | "dev"
  | "ping"
  | "nudge"
  | "digest"
  | "autoHoliday"
  | "autoplay"
  | "talkRead"
  | "talkPost"
  | "talkSettings"
  | "exportRecord"
  | "backup"
  | "download"
  | "restore"
  | "report"
  | "operatorLookup"
  | "operatorRemoveTalk"
  | "operatorEnd"
  | "operatorRemove"
  | "whyNot"
  | "hint"
>;

/** The room of game `id` (`idFromName`: one room per game id, wherever it is asked for). */
export function roomStub(env: Env, id: string): RoomStub {
  return env.ROOMS.get(env.ROOMS.idFromName(id)) as unknown as RoomStub;
}

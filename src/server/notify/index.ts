/**
 * Email notifications, as the room uses them: a seat's address and its confirmation and
 * unsubscribe links, reply to play, and forgetting a seat's address when it changes hands.
 * Planning and sending the emails is the email channel's (channel.ts, in the room's list).
 */
export {
  checkConfirm,
  checkUnsubscribe,
  confirmAddress,
  prepareAddress,
  removeAddress,
  resendConfirmation,
  setAddress,
  unsubscribe,
  type AddressInput,
  type LinkResult,
} from "./addresses";
export { deleteMailSeat as forgetAddress } from "./store";
export { seatDigest } from "./digest-settings";
export { refreshDigests } from "./digest";
export { takeReply, type InboundReply, type ReplyOutcome } from "./reply";
export {
  askMyData,
  forgetHere,
  prepareAsk,
  seatsOf,
  takeAsk,
  type MyDataAsk,
  type MyDataWhat,
  type SeatData,
} from "./my-data";
export { myDataCommand } from "./my-data-command";
export { sendExport, sendForgotten } from "./my-data-mail";

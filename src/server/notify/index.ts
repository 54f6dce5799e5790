/**
 * Email notifications, as the room uses them: planning emails after every change,
 * running their jobs, and a seat's address and unsubscribe links. See the modules for details.
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
  type LinkResult,
} from "./addresses";
export { planMail, runMailJob } from "./plan";
export { forgetSeat as forgetAddress } from "./forget";
export { takeReply, type InboundReply, type ReplyOutcome } from "./reply";

/**
 * Automatic moves, as the room uses them: a seat's choices and what its table says
 * (actions.ts), planning and deciding a move the room plays for a seat (plan.ts, with the kinds
 * of rule in rules.ts and the wait in pace.ts or privacy.ts), standing orders checked after
 * every change (orders.ts), and its tables (store.ts, order-store.ts).
 */
export { autoplayInfo, chooseAutoplay } from "./actions";
export { dueAutoMove, planAutoplay, type AutoJob, type AutoMove } from "./plan";
export { forgetAutoplay, writePlayed, writeRule } from "./store";
export { forcedRule, orderOf } from "./rules";
export { cancelOrder, REFUSED, reviewOrders } from "./orders";
export { visited } from "./privacy";
export { autoWait } from "./pace";

/**
 * Automatic moves, as the room uses them: a seat's choice and what its table says (actions.ts),
 * planning and deciding a move the room plays for a seat (plan.ts, with the kinds of rule in
 * rules.ts and the wait in pace.ts), and its tables (store.ts).
 */
export { autoplayInfo, chooseForced } from "./actions";
export { dueAutoMove, planAutoplay, type AutoJob, type AutoMove } from "./plan";
export { forgetAutoplay, writePlayed, writeRule } from "./store";
export { forcedRule } from "./rules";

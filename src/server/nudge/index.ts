/**
 * Nudges, as the room uses them: the action (actions.ts), what a table says about them, the
 * channel that sends them (channel.ts, in the room's list) and the table (store.ts).
 */
export { nudge, nudgeInfos } from "./actions";
export { nudgeChannel } from "./channel";
export { forgetNudges } from "./store";

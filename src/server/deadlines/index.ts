/**
 * Deadlines, as the room uses them: holidays, resigning, the choice about an absent player and
 * the computer's stand-ins (actions.ts), and endings outside the rules (ending.ts). Planning and
 * running each turn's deadline is the overdue channel's (channel.ts, in the room's list).
 */
export { withEnding } from "./ending";
export { decideAbsent, playerBack, resign, setHoliday } from "./actions";
export { chooseAutoHoliday } from "./auto";

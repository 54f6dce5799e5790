/**
 * Deadlines, as the room uses them: planning each turn's deadline after every
 * change, running its job, holidays, resigning, absent players, the computer's stand-ins, and
 * endings outside the rules.
 */
export { standins } from "../kernel/clocks";
export { withEnding } from "./ending";
export { decideAbsent, planClocks, playerBack, resign, runDeadlineJob, setHoliday } from "./plan";

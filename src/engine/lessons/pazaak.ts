/**
 * Pazaak's lesson: the first two sets of a match against the computer. The learner takes the
 * balanced side deck, draws towards 20, saves a bust with a minus card to win the first set,
 * then loses the second to a draw too many: Pazaak is a gamble as much as a sum.
 */
import type { Lesson } from "./lesson";

/** The lesson (words: web/learn/words, keys `ls_pazaak_…`). */
export const lesson: Lesson = {
  game: "pazaak",
  seats: 2,
  options: {},
  seed: "lesson-2",
  you: 0,
  intro: "ls_pazaak_intro",
  outro: "ls_pazaak_outro",
  steps: [
    {
      seat: 0,
      move: {
        type: "sideDeck",
        cards: ["P1", "P2", "P3", "P4", "P5", "M1", "M2", "M3", "M4", "M5"],
      },
      note: "ls_pazaak_deck",
    },
    {
      seat: 1,
      move: {
        type: "sideDeck",
        cards: ["PM1", "PM2", "PM3", "PM4", "PM5", "PM6", "PM2", "PM4", "F24", "TB"],
      },
    },
    { seat: 0, move: { type: "endTurn" }, note: "ls_pazaak_draw" },
    { seat: 1, move: { type: "endTurn" } },
    { seat: 0, move: { type: "endTurn" }, note: "ls_pazaak_low" },
    { seat: 1, move: { type: "stand" } },
    { seat: 0, move: { type: "endTurn" }, note: "ls_pazaak_stood" },
    { seat: 0, move: { type: "endTurn" }, note: "ls_pazaak_beat" },
    { seat: 0, move: { type: "play", card: "M3" }, note: "ls_pazaak_save" },
    { seat: 0, move: { type: "endTurn" }, note: "ls_pazaak_set2" },
    { seat: 1, move: { type: "endTurn" } },
    { seat: 0, move: { type: "endTurn" }, note: "ls_pazaak_keep" },
    { seat: 1, move: { type: "endTurn" } },
    { seat: 0, move: { type: "endTurn" }, note: "ls_pazaak_eleven" },
    { seat: 1, move: { type: "play", card: "PM6", value: 6 } },
    { seat: 0, move: { type: "endTurn" }, note: "ls_pazaak_gamble" },
    { seat: 0, move: { type: "endTurn" }, note: "ls_pazaak_bust" },
  ],
};

/**
 * Mazzo's lesson: a game against the computer up to its last clash. The learner says "I don't
 * have it" truthfully, attacks with a high value, answers face up (the Mazziere wins every
 * clash), answers honestly rather than bluff, and believes a denial.
 */
import type { Lesson } from "./lesson";

/** The lesson (words: web/learn/words, keys `ls_mazzo_…`). */
export const lesson: Lesson = {
  game: "mazzo",
  seats: 2,
  options: {},
  seed: "lesson-2",
  you: 0,
  intro: "ls_mazzo_intro",
  outro: "ls_mazzo_outro",
  steps: [
    { seat: 1, move: { type: "attack", card: "B02", ability: "Velocita" } },
    { seat: 0, move: { type: "deny", card: "B09" }, note: "ls_mazzo_1" },
    { seat: 1, move: { type: "believe" } },
    { seat: 0, move: { type: "attack", card: "B04", ability: "Magia" }, note: "ls_mazzo_2" },
    { seat: 1, move: { type: "faceUp", card: "B13" } },
    { seat: 1, move: { type: "attack", card: "B08", ability: "Astuzia" } },
    { seat: 0, move: { type: "faceUp", card: "MZ" }, note: "ls_mazzo_3" },
    { seat: 0, move: { type: "attack", card: "B05", ability: "Resistenza" }, note: "ls_mazzo_4" },
    { seat: 1, move: { type: "faceUp", card: "B14" } },
    { seat: 1, move: { type: "attack", card: "B01", ability: "Forza" } },
    { seat: 0, move: { type: "faceUp", card: "B06" }, note: "ls_mazzo_5" },
    { seat: 0, move: { type: "attack", card: "B07", ability: "Forza" }, note: "ls_mazzo_6" },
    { seat: 1, move: { type: "deny", card: "B11" } },
    { seat: 0, move: { type: "believe" }, note: "ls_mazzo_7" },
    { seat: 1, move: { type: "attack", card: "B03", ability: "Astuzia" } },
    { seat: 0, move: { type: "faceUp", card: "B15" }, note: "ls_mazzo_8" },
  ],
};

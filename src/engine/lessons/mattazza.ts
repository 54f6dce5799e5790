/**
 * Mattazza's lesson: one hand of ten tricks for three players, the learner against two
 * computers. It shows following suit, trumping when out of a suit, leading after a trick won,
 * and that taking a trick or two keeps the learner out of the marks.
 */
import type { Lesson } from "./lesson";

/** The lesson (words: web/learn/words, keys `ls_mattazza_…`). */
export const lesson: Lesson = {
  game: "mattazza",
  seats: 3,
  options: {},
  seed: "lesson-1",
  you: 0,
  intro: "ls_mattazza_intro",
  outro: "ls_mattazza_outro",
  steps: [
    { seat: 2, move: { type: "play", card: "T11" } },
    { seat: 0, move: { type: "play", card: "MORO1" }, note: "ls_mattazza_1" },
    { seat: 1, move: { type: "play", card: "MONDO" } },
    { seat: 1, move: { type: "play", card: "S6" } },
    { seat: 2, move: { type: "play", card: "SN" } },
    { seat: 0, move: { type: "play", card: "S10" }, note: "ls_mattazza_2" },
    { seat: 2, move: { type: "play", card: "C9" } },
    { seat: 0, move: { type: "play", card: "CQ" }, note: "ls_mattazza_3" },
    { seat: 1, move: { type: "play", card: "C7" } },
    { seat: 0, move: { type: "play", card: "DA" }, note: "ls_mattazza_4" },
    { seat: 1, move: { type: "play", card: "D8" } },
    { seat: 2, move: { type: "play", card: "D7" } },
    { seat: 0, move: { type: "play", card: "B10" }, note: "ls_mattazza_5" },
    { seat: 1, move: { type: "play", card: "BK" } },
    { seat: 2, move: { type: "play", card: "T7" } },
    { seat: 2, move: { type: "play", card: "S7" } },
    { seat: 0, move: { type: "play", card: "T10" }, note: "ls_mattazza_6" },
    { seat: 1, move: { type: "play", card: "S8" } },
    { seat: 0, move: { type: "play", card: "CA" }, note: "ls_mattazza_7" },
    { seat: 1, move: { type: "play", card: "C8" } },
    { seat: 2, move: { type: "play", card: "T6" } },
    { seat: 2, move: { type: "play", card: "DJ" } },
    { seat: 0, move: { type: "play", card: "T5" }, note: "ls_mattazza_8" },
    { seat: 1, move: { type: "play", card: "DK" } },
    { seat: 0, move: { type: "play", card: "B9" }, note: "ls_mattazza_9" },
    { seat: 1, move: { type: "play", card: "BEGATO" } },
    { seat: 2, move: { type: "play", card: "MORO2" } },
    { seat: 2, move: { type: "play", card: "SQ" } },
    { seat: 0, move: { type: "play", card: "BQ" }, note: "ls_mattazza_10" },
    { seat: 1, move: { type: "play", card: "C10" } },
  ],
};

/**
 * MazzelTof's lesson, for two: the first turns of a game against the computer. The learner lays
 * a card open, builds the mix pile from 7 to king with a wild 2, an open card, the joker and a
 * 10 (which hands the red pawn on), then misses a turn to the computer's 10.
 */
import type { Lesson } from "./lesson";

/** The lesson (words: web/learn/words, keys `ls_mazzeltof_…`). */
export const lesson: Lesson = {
  game: "mazzeltof",
  seats: 2,
  options: {},
  seed: "lesson-1",
  you: 0,
  intro: "ls_mazzeltof_intro",
  outro: "ls_mazzeltof_outro",
  steps: [
    { seat: 1, move: { type: "play", card: "b-5S", slot: "mix" } },
    { seat: 1, move: { type: "pass", card: "b-10S" } },
    { seat: 0, move: { type: "pass", card: "r-8D" }, note: "ls_mazzeltof_1" },
    { seat: 1, move: { type: "play", card: "b-6D", slot: "mix" } },
    { seat: 1, move: { type: "pass", card: "b-JD" } },
    { seat: 0, move: { type: "play", card: "r-2S", slot: "mix" }, note: "ls_mazzeltof_2" },
    { seat: 0, move: { type: "play", card: "r-8D", slot: "mix" }, note: "ls_mazzeltof_3" },
    { seat: 0, move: { type: "play", card: "r-X1", slot: "mix" }, note: "ls_mazzeltof_4" },
    { seat: 0, move: { type: "play", card: "r-10S", slot: "mix" }, note: "ls_mazzeltof_5" },
    { seat: 0, move: { type: "play", card: "r-JS", slot: "mix" }, note: "ls_mazzeltof_6" },
    { seat: 0, move: { type: "play", card: "r-QH", slot: "mix" }, note: "ls_mazzeltof_7" },
    { seat: 0, move: { type: "play", card: "r-KS", slot: "mix" }, note: "ls_mazzeltof_8" },
    { seat: 0, move: { type: "pass", card: "r-4C" }, note: "ls_mazzeltof_9" },
    { seat: 1, move: { type: "cancelSkip" } },
    { seat: 1, move: { type: "play", card: "b-X1", slot: "red" } },
    { seat: 1, move: { type: "play", card: "b-AH", slot: "mix" } },
    { seat: 1, move: { type: "play", card: "b-10S", slot: "mix" } },
    { seat: 1, move: { type: "play", card: "b-JD", slot: "mix" } },
    { seat: 1, move: { type: "play", card: "b-2S", slot: "mix" } },
    { seat: 1, move: { type: "play", card: "b-KH", slot: "mix" } },
    { seat: 1, move: { type: "pass", card: "b-JH" } },
    { seat: 0, move: { type: "acceptSkip" }, note: "ls_mazzeltof_10" },
  ],
};

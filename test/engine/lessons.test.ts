/**
 * Every game's lesson (src/engine/lessons) still plays on the current engine: it replays to its
 * end, each of the learner's moves is one the table offers (a legal move) and each other seat's
 * scripted move is accepted, every learner's step has a note, and every note, intro and outro
 * is a one-line sentence in each of the UI's languages (web/learn/words). A rule change that
 * breaks a lesson fails here, naming the lesson and the step.
 */
import { describe, expect, it } from "vitest";
import { games } from "../../src/engine";
import { lessons } from "../../src/engine/lessons/index";
import { replayLesson, type Lesson } from "../../src/engine/lessons/lesson";
import { words as en } from "../../web/learn/words/en";
import { words as it_ } from "../../web/learn/words/it";
import { words as nl } from "../../web/learn/words/nl";

const packs: Record<string, Record<string, string>> = { en, it: it_, nl };
/** A note is read at a glance while the table waits: one line, not a paragraph. */
const MAX_NOTE = 200;

it("every registered game has a lesson", () => {
  expect(Object.keys(lessons).sort()).toEqual(Object.keys(games).sort());
});

describe.each(Object.keys(lessons))("the lesson of %s", (id) => {
  const lesson: Lesson = lessons[id]!;

  it("replays to its end on the current engine, every learner's move legal", () => {
    expect(lesson.game).toBe(id);
    const run = replayLesson(games[id]!, lesson);
    expect(run.ok ? "ok" : `step ${run.step + 1}: ${run.problem}`).toBe("ok");
  });

  it("gives the learner 8 to 20 moves, each with a note", () => {
    const mine = lesson.steps.filter((s) => s.seat === lesson.you);
    expect(mine.length).toBeGreaterThanOrEqual(8);
    expect(mine.length).toBeLessThanOrEqual(20);
    for (const [k, step] of lesson.steps.entries()) {
      if (step.seat === lesson.you) expect(step.note, `step ${k + 1} has no note`).toBeTruthy();
      else expect(step.note, `step ${k + 1}: a computer's step has no note`).toBeUndefined();
    }
  });

  it.each(Object.keys(packs))("says every note in %s, one line each", (lang) => {
    const keys = [lesson.intro, lesson.outro, ...lesson.steps.flatMap((s) => s.note ?? [])];
    for (const key of keys) {
      const text = packs[lang]![key];
      expect(text, `${key} is missing in web/learn/words/${lang}.ts`).toBeTruthy();
      expect(text!.length, `${key} in ${lang} is longer than a line`).toBeLessThanOrEqual(MAX_NOTE);
      expect(text, `${key} in ${lang} has a line break`).not.toContain("\n");
    }
  });
});

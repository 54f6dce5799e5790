/**
 * What a lesson page loads: the lesson's data, the game's rules (its replay part: the engine
 * without a computer player, as a replay has), the game's table and the lesson's words; then
 * the lesson is played through once, so each step's table is ready and a broken lesson says so.
 */
import type { ComponentType } from "preact";
import type { GameState } from "../../src/engine/core/game";
import { lessons } from "../../src/engine/lessons/index";
import { replayLesson, type Lesson } from "../../src/engine/lessons/lesson";
import { gameUi } from "../games";
import { loadPack } from "../i18n";
import type { ReplayEngine } from "../replay/build";
import type { TableProps } from "../table-props";
import { learnWords } from "./words";

/** A lesson ready to play. */
export interface Loaded {
  lesson: Lesson;
  engine: ReplayEngine;
  /** states[k]: the state before step k; the last, after every step. */
  states: GameState[];
  Table: ComponentType<TableProps>;
}

/** Loads game `id`'s lesson with everything it needs; rejects when there is none. */
export async function loadLesson(
  id: string,
  loadTable: (game: string) => Promise<ComponentType<TableProps>> | undefined,
): Promise<Loaded> {
  const ui = gameUi(id);
  const lesson = Object.hasOwn(lessons, id) ? lessons[id] : undefined;
  const table = loadTable(id);
  if (!ui || !lesson || !table) throw new Error(`no lesson for ${id}`);
  const [engine, Table] = await Promise.all([
    ui.parts().then(async (p) => {
      if (!p.replay) throw new Error(`no rules for ${id}`);
      return (await p.replay()).replayGame.engine;
    }),
    table,
    loadPack(learnWords),
  ]);
  const run = replayLesson(engine, lesson);
  if (!run.ok) throw new Error(`step ${run.step + 1}: ${run.problem}`);
  return { lesson, engine, states: run.states, Table };
}

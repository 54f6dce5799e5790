/**
 * The table a lesson shows at one of its steps: what the server would send the learner's seat
 * (the engine's `view` for that seat only, its legal moves while it is to act), around players
 * that are the learner and the computers. Nothing of a live game (seed, clock, mail) is in it.
 */
import type { GameState } from "../../src/engine/core/game";
import type { Lesson } from "../../src/engine/lessons/lesson";
import type { Player, Table } from "../../src/protocol";
import type { ReplayEngine } from "../replay/build";
import { t } from "../i18n";
import { pref } from "../store";

/**
 * A seat's name in a lesson: the learner's own (the name this device last played under, else
 * "Player": the tables' sentences say "Anna takes the trick", so a name reads better than
 * "you"), "Computer", or "Computer 2" when there are several.
 */
export function lessonName(lesson: Lesson, seat: number): string {
  if (seat === lesson.you) return pref("name") || t("ls_player");
  return lesson.seats > 2 ? t("ls_computer_n", { n: seat }) : t("ls_computer_one");
}

/** The learner's table at step `at` (`state`); `done`: the lesson is over, nothing is live. */
export function lessonTable(
  lesson: Lesson,
  engine: ReplayEngine,
  state: GameState,
  at: number,
  done: boolean,
  /** When the learner's last move was made (the page's load before the first): "just now". */
  when: number,
): Table {
  const toAct = engine.toAct(state);
  const players: Player[] = Array.from({ length: lesson.seats }, (_, seat) => ({
    seat,
    name: lessonName(lesson, seat),
    computer: seat !== lesson.you,
    joined: true,
    online: true,
    lastSeen: null,
  }));
  return {
    id: `learn-${lesson.game}`,
    game: lesson.game,
    seq: at,
    seat: lesson.you,
    view: engine.view(state, lesson.you),
    legal: !done && toAct.includes(lesson.you) ? engine.legalMoves(state, lesson.you) : [],
    toAct: done ? [] : toAct,
    outcome: engine.outcome(state),
    players,
    creator: lesson.you,
    options: lesson.options,
    commitment: "",
    created: when,
    updated: when,
  };
}

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
    name: seat === lesson.you ? t("ls_you") : t("ls_computer_n", { n: seat }),
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

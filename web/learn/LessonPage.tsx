/**
 * /learn/{game}: a game's lesson, played in the browser with the game's own rules and drawn
 * with its real table, so the learner learns the real screen. No room and no server: the
 * lesson's steps (src/engine/lessons) are replayed once with the engine, the table shows the
 * learner's seat only, and a move is accepted when it is the step's; any other is explained
 * (the engine's refusal, or "allowed, but not this lesson's move") and can be tried again.
 * `data-step` (learner's moves made) and `data-done` announce where the lesson is.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { ComponentType } from "preact";
import type { RuleError } from "../../src/engine/core/errors";
import { sameJson } from "../../src/engine/core/same-json";
import { nextLearnerStep } from "../../src/engine/lessons/lesson";
import type { TableProps } from "../table-props";
import { setTitle } from "../favicon";
import { t, tMaybe, type Key } from "../i18n";
import { linkClick } from "../router";
import { useKeptFocus } from "../components/focus";
import { LoadingPage } from "../components/LoadingPage";
import { setWhyTable } from "../components/coach/why";
import { lessons } from "../../src/engine/lessons/index";
import { loadLesson, type Loaded } from "./load";
import { lessonName, lessonTable } from "./table";
// The tables' shared chunk comes with the lesson (web/routes.tsx loads both at once): imported
// here, the small modules both use join that chunk instead of a file each. Not the live game
// page's (pages/game-page.ts): a lesson has no socket, stream or seat's controls.
import "../pages/table-parts";

/** The lesson page of `game`. */
export function LessonPage({
  game,
  loadTable,
}: {
  game: string;
  /** The app's table loader (web/tables.ts), handed in so this chunk shares the app's copy. */
  loadTable(game: string): Promise<ComponentType<TableProps>> | undefined;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState("");
  const gameName = t(`game_${game}` as Key);

  useEffect(() => {
    let live = true;
    loadLesson(game, loadTable)
      .then((l) => live && setLoaded(l))
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [game]);

  useEffect(() => setTitle(`${t("ls_title", { game: gameName })} · Tavolo`), [gameName]);

  if (!Object.hasOwn(lessons, game))
    return (
      <main class="page narrow">
        <div class="panel">
          <h1>{t("not_found")}</h1>
          <a class="btn primary" href="/" onClick={linkClick}>
            {t("home")}
          </a>
        </div>
      </main>
    );
  if (error)
    return (
      <main class="page narrow">
        <p class="panel error" role="alert">
          {t("ls_failed", { message: error })}
        </p>
      </main>
    );
  // The loading line is centred: the page's width does not move it.
  if (!loaded) return <LoadingPage text={t("ls_loading")} />;
  return <Playing {...loaded} gameName={gameName} />;
}

/** The engine's refusal in the reader's language: by its code, else the engine's sentence. */
function refusal(e: RuleError): string {
  return tMaybe(`ls_rule_${e.code.replace(/^rule\//, "").replace(/-/g, "_")}`, e.message);
}

/** The lesson under way: the note, the table, and the end once the last step is made. */
function Playing(props: Loaded & { gameName: string }) {
  const { lesson, engine, states, Table, gameName } = props;
  // The step awaited: always a learner's step, or steps.length once the lesson is over.
  const [at, setAt] = useState(() => nextLearnerStep(lesson, 0));
  const [wrong, setWrong] = useState("");
  const [when, setWhen] = useState(() => Date.now());
  const done = at >= lesson.steps.length;
  const state = states[at] ?? states[states.length - 1]!;
  const table = lessonTable(lesson, engine, state, at, done, when);
  const focusRoot = useKeptFocus<HTMLElement>(table, false);
  // "Why not?" on a card that cannot be played: this lesson's engine answers, in the page.
  setWhyTable(
    done
      ? null
      : {
          id: "lesson",
          game: table.game,
          token: "",
          seq: at,
          local: (move) => {
            const r = engine.play(state, lesson.you, move);
            return r.ok ? null : r.error;
          },
        },
  );
  useEffect(() => () => setWhyTable(null), []);
  const total = lesson.steps.filter((s) => s.seat === lesson.you).length;
  const made = lesson.steps.slice(0, at).filter((s) => s.seat === lesson.you).length;
  const step = lesson.steps[at];
  const note = step?.note ? t(step.note as Key) : "";
  // At the end, the focus goes to what comes next (the table's last control is gone or moot).
  const end = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) end.current?.focus();
  }, [done]);

  async function play(move: unknown): Promise<boolean> {
    if (!step) return false;
    if (sameJson(move, step.move)) {
      setWrong("");
      setWhen(Date.now());
      setAt(nextLearnerStep(lesson, at + 1));
      return true;
    }
    const r = engine.play(state, lesson.you, move);
    setWrong(r.ok ? t("ls_other", { note }) : t("ls_refused", { reason: refusal(r.error) }));
    return false;
  }

  const name = (seat: number) => lessonName(lesson, seat);
  return (
    <main
      ref={focusRoot}
      class="page game-page lesson-page"
      data-step={made}
      data-done={done ? "true" : "false"}
      data-testid="lesson-page"
    >
      <h1 class="lesson-title">{t("ls_title", { game: gameName })}</h1>
      <section class="panel lesson-note" aria-labelledby="lesson-progress">
        <p class="small muted" id="lesson-progress">
          {done ? t("ls_done") : t("ls_progress", { n: made + 1, total })}
        </p>
        {made === 0 && !done && <p>{t(lesson.intro as Key)}</p>}
        {/* Said again after every move: the next line is what the learner reads next. */}
        <p class="lesson-line" aria-live="polite" data-testid="lesson-note">
          {done ? t(lesson.outro as Key) : note}
        </p>
        {wrong && (
          <p class="error" role="alert" data-testid="lesson-wrong">
            {wrong}
          </p>
        )}
      </section>
      {done && (
        <section class="panel lesson-end" data-testid="lesson-end">
          <h2 ref={end} tabIndex={-1}>
            {t("ls_next")}
          </h2>
          <p class="lesson-actions">
            <a
              class="btn primary big"
              href={`/new/${lesson.game}`}
              onClick={linkClick}
              data-testid="lesson-friend"
            >
              {t("ls_friend")}
            </a>
            <a
              class="btn big"
              href={`/new/${lesson.game}?computer=all`}
              onClick={linkClick}
              data-testid="lesson-computer"
            >
              {t("ls_computer")}
            </a>
          </p>
          <p>
            <a href={`/rules/${lesson.game}`} onClick={linkClick}>
              {t("ls_rules", { game: gameName })}
            </a>
          </p>
        </section>
      )}
      <Table table={table} token={undefined} busy={false} play={play} name={name} />
    </main>
  );
}

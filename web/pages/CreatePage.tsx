/**
 * /new/{game}: the create form. Seat count (when the game allows several), your name, who
 * plays each other seat (a friend or the computer, and how well the computer plays it), and
 * the game's options built from its
 * `optionFields` with their defaults, the advanced ones folded away; time per move and an
 * optional email address (given once the game exists: components/notify/OptionalMail).
 */
import type { ComponentType } from "preact";
import { useState } from "preact/hooks";
import { giveAddress, MailRefused, OptionalMailField } from "../components/notify/OptionalMail";
import { LazyClockOptions } from "../components/corresp/LazyClockOptions";
import { TimePerMoveField } from "../components/notify/TimePerMoveField";
import type { BotLevel } from "../../src/engine";
import { seatCounts, type OptionField } from "../../src/engine/core/game";
import { BOT_LEVELS, CREATE_GAMES, DEFAULT_BOT_LEVEL } from "./create-meta";
import { NameField } from "../components/NameField";
import type { CreateSeatsProps } from "../game-ui";
import { ApiError, createGame } from "../api";
import { usePageTitle } from "../favicon";
import { t, tMaybe, type Key } from "../i18n";
import { linkClick, navigate } from "../router";
import { pref, saveGame, setPref } from "../store";
import pagesCss from "../styles/pages.css?inline";
import createRulesCss from "../styles/create-rules.css?inline";
import { adoptStyles } from "../styles/adopt";
import { ErrorNote } from "../components/ErrorNote";
import { Switch } from "../components/Switch";

/** Every seat but the creator's as the computer when the address says `?computer=all`. */
function allComputer(max: number): Set<number> {
  if (new URLSearchParams(location.search).get("computer") !== "all") return new Set();
  return new Set(Array.from({ length: max - 1 }, (_, i) => i + 1));
}

// The styles of the pages a table never shows come with them.
adoptStyles(pagesCss);
adoptStyles(createRulesCss);

type OptionValue = string | number | boolean | null;

/**
 * The create form of one game; `Seats` is the game's own seat part (its manifest's
 * `createSeats`, loaded with the page), if it has one.
 */
export function CreatePage({
  gameId,
  Seats,
}: {
  gameId: string;
  Seats?: ComponentType<CreateSeatsProps> | undefined;
}) {
  const game = Object.hasOwn(CREATE_GAMES, gameId) ? CREATE_GAMES[gameId] : undefined;
  const [name, setName] = useState(pref("name") ?? "");
  const [seats, setSeats] = useState(game?.seats.default ?? 2);
  // "Play the computer" (a lesson's end, web/learn/) asks for every other seat as the computer.
  const [computer, setComputer] = useState<Set<number>>(() => allComputer(game?.seats.max ?? 0));
  // The level chosen for a computer seat, by seat; a seat not in it plays the default.
  const [levels, setLevels] = useState<Record<number, BotLevel>>({});
  const [values, setValues] = useState<Record<string, OptionValue>>(() =>
    Object.fromEntries((game?.optionFields ?? []).map((f) => [f.key, f.default])),
  );
  const [timePerMove, setTimePerMove] = useState(0);
  // Off by default: the seat's forced moves play themselves (docs/api.md).
  const [autoplay, setAutoplay] = useState(false);
  const [learning, setLearning] = useState(false);
  // With a time per move: the holiday allowance and the weekend pause (components/corresp/).
  const [clockRules, setClockRules] = useState({ holidayDays: 7, weekends: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [address, setAddress] = useState("");
  // The game exists but the address was refused: where to go on, and why.
  const [refused, setRefused] = useState<{ error: string; href: string } | null>(null);
  usePageTitle(`${game ? t(`game_${game.id}` as Key) : t("coming_soon")} · Tavolo`);

  if (!game) {
    return (
      <main class="page narrow">
        <div class="panel">
          <h1>{t("coming_soon")}</h1>
          <a class="btn" href="/" onClick={linkClick}>
            {t("home")}
          </a>
        </div>
      </main>
    );
  }
  if (refused) return <MailRefused done="game" {...refused} />;
  const title = t(`game_${game.id}` as Key);

  /** The request's levels: only the computer seats of this table not left at the default. */
  function chosenLevels(): { computerLevels?: Record<string, BotLevel> } {
    const chosen = [...computer]
      .filter((s) => s < seats && (levels[s] ?? DEFAULT_BOT_LEVEL) !== DEFAULT_BOT_LEVEL)
      .map((s) => [String(s), levels[s] as BotLevel]);
    return chosen.length ? { computerLevels: Object.fromEntries(chosen) } : {};
  }

  async function submit(e: Event) {
    e.preventDefault();
    if (!game) return;
    setBusy(true);
    setError("");
    const trimmed = name.trim();
    setPref("name", trimmed);
    try {
      const res = await createGame({
        game: game.id,
        seats,
        name: trimmed,
        options: values,
        computer: [...computer].filter((s) => s < seats),
        ...chosenLevels(),
        ...(timePerMove ? { timePerMove: timePerMove as 1 | 2 | 3 | 7 } : {}),
        ...(autoplay ? { autoplayForced: true } : {}),
        ...(learning ? { learning: true } : {}),
        ...(timePerMove
          ? {
              holidayDays: clockRules.holidayDays as 0 | 7 | 14 | 21 | 28,
              pauseWeekends: clockRules.weekends,
            }
          : {}),
      });
      saveGame({
        id: res.id,
        game: game.id,
        seat: res.seat,
        token: res.token,
        link: res.links.you,
        created: res,
      });
      const next = res.invites.length ? `/g/${res.id}/share` : `/g/${res.id}`;
      const mailError = await giveAddress(res.id, res.token, address);
      if (mailError) return setRefused({ error: mailError, href: next });
      navigate(next);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
      setBusy(false);
    }
  }

  const basic = game.optionFields.filter((f) => !f.advanced);
  const advanced = game.optionFields.filter((f) => f.advanced);
  const field = (f: OptionField) => (
    <OptionInput
      key={f.key}
      gameId={game.id}
      field={f}
      value={values[f.key] ?? f.default}
      onChange={(v) => setValues({ ...values, [f.key]: v })}
    />
  );

  // The seat rows: yours, then each other seat with its friend-or-computer switch (and, in a
  // team game, the seat's role for you).
  const youRow = (
    <li>
      <span class="seat-no">1</span>
      <span>{name.trim() || t("seat_you")}</span>
      <span class="muted small">{t("you")}</span>
    </li>
  );
  const seatRow = (s: number, role?: string) => (
    <li key={s}>
      <span class="seat-no">{s + 1}</span>
      <span>{computer.has(s) ? t("computer") : t("a_friend")}</span>
      {role && <span class="muted small">{role}</span>}
      <label class="switch">
        <input
          type="checkbox"
          role="switch"
          data-testid={`computer-${s}`}
          checked={computer.has(s)}
          onChange={(e) => {
            const next = new Set(computer);
            if ((e.currentTarget as HTMLInputElement).checked) next.add(s);
            else next.delete(s);
            setComputer(next);
          }}
        />
        <span class="track" aria-hidden="true" />
        <span class="switch-label">{t("computer_plays", { n: s + 1 })}</span>
      </label>
      {computer.has(s) && (
        <label class="seat-level">
          <span aria-hidden="true">{t("level_label")}</span>
          <select
            aria-label={t("level_of", { n: s + 1 })}
            aria-describedby={`level-hint-${s}`}
            data-testid={`level-${s}`}
            value={levels[s] ?? DEFAULT_BOT_LEVEL}
            onChange={(e) =>
              setLevels({
                ...levels,
                [s]: (e.currentTarget as HTMLSelectElement).value as BotLevel,
              })
            }
          >
            {BOT_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`level_opt_${level}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {/* What the chosen level means, in a line: the names alone say little. */}
      {computer.has(s) && (
        <p class="muted small level-hint" id={`level-hint-${s}`} data-testid={`level-hint-${s}`}>
          {t(`level_hint_${levels[s] ?? DEFAULT_BOT_LEVEL}`)}
        </p>
      )}
    </li>
  );

  const plain = (
    <ul class="seat-list">
      {youRow}
      {Array.from({ length: seats - 1 }, (_, i) => seatRow(i + 1))}
    </ul>
  );

  return (
    <main class="page narrow create">
      <form class="panel form" onSubmit={submit} aria-labelledby="create-title">
        <h1 id="create-title">{t("create_title", { game: title })}</h1>
        {/* Every game has a lesson (test/engine/lessons.test.ts holds it to that). */}
        <p class="small">
          <a href={`/learn/${game.id}`} onClick={linkClick} data-testid="create-learn">
            {t("create_learn", { game: title })}
          </a>
        </p>

        <NameField value={name} onInput={setName} />
        <OptionalMailField value={address} onInput={setAddress} />

        {seatCounts(game.seats).length > 1 && (
          <fieldset class="field">
            <legend>{t("players")}</legend>
            <div class="segmented">
              {seatCounts(game.seats).map((n) => (
                <label key={n} class={n === seats ? "on" : ""}>
                  <input
                    type="radio"
                    name="seats"
                    value={n}
                    checked={n === seats}
                    onChange={() => setSeats(n)}
                  />
                  {n}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <fieldset class="field seats">
          <legend>{t("seats_title")}</legend>
          {Seats ? <Seats seats={seats} you={youRow} row={seatRow} plain={plain} /> : plain}
        </fieldset>

        {basic.length > 0 && <div class="options">{basic.map(field)}</div>}
        <TimePerMoveField value={timePerMove} onChange={setTimePerMove} />
        {timePerMove > 0 && <LazyClockOptions {...clockRules} onChange={setClockRules} />}
        <SwitchField name="autoplay" checked={autoplay} onChange={setAutoplay} />
        <SwitchField name="learning" checked={learning} onChange={setLearning} />
        {advanced.length > 0 && (
          <details class="advanced">
            <summary>{t("advanced_rules")}</summary>
            <p class="muted small">{t("advanced_help")}</p>
            <div class="options">{advanced.map(field)}</div>
          </details>
        )}

        <ErrorNote error={error} />
        <button type="submit" class="btn primary big" disabled={busy} data-testid="create">
          {busy ? t("creating") : t("create_button")}
        </button>
      </form>
    </main>
  );
}

/** One option: a select for choices, a switch for booleans. */
function OptionInput({
  gameId,
  field,
  value,
  onChange,
}: {
  gameId: string;
  field: OptionField;
  value: OptionValue;
  onChange(v: OptionValue): void;
}) {
  const label = tMaybe(`opt_${gameId}_${field.key}`, field.key);
  const id = `opt-${field.key}`;
  if (field.kind === "boolean") {
    return (
      <label class="switch field-switch">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={value === true}
          onChange={(e) => onChange((e.currentTarget as HTMLInputElement).checked)}
        />
        <span class="track" aria-hidden="true" />
        <span class="switch-label">{label}</span>
      </label>
    );
  }
  const idx = field.choices.findIndex((c) => c === value);
  // An optional line under the choice (`opt_{game}_{key}_hint`), e.g. what Mattazza's marks are.
  const hint = tMaybe(`opt_${gameId}_${field.key}_hint`, "");
  return (
    <label class="field" for={id}>
      <span>{label}</span>
      <select
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={String(idx)}
        onChange={(e) =>
          onChange(
            field.choices[Number((e.currentTarget as HTMLSelectElement).value)] ?? field.default,
          )
        }
      >
        {field.choices.map((c, i) => (
          <option key={i} value={String(i)}>
            {tMaybe(`opt_${gameId}_${field.key}_${String(c)}`, c === null ? "—" : String(c))}
          </option>
        ))}
      </select>
      {hint && (
        <small id={`${id}-hint`} class="muted">
          {hint}
        </small>
      )}
    </label>
  );
}

/**
 * One of the form's switches with its hint below: `create-{name}` its test id, `create_{name}`
 * and `create_{name}_hint` its words.
 */
function SwitchField(props: {
  name: "autoplay" | "learning";
  checked: boolean;
  onChange(next: boolean): void;
}) {
  const id = `create-${props.name}`;
  return (
    <div class="field">
      <Switch
        testid={id}
        hint={`${id}-hint`}
        checked={props.checked}
        label={t(`create_${props.name}` as const)}
        onChange={props.onChange}
      />
      <small id={`${id}-hint`} class="muted">
        {t(`create_${props.name}_hint` as const)}
      </small>
    </div>
  );
}

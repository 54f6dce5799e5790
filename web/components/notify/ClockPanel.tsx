/**
 * A slow game's clock on the table: when the reader's move is due, their holiday (within the
 * game's allowance, components/corresp/ for the rules and protection), and for a player whose time ran out the other players' choice: let the
 * computer play for them, or claim the game.
 */
import { useState } from "preact/hooks";
import type { Table } from "../../../src/protocol";
import { ApiError } from "../../api";
import { t, tn } from "../../i18n";
import { absent, holiday } from "./api";
import { ErrorNote } from "../ErrorNote";
import type { SeatPanelProps } from "../../table-props";

const DAY = 24 * 60 * 60 * 1000;
/** The holiday's few choices need no full-width select (inline style: CSSOM, CSP-safe). */
const INLINE_SELECT = { width: "auto", display: "inline-block" };
const date = (ms: number) =>
  new Date(ms).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The clock panel; nothing when the game has no time per move. */
export function ClockPanel(props: SeatPanelProps & { token: string }) {
  const { id, token, table, name, accept } = props;
  const [days, setDays] = useState(1);
  const [error, setError] = useState("");
  const clock = table.clock;
  if (!clock || table.outcome) return null;
  const me = table.seat;
  const mine = clock.seats.find((s) => s.seat === me);
  const run = async (job: () => Promise<Table>) => {
    setError("");
    try {
      accept(await job());
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };
  const left = Math.floor((mine?.holidayLeft ?? 0) / DAY);
  return (
    <section class="panel clock-panel" data-testid="clock-panel">
      <h2>{tn("clock_title", clock.days)}</h2>
      {mine?.due && <p>{t("clock_due", { when: date(mine.due) })}</p>}
      {clock.seats
        .filter((s) => s.overdue && s.seat !== me)
        .map((s) => (
          <div class="notice" role="alert" data-testid={`overdue-${s.seat}`} key={s.seat}>
            <p>{t("clock_overdue", { name: name(s.seat) })}</p>
            <button
              type="button"
              class="btn small"
              onClick={() => run(() => absent(id, token, s.seat, "computer"))}
            >
              {t("clock_computer")}
            </button>{" "}
            <button
              type="button"
              class="btn small danger"
              onClick={() => run(() => absent(id, token, s.seat, "claim"))}
            >
              {t("clock_claim")}
            </button>
          </div>
        ))}
      {clock.seats
        .filter((s) => s.standin)
        .map((s) => (
          <p class="muted small" key={`standin-${s.seat}`}>
            {t("clock_standin", { name: name(s.seat) })}
          </p>
        ))}
      {mine?.holidayUntil ? (
        <p>
          {t("clock_on_holiday", { when: date(mine.holidayUntil) })}{" "}
          <button type="button" class="btn small" onClick={() => run(() => holiday(id, token, 0))}>
            {t("clock_back")}
          </button>
        </p>
      ) : left > 0 ? (
        <p>
          <label>
            {t("clock_holiday")}{" "}
            <select
              style={INLINE_SELECT}
              value={days}
              onChange={(e) => setDays(Number((e.target as HTMLSelectElement).value))}
            >
              {Array.from({ length: left }, (_, i) => i + 1).map((d) => (
                <option value={d} key={d}>
                  {tn("clock_days", d)}
                </option>
              ))}
            </select>
          </label>{" "}
          <button
            type="button"
            class="btn small"
            onClick={() => run(() => holiday(id, token, days))}
          >
            {t("clock_pause")}
          </button>
        </p>
      ) : null}
      <ErrorNote error={error} />
    </section>
  );
}

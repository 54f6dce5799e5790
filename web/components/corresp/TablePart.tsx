/**
 * What slow games over weeks add to a table, for every reader (another seat's holiday is said
 * above the table, components/Presence.tsx): for a seat the nudge (a button per opponent on
 * turn for over a day, once per turn; the reminder this seat received).
 * With a time per move: which days count (weekends or not), the holiday allowance, and for a
 * seat its automatic protection. A chunk of its own, with its word pack, loaded by the
 * slow-game panel.
 */
import { t, tn } from "../../i18n";
import { useAction } from "../notify/use-action";
import { autoHoliday, nudge } from "./api";
import { ErrorNote } from "../ErrorNote";
import type { SeatPanelProps } from "../../table-props";

/** The clock's rules and the nudge of the reader's table. */
export function TablePart(props: SeatPanelProps) {
  const { id, token, table, name, accept } = props;
  const { busy, error, run } = useAction();
  if (table.outcome) return null;
  const n = table.nudge;
  const clock = table.clock;
  const mine = clock?.seats.find((s) => s.seat === table.seat);
  return (
    <>
      {clock && (
        <div class="panel clock-rules" data-testid="clock-rules">
          <p class="small">
            {t(clock.weekends ? "clock_weekdays" : "clock_every_day")}{" "}
            {t("clock_allowance", { days: tn("clock_days", clock.holidayDays ?? 7) })}
          </p>
          {token && mine && (clock.holidayDays ?? 7) > 0 && (
            <label class="small">
              <input
                type="checkbox"
                data-testid="auto-holiday"
                checked={mine.autoHoliday === true}
                disabled={busy}
                onChange={(e) => {
                  const on = (e.target as HTMLInputElement).checked;
                  void run(async () => accept(await autoHoliday(id, token, on)));
                }}
              />{" "}
              {t("auto_label")}
            </label>
          )}
        </div>
      )}
      {n?.received && (
        <p class="notice" role="status" data-testid="nudge-received">
          {t("nudge_received", { name: name(n.received.by) })}
        </p>
      )}
      {token &&
        n?.can.map((seat) => (
          <div class="notice" data-testid={`nudge-${seat}`} key={`nudge-${seat}`}>
            <p>{t("nudge_help", { name: name(seat) })}</p>
            <button
              type="button"
              class="btn small"
              disabled={busy}
              onClick={() => run(async () => accept(await nudge(id, token, seat)))}
            >
              {t("nudge_button", { name: name(seat) })}
            </button>
          </div>
        ))}
      {n?.sent.map((seat) => (
        <p class="muted small" data-testid={`nudged-${seat}`} key={`nudged-${seat}`}>
          {t("nudge_sent", { name: name(seat) })}
        </p>
      ))}
      <ErrorNote error={error} />
    </>
  );
}

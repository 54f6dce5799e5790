/** The create form's "time per move" choice: no limit (the default), 1, 2, 3 or 7 days. */
import { t, tn } from "../../i18n";

/** The choices the server accepts (docs/api.md, `timePerMove`). */
export const TIME_PER_MOVE = [0, 1, 2, 3, 7] as const;

/** A labelled select bound to `value`. */
export function TimePerMoveField(props: { value: number; onChange: (days: number) => void }) {
  return (
    <label class="field">
      <span>{t("create_time")}</span>
      <select
        data-testid="time-per-move"
        value={props.value}
        onChange={(e) => props.onChange(Number((e.target as HTMLSelectElement).value))}
      >
        {TIME_PER_MOVE.map((d) => (
          <option value={d} key={d}>
            {d === 0 ? t("create_time_none") : tn("clock_days", d)}
          </option>
        ))}
      </select>
    </label>
  );
}

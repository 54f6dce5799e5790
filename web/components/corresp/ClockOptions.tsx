/**
 * The create form's clock options of a game with a time per move: each player's holiday
 * allowance (7 days unless chosen) and whether clocks pause on weekends (off by default). A
 * lazy chunk with its word pack, loaded only once a time per move is chosen.
 */
import { t, tn } from "../../i18n";

/** A checkbox beside its words (inline styles: CSSOM, CSP-safe). */
const ROW = { display: "flex", gap: "8px", alignItems: "flex-start", margin: "12px 0" };
const BOX = { width: "auto", marginTop: "4px", flex: "none" };

/** The allowances the server accepts (docs/api.md, `holidayDays`). */
export const HOLIDAY_DAYS = [0, 7, 14, 21, 28] as const;

/** The two fields, bound to `holidayDays` and `weekends`. */
export function ClockOptions(props: {
  holidayDays: number;
  weekends: boolean;
  onChange: (next: { holidayDays: number; weekends: boolean }) => void;
}) {
  const { holidayDays, weekends, onChange } = props;
  return (
    <>
      <label class="field">
        <span>{t("create_holiday")}</span>
        <select
          data-testid="holiday-days"
          value={holidayDays}
          onChange={(e) =>
            onChange({ holidayDays: Number((e.target as HTMLSelectElement).value), weekends })
          }
        >
          {HOLIDAY_DAYS.map((d) => (
            <option value={d} key={d}>
              {d === 0 ? t("create_holiday_none") : tn("clock_days", d)}
            </option>
          ))}
        </select>
      </label>
      <label style={ROW}>
        <input
          type="checkbox"
          style={BOX}
          data-testid="pause-weekends"
          checked={weekends}
          onChange={(e) =>
            onChange({ holidayDays, weekends: (e.target as HTMLInputElement).checked })
          }
        />{" "}
        {t("create_weekends")}
      </label>
    </>
  );
}

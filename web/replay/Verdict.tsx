/**
 * The replay's check, said before anything is shown: ✓ when the revealed seed matches the
 * commitment and the moves replay to the final table, ✗ (and no replay) otherwise.
 */
import { t } from "../i18n";
import { useStyles } from "../styles/adopt";
import verdictCss from "./verdict.css?inline";
import type { ReplayRefused } from "./build";

/** ✓ or ✗ with why. */
export function Verdict({ refused }: { refused?: ReplayRefused }) {
  useStyles(verdictCss);
  const ok = !refused;
  return (
    <div
      class={`rp-verdict ${ok ? "ok" : "bad"}`}
      role="status"
      data-testid="rp-verdict"
      data-ok={String(ok)}
    >
      <span class="rp-mark" aria-hidden="true">
        {ok ? "✓" : "✗"}
      </span>
      <span>
        {ok ? t("rp_ok") : t("rp_bad")}
        {refused && (
          <span class="small block">
            {refused.commitmentOk
              ? t("rp_bad_moves", { problem: refused.problem })
              : t("rp_bad_seed")}
          </span>
        )}
      </span>
    </div>
  );
}

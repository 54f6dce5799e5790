/**
 * A first game's tip for one step (attack, answer, believe or doubt, loot): a short line with
 * a "Got it" button, shown until this device dismisses it (store.ts), then never again.
 */
import { useState } from "preact/hooks";
import { t } from "../i18n";
import { markTipSeen, tipSeen } from "../store";

/** The tip of `step`, unless this device has dismissed it. */
export function Tip({ step }: { step: "attack" | "answer" | "judge" | "loot" }) {
  const key = `mazzo:${step}`;
  const [hidden, setHidden] = useState(() => tipSeen(key));
  if (hidden) return null;
  return (
    <p class="notice mz-tip" role="note" data-testid="mz-tip" data-tip={step}>
      {t(`mz_tip_${step}`)}
      <button
        type="button"
        class="btn ghost small"
        data-action="tip-ok"
        onClick={() => {
          markTipSeen(key);
          setHidden(true);
        }}
      >
        {t("mz_tip_ok")}
      </button>
    </p>
  );
}

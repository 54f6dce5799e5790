/**
 * The "verify the shuffle" panel of a finished match: runs web/verify.ts and shows a clear
 * ✓ or ✗, then the revealed deal (each player's side deck and four-card hand).
 */
import { useState } from "preact/hooks";
import type { PazaakState } from "../../src/engine/games/pazaak/types";
import type { Table } from "../../src/protocol";
import { getLog } from "../api";
import { t } from "../i18n";
import type { Verification } from "../verify";
import { CardFace } from "./Card";
import { cardName } from "./cards";

/** Props of the verifier. */
export interface VerifyProps {
  table: Table;
  token: string | undefined;
  name(seat: number): string;
}

/** The verify button, its verdict and the revealed deal. */
export function Verify({ table, token, name }: VerifyProps) {
  const [state, setState] = useState<"idle" | "running" | "done" | "error">("idle");
  const [result, setResult] = useState<Verification | null>(null);
  const [error, setError] = useState("");

  async function run() {
    setState("running");
    try {
      const log = await getLog(table.id, token);
      // The engine and the replay load only now: spectators who never ask don't pay for them.
      const { verifyGame } = await import("../verify");
      setResult(await verifyGame(log, table));
      setState("done");
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setState("error");
    }
  }

  const ok = result?.commitmentOk && result.replayOk;
  // The deal: the first replayed state where both hands are dealt.
  const dealt = result?.states.find((s) => (s as PazaakState).phase !== "sideDeck") as
    PazaakState | undefined;

  return (
    <section class="panel verify" aria-label={t("verify_title")}>
      <h2>{t("verify_title")}</h2>
      <p class="muted small">{t("verify_help")}</p>
      <p class="mono small commitment">
        {t("verify_commitment")} <code>{table.commitment.slice(0, 16)}…</code>
      </p>
      {state !== "done" && (
        <button
          type="button"
          class="btn"
          data-action="verify"
          disabled={state === "running"}
          onClick={run}
        >
          {state === "running" ? t("verify_running") : t("verify_button")}
        </button>
      )}
      {state === "error" && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {result && (
        <div class={`verdict ${ok ? "ok" : "bad"}`} role="status" data-testid="verdict">
          <span class="mark" aria-hidden="true">
            {ok ? "✓" : "✗"}
          </span>
          <div>
            <strong>{ok ? t("verify_ok") : t("verify_bad")}</strong>
            <ul class="small">
              <li>{result.commitmentOk ? t("verify_seed_ok") : t("verify_seed_bad")}</li>
              <li>
                {result.replayOk
                  ? t("verify_replay_ok", { n: result.states.length - 1 })
                  : `${t("verify_replay_bad")} (${result.problem ?? ""})`}
              </li>
            </ul>
          </div>
        </div>
      )}
      {dealt && (
        <div class="deal">
          <h3>{t("deal_title")}</h3>
          {dealt.seats.map((s, seat) => (
            <div class="deal-row" key={seat}>
              <strong>{name(seat)}</strong>
              <div class="deck-row">
                {(s.sideDeck ?? []).map((c, i) => (
                  <span
                    key={i}
                    role="img"
                    aria-label={cardName(c)}
                    class={s.hand.includes(c) ? "in-hand" : ""}
                  >
                    <CardFace card={c} class="mini" />
                  </span>
                ))}
              </div>
              <span class="small muted">
                {t("deal_hand")}: {s.hand.map((c) => cardName(c)).join(", ")}
              </span>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

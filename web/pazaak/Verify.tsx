/**
 * The end of a match: the revealed deal (each player's side deck and four-card hand, rebuilt
 * from the revealed seed and the log) and "verify the shuffle", which checks the seed against
 * the commitment, replays every move with the shared engine and shows a clear ✓ or ✗.
 */
import { useEffect, useState } from "preact/hooks";
import type { PazaakState } from "../../src/engine/games/pazaak/types";
import type { Table } from "../../src/protocol";
import { getLog } from "../api";
import { t, tn } from "../i18n";
import type { Verification } from "../verify";
import { CardFace } from "./Card";
import { cardName } from "./cards";
import verifyCss from "./verify.css?inline";
import { adoptStyles } from "../styles/adopt";

// The verifier's styles come with its chunk, loaded at the end of a match.
adoptStyles(verifyCss);

/** Props of the verifier. */
export interface VerifyProps {
  table: Table;
  token: string | undefined;
  name(seat: number): string;
}

/** Fetches the log and replays it (the engine is loaded only now). */
async function check(table: Table, token: string | undefined): Promise<Verification> {
  const log = await getLog(table.id, token);
  const { verifyGame } = await import("../verify");
  return verifyGame(log, table);
}

/** The revealed deal, the verify button and its verdict. */
export function Verify({ table, token, name }: VerifyProps) {
  const [deal, setDeal] = useState<PazaakState | null>(null);
  const [state, setState] = useState<"idle" | "running" | "done" | "error">("idle");
  const [result, setResult] = useState<Verification | null>(null);
  const [error, setError] = useState("");

  // The deal is shown at once; the verdict waits for the reader to ask for it.
  useEffect(() => {
    let live = true;
    check(table, token)
      .then((r) => {
        const dealt = r.states.find((s) => (s as PazaakState).phase !== "sideDeck");
        if (live && dealt) setDeal(dealt as PazaakState);
      })
      .catch(() => {
        /* the button will report it */
      });
    return () => {
      live = false;
    };
  }, [table.id]);

  async function run() {
    setState("running");
    try {
      setResult(await check(table, token));
      setState("done");
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setState("error");
    }
  }

  const ok = result?.commitmentOk && result.replayOk;

  return (
    <section class="panel verify" aria-label={t("verify_title")}>
      {deal && (
        <div class="deal">
          <h2>{t("deal_title")}</h2>
          {deal.seats.map((s, seat) => (
            <div class="deal-row" key={seat}>
              <strong>{name(seat)}</strong>
              <span class="small muted">{t("deal_hand")}</span>
              <div class="deck-row">
                {s.hand.map((c, i) => (
                  <span key={i} role="img" aria-label={cardName(c)}>
                    <CardFace card={c} class="mini" />
                  </span>
                ))}
              </div>
              <span class="small muted">{t("deal_side")}</span>
              <div class="deck-row faded">
                {(s.sideDeck ?? []).map((c, i) => (
                  <span key={i} role="img" aria-label={cardName(c)}>
                    <CardFace card={c} class="mini" />
                  </span>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
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
                  ? tn("verify_replay_ok", result.states.length - 1)
                  : `${t("verify_replay_bad")} (${result.problem ?? ""})`}
              </li>
            </ul>
          </div>
        </div>
      )}
    </section>
  );
}

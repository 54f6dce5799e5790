/**
 * A learning game's part of the pages (chosen at creation, `table.learning`): the sign every
 * reader sees ("a learning game: hints on", on the table, the share and the join pages) and, on
 * a seat's table, the Hint button. A hint (GET …/hint) is the normal computer's move for the
 * seat, decided from its own view; the page marks the control that makes it (`data-hint`:
 * the card, the set of cards, or the action of that move) and says why when the game can. The
 * player still makes the move. A chunk of its own with its words: normal games never load it.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { HintResponse, Table } from "../../../src/protocol";
import { gameApi, request } from "../../api";
import { loadPack, t, tMaybe } from "../../i18n";
import { adoptStyles } from "../../styles/adopt";
import css from "./learning.css?inline";
import { coachWords } from "./words";

adoptStyles(css);

/** This chunk once its words are in (the loaders of the pages ask for this). */
export const ready = loadPack(coachWords);

/** The sign of a learning game. */
export function LearningBadge() {
  return (
    <p class="learning-badge" data-testid="learning-badge">
      {t("learning_badge")}
    </p>
  );
}

/** `type` of a move as its control's `data-action` names it: `endTurn` → `end-turn`. */
const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The control on the page that makes `move` (or starts it), if there is one. */
export function controlOf(move: unknown, root: ParentNode = document): Element | null {
  const m = (move ?? {}) as { type?: unknown; card?: unknown; cards?: unknown };
  if (Array.isArray(m.cards)) {
    const set = root.querySelector(`[data-cards="${CSS.escape(m.cards.join(" "))}"]`);
    if (set || m.cards.length === 0) return set;
    return root.querySelector(`button[data-card="${CSS.escape(String(m.cards[0]))}"]`);
  }
  if (typeof m.card === "string") {
    const card = root.querySelector(`button[data-card="${CSS.escape(m.card)}"]`);
    if (card) return card;
  }
  return typeof m.type === "string"
    ? root.querySelector(`[data-action="${CSS.escape(kebab(m.type))}"]`)
    : null;
}

/** Takes the mark off every control. */
function unmark(): void {
  for (const el of document.querySelectorAll("[data-hint]")) el.removeAttribute("data-hint");
}

/** The reason of a hint in the reader's words. */
function reasonText(hint: HintResponse): string {
  const r = hint.reason;
  if (!r) return t("hint_move");
  const words = tMaybe(`hint_${r.code.replace(/[^a-z]+/g, "_")}`, r.message);
  return words.replace(/\{(\w+)\}/g, (all, k: string) => String(r.values?.[k] ?? all));
}

/** The Hint button of a seat's table and what the hint said. */
export function HintBar({ id, token, table }: { id: string; token: string; table: Table }) {
  const [hint, setHint] = useState<{ seq: number; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const me = table.seat;
  const yourTurn = me !== null && table.toAct.includes(me) && table.outcome === null;
  // The table now, for an answer that comes after another seat moved (a computer's side deck).
  const now = useRef(table);
  now.current = table;
  // A hint is for one move: the next table takes its words and its mark away.
  useEffect(() => {
    setHint(null);
    unmark();
  }, [table.seq]);
  useEffect(() => unmark, []);

  /** Whether the page's table now still offers the hint's move. */
  const stillLegal = (answer: HintResponse) =>
    answer.seq === now.current.seq ||
    now.current.legal.some((m) => JSON.stringify(m) === JSON.stringify(answer.move));

  async function ask() {
    if (!yourTurn || busy) return;
    setBusy(true);
    try {
      let answer = await request<HintResponse>("GET", `${gameApi(id)}/hint`, undefined, token);
      // Someone else moved meanwhile: a hint the table no longer offers is asked for again.
      for (let again = 0; again < 3 && !stillLegal(answer); again++)
        answer = await request<HintResponse>("GET", `${gameApi(id)}/hint`, undefined, token);
      if (!stillLegal(answer)) return;
      unmark();
      controlOf(answer.move, document.querySelector(".game-page") ?? document)?.setAttribute(
        "data-hint",
        "",
      );
      setHint({ seq: now.current.seq, text: reasonText(answer) });
    } catch (e) {
      setHint({ seq: table.seq, text: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }

  const said = hint && hint.seq === table.seq ? hint.text : yourTurn ? "" : t("hint_waiting");
  return (
    <div class="hint-bar" data-testid="hint-bar">
      <LearningBadge />
      {table.outcome === null && (
        <button
          type="button"
          class="btn small"
          data-testid="hint"
          aria-disabled={yourTurn && !busy ? undefined : "true"}
          aria-describedby="hint-said"
          onClick={() => void ask()}
        >
          {t("hint")}
        </button>
      )}
      <p id="hint-said" class="hint-said" role="status" data-testid="hint-said">
        {said}
      </p>
    </div>
  );
}

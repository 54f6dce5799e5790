/**
 * The "why not?" bubble (why.ts): asks the server why a control's move cannot be played now,
 * and shows the answer under the control in one live region (role=status), so a screen reader
 * reads it as it appears. The reason is the engine's refusal: in English its own sentence, in
 * Italian and Dutch the words of its rule code (words/, the game's own first, then the shared
 * ones), and the English sentence for a code they lack. Answers are kept per move and move
 * number: tapping the same card again asks nothing.
 */
import type { WhyResponse } from "../../../src/protocol";
import { gameApi, request } from "../../api";
import { lang, loadPack, t, tMaybe } from "../../i18n";
import { adoptStyles } from "../../styles/adopt";
import css from "./why.css?inline";
import type { WhyNamer, WhyTable } from "./why";
import { coachWords } from "./words";

/** The one bubble, made at the first ask and kept (a live region must exist to be heard). */
let bubble: HTMLElement | null = null;
/** The control the bubble speaks of. */
let about: HTMLElement | null = null;
/** Answers by game, move number and move. */
const answers = new Map<string, Promise<WhyResponse["reason"]>>();

/**
 * The words of a refusal in the reader's language: the English message as the engine says it,
 * else the words of its code with what it names (`{card}`, `{ability}`, `{slot}`) named by the
 * game's table, as the English message names them ("this card" when the refusal names none).
 */
export function reasonWords(
  game: string,
  reason: { code: string; message: string; values?: Readonly<Record<string, string>> },
  namer?: WhyNamer,
): string {
  if (lang.value === "en") return reason.message;
  const code = reason.code.replace(/[^a-z]+/g, "_");
  const words = tMaybe(`why_${game}_${code}`, tMaybe(`why_${code}`, reason.message));
  const names = namer?.(reason.values ?? {}) ?? {};
  const named = words.replace(/\{(\w+)\}/g, (all, kind: string) => {
    const name = names[kind];
    return typeof name === "string" ? name : tMaybe(`why_the_${kind}`, all);
  });
  return named.charAt(0).toUpperCase() + named.slice(1);
}

/** Closes the bubble on a tap anywhere but a control that asks, and on Escape. */
function closer(e: Event): void {
  const target = e.target as Element;
  if (
    e.type === "keydown" ? (e as KeyboardEvent).key === "Escape" : !target.closest?.("[data-why]")
  )
    closeWhy();
}

function region(): HTMLElement {
  if (bubble) return bubble;
  adoptStyles(css);
  document.addEventListener("click", closer, true);
  document.addEventListener("keydown", closer, true);
  bubble = document.createElement("p");
  bubble.className = "why-bubble";
  bubble.setAttribute("role", "status");
  bubble.dataset["testid"] = "why-bubble";
  bubble.hidden = true;
  document.body.appendChild(bubble);
  return bubble;
}

/**
 * Puts the bubble under `el` (above it when the screen ends first), kept on the screen. Above,
 * it clears the whole bar the control sits in when that bar says so (`data-why-above`): a
 * bar at the bottom of the screen keeps what it shows beside the control (a deck's tally) in
 * sight.
 */
function place(b: HTMLElement, el: HTMLElement): void {
  const r = el.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const below = r.bottom + 6 + b.offsetHeight <= document.documentElement.clientHeight;
  const over = el.closest("[data-why-above]")?.getBoundingClientRect().top ?? r.top;
  const top = below ? r.bottom + 6 : over - 6 - b.offsetHeight;
  b.style.top = `${top + window.scrollY}px`;
  b.style.left = "0px";
  const w = b.offsetWidth;
  const left = Math.min(Math.max(8, r.left + r.width / 2 - w / 2), width - w - 8);
  b.style.left = `${left + window.scrollX}px`;
}

/** Asks why `el`'s move cannot be played at `table`, and shows the answer under it. */
export async function showWhy(el: HTMLElement, table: WhyTable): Promise<void> {
  const move = el.dataset["why"] ?? "null";
  const key = `${table.id}|${table.seq}|${move}`;
  let answer = answers.get(key);
  if (table.local) {
    answer = Promise.resolve(table.local(JSON.parse(move) as unknown));
  } else if (!answer) {
    answer = request<WhyResponse>(
      "POST",
      `${gameApi(table.id)}/why`,
      { move: JSON.parse(move) as unknown },
      table.token,
    ).then((r) => r.reason);
    answers.set(key, answer);
    // A failed ask is not kept: the next tap asks again.
    answer.catch(() => answers.delete(key));
  }
  about = el;
  let text: string;
  try {
    const [reason] = await Promise.all([answer, loadPack(coachWords)]);
    text = reason ? reasonWords(table.game, reason, table.names) : t("why_playable");
  } catch (e) {
    text = e instanceof Error ? e.message : String(e);
  }
  // Another control was touched (or the bubble closed) while the answer came.
  if (about !== el) return;
  // A redraw meanwhile (a part that came) may have put the same control in a new element.
  const shown = el.isConnected ? el : sameControl(el);
  if (!shown) return;
  about = shown;
  const b = region();
  b.textContent = `${t("why_not")} ${text}`;
  b.hidden = false;
  shown.dataset["whyShown"] = "";
  place(b, shown);
}

/** The element now on the page for the control `el` was (the same `data-focus-key`), if any. */
function sameControl(el: HTMLElement): HTMLElement | null {
  const key = el.dataset["focusKey"];
  return key ? document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`) : null;
}

/** Closes the bubble. */
export function closeWhy(): void {
  if (about) delete about.dataset["whyShown"];
  about = null;
  if (bubble) {
    bubble.hidden = true;
    bubble.textContent = "";
  }
}

/**
 * "Why not?" for any game: a control that cannot be played now (a card, aria-disabled, never
 * disabled, so it stays focusable) carries the move it stands for in `data-why` (`whyAttr`).
 * A tap on it, or the keyboard's focus, asks the server why (POST …/why, the engine's own
 * refusal of that move) and shows the reason in a small bubble that screen readers read
 * (why-bubble.ts, a chunk of its own with its words, loaded at the first ask: a table's first
 * download carries only this file).
 */

/** The table the page shows: whose seat asks, at which move (set by GameTable each draw). */
export interface WhyTable {
  id: string;
  game: string;
  token: string;
  seq: number;
}

/** The table now, or null (a spectator, a past table): then nothing is asked. */
let current: WhyTable | null = null;
/** Whether the document listens yet. */
let listening = false;

/** The attribute of a control that cannot be played now: the move it would make. */
export function whyAttr(move: unknown): { "data-why": string } {
  return { "data-why": JSON.stringify(move) };
}

/** The control with a reason to give around an event's target (only while it cannot be played). */
function askable(target: EventTarget | null): HTMLElement | null {
  const el = target instanceof Element ? target.closest<HTMLElement>("[data-why]") : null;
  return el && el.getAttribute("aria-disabled") === "true" ? el : null;
}

/** One event on the page: a tap or keyboard focus on a control asks; anything else may close. */
function on(e: Event): void {
  const el = askable(e.target);
  const table = current;
  if (e.type === "focusin" && !(e.target as Element).matches?.(":focus-visible")) return;
  if (e.type === "keydown" && (e as KeyboardEvent).key !== "Escape") return;
  if (!el || !table || e.type === "keydown") {
    // Something else was touched: the bubble (if its chunk ever came) closes.
    if (e.type !== "focusin") void import("./why-bubble").then((m) => m.closeWhy());
    return;
  }
  void import("./why-bubble").then((m) => m.showWhy(el, table));
}

/**
 * Sets the table the page shows (null: nobody to ask for) and, the first time, starts
 * listening on the document for taps and focus on controls with `data-why`.
 */
export function setWhyTable(table: WhyTable | null): void {
  current = table;
  if (listening || typeof document === "undefined") return;
  listening = true;
  for (const type of ["click", "focusin", "keydown"]) document.addEventListener(type, on, true);
}

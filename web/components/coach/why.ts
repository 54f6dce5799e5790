/**
 * "Why not?" for any game: a control that cannot be played now (a card, aria-disabled, never
 * disabled, so it stays focusable) carries the move it stands for in `data-why` (`whyAttr`).
 * A tap on it, or the keyboard's focus, asks the server why (POST …/why, the engine's own
 * refusal of that move; a lesson asks its engine in the page) and shows the reason in a small bubble that screen readers read
 * (why-bubble.ts, a chunk of its own with its words, loaded at the first ask: a table's first
 * download carries only this file).
 */

/** The table the page shows: whose seat asks, at which move (set by GameTable each draw). */
export interface WhyTable {
  id: string;
  game: string;
  token: string;
  seq: number;
  /**
   * The refusal of `move` worked out in the page, for a table no server holds (a lesson runs
   * the engine in the page): the engine's `{code, message}`, or null when it could be played.
   */
  local?: (move: unknown) => { code: string; message: string } | null;
  /** How the game's table names what a refusal names (added at each ask: `whyNames`). */
  names?: WhyNamer;
}

/** The table now, or null (a spectator, a past table): then nothing is asked. */
let current: WhyTable | null = null;
/** Whether the document listens yet. */
let listening = false;

/**
 * How a game's table names what a refusal names (`values` of the engine's refusal, by kind: a
 * card, an ability, a pile) in the reader's language; the table gives it while it is drawn.
 * (Its kinds are property names, never strings: a table's sheet keeps the rules of the class
 * names its strings hold, scripts/page-weight.mjs.)
 */
export type WhyNamer = (values: Readonly<Record<string, string>>) => Record<string, unknown>;
const namers = new Map<string, WhyNamer>();

/** A game's table gives its namer; the bubble reads it. */
export function whyNames(game: string, namer: WhyNamer): void {
  namers.set(game, namer);
}

/** The attribute of a control that cannot be played now: the move it would make. */
export function whyAttr(move: unknown): { "data-why": string } {
  return { "data-why": JSON.stringify(move) };
}

/** A tap, or the keyboard's focus, on a control that cannot be played asks why. */
function ask(e: Event): void {
  const el = (e.target as Element).closest?.<HTMLElement>("[data-why][aria-disabled=true]");
  const table = current;
  if (el && table && (e.type === "click" || el.matches(":focus-visible")))
    void import("./why-bubble").then((m) =>
      m.showWhy(el, { ...table, names: namers.get(table.game) }),
    );
}

/**
 * Sets the table the page shows (null: nobody to ask for) and, the first time, starts
 * listening on the document for taps and focus on controls with `data-why` (the bubble's chunk
 * listens for what closes it).
 */
export function setWhyTable(table: WhyTable | null): void {
  current = table;
  if (listening) return;
  listening = true;
  document.addEventListener("click", ask, true);
  document.addEventListener("focusin", ask, true);
}

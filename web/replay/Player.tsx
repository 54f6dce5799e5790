/**
 * The replay player, shared by the replay page (/g/{id}/replay) and the replay embed
 * (/embed/replay/{id}): the game's own table component drawn with the table of one step (the
 * engine's `view`: rebuilt in the page, build.ts `stepTable`; fetched by the embed, which
 * carries no engine), with every hand face up or as one seat or a spectator saw it; first / back /
 * play / forward / last, a scrubber, the keyboard (arrows, Home, End, Space), a swipe across the
 * table, and the log line of the move that made the step; under them, More.tsx (the jumps, the
 * view, the link, the hands). It holds the step and the view only as props: the page
 * or the embed keeps them in the address (#m=42&as=1).
 */
import { Component, type ComponentChildren, type ComponentType } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import type { Table } from "../../src/protocol";
import { t, type Key } from "../i18n";
import type { TableProps } from "../table-props";
import type { Mark } from "../../src/replay-marks";
import type { ReplayContext } from "../components/RoundResult";

/** Whose eyes a step is seen through: every hand face up, a spectator's, or one seat's. */
export type Seen = "all" | "watch" | number;

/** Props of the player. */
export interface PlayerProps {
  /** The final spectator table (players, ids). */
  final: Table;
  /** The table of the step shown, as `seen` saw it. */
  shown: Table;
  /** The last step (the number of moves). */
  last: number;
  /** movers[k]: who made step k. */
  movers: readonly (number | null)[];
  /** Each step's place, for the jumps. */
  marks: readonly Mark[];
  /** Every seat's hand at the step shown, when every hand is face up. */
  hands: string[][] | null;
  /**
   * What is drawn under the step controls (More.tsx): the page's at once; a replay embed's once
   * the reader reaches for it (near.ts), nothing until then.
   */
  more: typeof import("./More") | null;
  cardName(card: string): string;
  Table: ComponentType<TableProps>;
  name(seat: number): string;
  step: number;
  seen: Seen;
  /** The reader moved to another step or view. */
  onChange(step: number, seen: Seen): void;
  /** The address of a step and view, for "copy link to this move". */
  linkTo(step: number, seen: Seen): string;
  /**
   * The board before the controls (the embed: a reader of a post sees the game first, in a
   * frame too short for both); the page puts the controls first.
   */
  boardFirst?: boolean;
}

/**
 * Tells the replayed table's parts the step it shows (components/RoundResult.tsx
 * `ReplayContext`, Preact's legacy context: a class's `getChildContext`).
 */
class AtStep extends Component<{ step: number; children: ComponentChildren }> {
  override getChildContext(): ReplayContext {
    return { replayStep: this.props.step };
  }
  override render() {
    return this.props.children;
  }
}

/** Milliseconds between steps while playing. */
const PACE = 1200;

/** Whether a key event comes from a field that uses the arrows itself. */
function fromField(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  return !!el && /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName);
}

/** Whether Space belongs to a button of its own (one not among the replay's controls). */
function otherButton(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  return !!el && el.tagName === "BUTTON" && !el.closest(".rp-buttons");
}

/** The replay of a checked game, at one step. */
export function Player(props: PlayerProps) {
  const { final, shown, last, step, seen, name, onChange } = props;
  const [playing, setPlaying] = useState(false);
  const table = useRef<HTMLDivElement>(null);
  const [line, setLine] = useState("");

  // A table stays mounted while it steps forward one move at a time, so a round's end is held
  // on screen as the live table holds it; any other jump draws the step afresh.
  const drawn = { step: shown.seq, seen };
  const mount = useRef({ key: 0, ...drawn });
  if (mount.current.step !== drawn.step || mount.current.seen !== drawn.seen) {
    const forward = drawn.step === mount.current.step + 1 && drawn.seen === mount.current.seen;
    mount.current = { key: mount.current.key + (forward ? 0 : 1), ...drawn };
  }
  const at = useRef(step);
  at.current = step;

  const go = (k: number) => onChange(Math.max(0, Math.min(last, k)), seen);
  const goRef = useRef(go);
  goRef.current = go;

  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => goRef.current(step + 1), PACE);
    return () => clearTimeout(timer);
  }, [playing, step, last]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (fromField(e) || e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === "ArrowRight") goRef.current(at.current + 1);
      else if (e.key === "ArrowLeft") goRef.current(at.current - 1);
      else if (e.key === "Home") goRef.current(0);
      else if (e.key === "End") goRef.current(last);
      else if (e.key === " " && !otherButton(e)) setPlaying((p) => !p);
      else return;
      e.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [last]);

  // A horizontal swipe across the table steps (left: forward, as a page turns).
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") swipe.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = swipe.current;
    swipe.current = null;
    if (!from) return;
    const dx = e.clientX - from.x;
    const dy = e.clientY - from.y;
    if (Math.abs(dx) > 48 && Math.abs(dx) > 2 * Math.abs(dy)) go(step + (dx < 0 ? 1 : -1));
  };

  const mover = props.movers[step] ?? null;

  // The log line that produced this step: the newest line of the table's own log that tells a
  // move or a result. The table's own bookkeeping lines ("set": a refill, a deal, a set's
  // start) follow the move that caused them and would stand in for it (Mazzo's caption would
  // say "Refill: …" for the answer that won a clash). Read again whenever the table redraws its
  // log on its own (a part with the words of a turn's end arriving after the step was drawn).
  useEffect(() => {
    const root = table.current;
    if (!root) return;
    const read = () => {
      const log = root.querySelector('[data-testid="move-log"]');
      const li = log?.querySelector("li:not(.set)") ?? log?.querySelector("li");
      setLine(step === 0 ? "" : (li?.textContent ?? ""));
    };
    read();
    const watch = new MutationObserver(read);
    watch.observe(root, { childList: true, subtree: true, characterData: true });
    return () => watch.disconnect();
  }, [step]);

  const button = (label: string, glyph: string, action: () => void, off: boolean, id: string) => (
    <button
      type="button"
      class="btn rp-btn"
      aria-label={label}
      disabled={off}
      onClick={action}
      data-testid={`rp-${id}`}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );

  // The step, its move and the controls that step; then the choices around them.
  const steps = (
    <>
      <p class="rp-caption" role="status" aria-live="polite" data-testid="rp-caption">
        <strong data-testid="rp-step" data-step={step}>
          {step === 0 ? t("rp_deal") : t("rp_step", { n: step, total: last })}
        </strong>
        {mover !== null && <span class="muted"> · {t("rp_by", { name: name(mover) })}</span>}
        {line && (
          <span class="rp-line" data-testid="rp-line">
            {line}
          </span>
        )}
      </p>
      <div class="rp-buttons">
        {button(t("rp_first"), "«", () => go(0), step === 0, "first")}
        {button(t("rp_back"), "‹", () => go(step - 1), step === 0, "back")}
        {button(
          playing ? t("rp_pause") : t("rp_play"),
          playing ? "❚❚" : "▶",
          () => {
            if (!playing && step >= last) go(0);
            setPlaying(!playing);
          },
          false,
          "play",
        )}
        {button(t("rp_forward"), "›", () => go(step + 1), step >= last, "forward")}
        {button(t("rp_last"), "»", () => go(last), step >= last, "last")}
      </div>
      <label class="rp-scrub">
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          data-testid="rp-scrub"
          aria-label={t("rp_jump")}
          aria-valuetext={step === 0 ? t("rp_deal") : t("rp_step", { n: step, total: last })}
          onInput={(e) => go(Number((e.target as HTMLInputElement).value))}
        />
      </label>
    </>
  );
  const M = props.more;
  const more = M && <M.Choices {...props} />;
  // Board first (the embed), the steps are a box of their own that stays in the frame's view
  // over a board too tall to fit even zoomed down (replay.css); the page keeps one box.
  const bar = props.boardFirst ? (
    <>
      <div class="rp-bar rp-steps">{steps}</div>
      {more && <div class="rp-bar">{more}</div>}
    </>
  ) : (
    <div class="rp-bar">
      {steps}
      {more}
    </div>
  );
  const board = (
    <div
      ref={table}
      class="rp-table"
      data-testid="rp-table"
      data-seen={String(seen)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipe.current = null)}
    >
      <AtStep step={shown.seq}>
        <props.Table
          key={mount.current.key}
          table={shown}
          token={undefined}
          busy={false}
          play={() => Promise.resolve(false)}
          name={name}
        />
      </AtStep>
    </div>
  );
  return (
    <section
      class={`replay${props.boardFirst ? " rp-board-first" : ""}`}
      aria-label={t("rp_title", { game: t(`game_${final.game}` as Key) })}
    >
      {props.boardFirst && board}
      {bar}
      {M && <M.Hands {...props} />}
      {!props.boardFirst && board}
    </section>
  );
}

/**
 * What the replay player shows under its step controls (Player.tsx): the jumps to a set, hand,
 * trick or round, whose eyes the step is seen through, "copy link to this move", the keys, and
 * every hand face up. The replay page has it with the player; a replay embed loads it, with its
 * words, once the reader reaches for the embed (ReplayEmbed.tsx, near.ts): a blog's reader who
 * only looks at how a game ended never pays for them.
 */
import { useMemo, useState } from "preact/hooks";
import type { Table } from "../../src/protocol";
import type { Mark } from "../../src/replay-marks";
import { loadPack, t } from "../i18n";
import { chapters } from "./chapters";
import { moreWords } from "./more-words";
import type { Seen } from "./Player";

/** Resolves once this part's words are in (the embed shows it then; the page loads it with its own). */
export const ready = loadPack(moreWords);

/** Props: the step shown and the player's own. */
export interface MoreProps {
  final: Table;
  marks: readonly Mark[];
  /** Every seat's hand at the step shown, when every hand is face up. */
  hands: string[][] | null;
  cardName(card: string): string;
  name(seat: number): string;
  step: number;
  seen: Seen;
  onChange(step: number, seen: Seen): void;
  linkTo(step: number, seen: Seen): string;
}

/**
 * "Copy link to this move": the clipboard, or (where it is refused) the address selected in a
 * field to copy by hand. Small on purpose: the embed's budget (the app's CopyButton brings icons).
 */
function CopyLink({ text }: { text: string }) {
  const [state, setState] = useState<"" | "done" | "manual">("");
  return (
    <span class="rp-copy">
      <button
        type="button"
        class="btn"
        data-testid="rp-copy"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setState("done"),
            () => setState("manual"),
          )
        }
      >
        {state === "done" ? `✓ ${t("copied")}` : t("rp_copy")}
      </button>
      {state === "manual" && (
        <input
          readOnly
          value={text}
          aria-label={t("rp_copy")}
          onFocus={(e) => (e.target as HTMLInputElement).select()}
        />
      )}
      <span class="sr-only" aria-live="polite">
        {state === "done" ? t("copied") : ""}
      </span>
    </span>
  );
}

/** The jumps, the view, the link and the keys. */
export function Choices(props: MoreProps) {
  const { final, step, seen, name, onChange } = props;
  const jumps = useMemo(() => chapters(props.marks), [props.marks]);
  const chapterAt = [...jumps].reverse().find((c) => c.step <= step);
  return (
    <>
      <div class="rp-choices">
        {jumps.length > 1 && (
          <label>
            <span class="small muted">{t("rp_jump")}</span>
            <select
              data-testid="rp-jump"
              value={chapterAt ? String(chapterAt.step) : ""}
              onChange={(e) => onChange(Number((e.target as HTMLSelectElement).value), seen)}
            >
              {jumps.map((c) => (
                <option key={c.step} value={String(c.step)}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          <span class="small muted">{t("rp_view")}</span>
          <select
            data-testid="rp-seen"
            value={String(seen)}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              onChange(step, v === "all" || v === "watch" ? v : Number(v));
            }}
          >
            <option value="all">{t("rp_all")}</option>
            {final.players.map((p) => (
              <option key={p.seat} value={String(p.seat)}>
                {t("rp_as", { name: name(p.seat) })}
              </option>
            ))}
            <option value="watch">{t("rp_watch")}</option>
          </select>
        </label>
        <CopyLink text={props.linkTo(step, seen)} />
      </div>
      <p class="small muted rp-keys">{t("rp_keys")}</p>
    </>
  );
}

/** Every hand face up, when the step is seen so. */
export function Hands(props: MoreProps) {
  if (props.seen !== "all" || !props.hands) return null;
  return (
    <ul class="rp-hands" aria-label={t("rp_all")} data-testid="rp-hands">
      {props.hands.map((cards, seat) => (
        <li key={seat}>
          <strong>{props.name(seat)}</strong>{" "}
          {cards.length ? (
            cards.map((c, i) => (
              <span class="rp-card" key={i}>
                {props.cardName(c)}
              </span>
            ))
          ) : (
            <span class="muted">{t("rp_no_cards")}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

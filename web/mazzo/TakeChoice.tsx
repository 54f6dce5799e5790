/**
 * Mazzo's take step: after a caught bluff, the attacker picks two cards of the opened hand, each
 * a button that explains itself, then takes them. A chunk of its own, which the hand (Hand.tsx)
 * loads for that step only, beside the stakes' words it speaks, so a table's first visit does not
 * carry it. The choice itself stays with the hand, which clears it on every new move.
 */
import type { CardId, MazzoMove, MazzoView } from "../../src/engine/games/mazzo/types";
import { CardHelp } from "../components/CardHelp";
import { t, tn } from "../i18n";
import { MzCard, cName } from "./cards";
import { cardHelp } from "./card-help";

/** Props of the take step. */
export interface TakeChoiceProps {
  view: MazzoView;
  /** The legal takes: each a pair of the opened hand's cards. */
  takes: Extract<MazzoMove, { type: "take" }>[];
  /** The cards picked so far (at most two), and how to change them. */
  taking: CardId[];
  setTaking(cards: CardId[]): void;
  busy: boolean;
  send(move: MazzoMove): void;
  name(seat: number): string;
}

/** The opened hand's cards to pick two of, and the take button. */
export function TakeChoice({ view, takes, taking, setTaking, busy, send, name }: TakeChoiceProps) {
  const revealed = view.revealed ?? [];
  const noAb = view.options.mazziereHasNoAbilities;
  const ability = view.table.ability;
  const takePair = takes.find(
    (m) => taking.length === 2 && m.cards.every((c) => taking.includes(c)),
  );
  return (
    <div
      class="mz-take"
      role="group"
      aria-label={t("mz_take_title", { name: name(view.defender) })}
    >
      <p class="mz-hint">
        <strong>{t("mz_take_title", { name: name(view.defender) })}</strong>
      </p>
      <div class="hand mz-hand" data-testid="take-choice">
        {revealed.map((c, i) => (
          <CardHelp key={c} id={`take-help-${i}`} text={cardHelp(c, noAb)}>
            <button
              type="button"
              class={`card-btn${taking.includes(c) ? " picked" : ""}`}
              aria-pressed={taking.includes(c)}
              aria-describedby={`take-help-${i}`}
              disabled={busy}
              data-card={c}
              data-action="take-card"
              data-focus-key={`take-${c}`}
              data-next-focus={i === 0 && taking.length === 0 ? "" : undefined}
              onClick={() =>
                setTaking(
                  taking.includes(c) ? taking.filter((x) => x !== c) : [...taking, c].slice(-2),
                )
              }
            >
              <MzCard card={c} ability={ability} noAbilities={noAb} />
            </button>
          </CardHelp>
        ))}
      </div>
      <div class="actions">
        <button
          type="button"
          class="btn primary big"
          data-action="take"
          data-focus-key="take"
          data-next-focus={takePair ? "" : undefined}
          disabled={busy || !takePair}
          onClick={() => takePair && send(takePair)}
        >
          {taking.length === 2
            ? t("mz_take_these", { a: cName(taking[0] ?? ""), b: cName(taking[1] ?? "") })
            : tn("mz_take_pick", 2 - taking.length)}
        </button>
      </div>
    </div>
  );
}

/**
 * The cards of a Mazzo turn's end: both clash cards turning over, or the hand a doubt opened and
 * who took what. A turn's result (TurnResult.tsx) and the game's end (MatchEnd.tsx) draw them.
 */
import type { MazzoEvent, MazzoView } from "../../src/engine/games/mazzo/types";
import { t } from "../i18n";
import { MAZZIERE } from "../../src/engine/games/mazzo/names";
import { MzCard, abName } from "./cards";
import type { TurnEnd } from "./reason";

/** The doubt event of the same turn (the hand it opened). */
function doubtOf(events: readonly MazzoEvent[], turn: number) {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e?.type === "doubt" && e.turn === turn) return e;
  }
  return undefined;
}

/**
 * The cards of a turn's end: both clash cards, or the hand a doubt opened and who took what.
 * `still`: no turning over (the end card repeats a turn already seen).
 */
export function TurnCards({
  end,
  view,
  name,
  still,
}: {
  end: TurnEnd;
  view: MazzoView;
  name(seat: number): string;
  /** No turning over (the end card repeats a turn already seen). */
  still?: boolean;
}) {
  const noAb = view.options.mazziereHasNoAbilities;
  const doubt = end.type === "doubtResult" ? doubtOf(view.events, end.turn) : undefined;
  return (
    <>
      {end.type === "clash" ? (
        <div class="mz-clash" data-testid="clash">
          {(
            [
              [end.attacker, end.attackCard, end.values[0]],
              [end.defender, end.defenseCard, end.values[1]],
            ] as const
          ).map(([seat, card, v], i) => (
            <figure key={card} class={`mz-clash-side${end.winner === seat ? " won" : ""}`}>
              <MzCard
                card={card}
                ability={end.ability}
                noAbilities={noAb}
                class={still ? "" : `flip flip-${i}`}
              />
              <figcaption>
                <strong>{name(seat)}</strong>
                {/* A Mazziere that wins by being the Mazziere has no value that counted: its
                    "Strength 0" would mean nothing. */}
                {!(end.reason === "mazziere" && card === MAZZIERE) && (
                  <span>
                    {abName(end.ability)} {v}
                  </span>
                )}
              </figcaption>
            </figure>
          ))}
        </div>
      ) : (
        <div class="mz-doubt-cards" data-testid="doubt-result">
          {doubt && (
            <div>
              <p class="mz-place-label">{t("mz_revealed", { name: name(end.defender) })}</p>
              <ul class="mz-row">
                {doubt.revealedHand.map((c) => (
                  <li key={c}>
                    <MzCard
                      card={c}
                      ability={end.ability}
                      noAbilities={noAb}
                      class={still ? "sm" : "sm flip"}
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
          {end.gains.map((g) => (
            <div key={g.seat}>
              <p class="mz-place-label">{t("mz_gains", { name: name(g.seat) })}</p>
              <ul class="mz-row">
                {g.cards.map((c) => (
                  <li key={c}>
                    <MzCard card={c} ability={end.ability} noAbilities={noAb} class="sm" />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </>
  );
}

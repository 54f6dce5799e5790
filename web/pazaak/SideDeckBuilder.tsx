/**
 * The side-deck builder of the match start: the 43-card pool with copy counts; tap a card to
 * add a copy (tapping at its limit takes them back), pick 10, or let the game pick at random.
 * Once chosen, it shows your side deck while the opponent chooses.
 */
import { Icon } from "../components/Icon";
import { useState } from "preact/hooks";
import type { PazaakMove, SideCardId } from "../../src/engine/games/pazaak/types";
import { t } from "../i18n";
import { CardFace } from "./Card";
import { POOL, SIDE_DECK_SIZE, cardName } from "./cards";

/** Props of the builder. */
export interface BuilderProps {
  legal: PazaakMove[];
  /** Your side deck once chosen. */
  chosen: SideCardId[] | undefined;
  opponentChosen: boolean;
  opponentName: string;
  busy: boolean;
  play(move: PazaakMove): Promise<boolean>;
}

const GROUPS: {
  key: "group_plus" | "group_minus" | "group_dual" | "group_special";
  test: (c: string) => boolean;
}[] = [
  { key: "group_plus", test: (c) => /^P\d/.test(c) },
  { key: "group_minus", test: (c) => /^M\d/.test(c) },
  { key: "group_dual", test: (c) => c.startsWith("PM") },
  { key: "group_special", test: (c) => !/^(P|M|PM)\d/.test(c) },
];

/** Copies per card of a deck. */
function countsOf(deck: readonly SideCardId[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of deck) out[c] = (out[c] ?? 0) + 1;
  return out;
}

/** Choose 10 side cards, or random. */
export function SideDeckBuilder({
  legal,
  chosen,
  opponentChosen,
  opponentName,
  busy,
  play,
}: BuilderProps) {
  const [counts, setCounts] = useState<Record<string, number>>({});
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const canRandom = legal.some((m) => m.type === "randomSideDeck");
  const canChoose = legal.length > 0;
  // Ready-made decks the engine lists among the legal moves: tapping one loads it to adjust.
  const presets = legal.flatMap((m) => (m.type === "sideDeck" ? [m.cards] : []));

  if (chosen) {
    return (
      <section class="panel builder waiting" aria-live="polite">
        <h2>{t("deck_yours")}</h2>
        <div class="deck-row">
          {chosen.map((c, i) => (
            <span key={i} role="img" aria-label={cardName(c)}>
              <CardFace card={c} class="sm" />
            </span>
          ))}
        </div>
        <p class="waiting-line">
          {opponentChosen ? (
            t("deck_both_ready")
          ) : (
            <>
              <span class="spinner" aria-hidden="true" />{" "}
              {t("deck_waiting", { name: opponentName })}
            </>
          )}
        </p>
      </section>
    );
  }

  function tap(card: SideCardId, copies: number) {
    // Functional update: two quick taps must count twice.
    setCounts((prev) => {
      const n = prev[card] ?? 0;
      const sum = Object.values(prev).reduce((a, b) => a + b, 0);
      return { ...prev, [card]: n < copies && sum < SIDE_DECK_SIZE ? n + 1 : 0 };
    });
  }

  const cards = Object.entries(counts).flatMap(([c, n]) =>
    Array.from({ length: n }, () => c as SideCardId),
  );

  return (
    <section class="panel builder">
      <h2>{t("deck_title")}</h2>
      <p class="muted">{t("deck_help")}</p>
      {presets.length > 0 && (
        <div class="pool-group">
          <h3>{t("deck_presets")}</h3>
          <div class="presets">
            {presets.map((deck, i) => (
              <button
                type="button"
                key={i}
                class="preset"
                disabled={busy}
                data-action="preset"
                onClick={() => setCounts(countsOf(deck))}
              >
                <span class="sr-only">
                  {t("deck_preset", { cards: deck.map((c) => cardName(c)).join(", ") })}
                </span>
                {deck.map((c, k) => (
                  <CardFace key={k} card={c} class="mini" />
                ))}
              </button>
            ))}
          </div>
        </div>
      )}
      <div class="pool-groups">
        {GROUPS.map((g) => (
          <div class="pool-group" key={g.key}>
            <h3>{t(g.key)}</h3>
            <div class="pool">
              {POOL.filter((p) => g.test(p.card)).map(({ card, copies }) => {
                const n = counts[card] ?? 0;
                return (
                  <div class={`pool-item${n > 0 ? " chosen" : ""}`} key={card}>
                    <button
                      type="button"
                      class="card-btn pool-card"
                      disabled={!canChoose || busy}
                      data-card={card}
                      onClick={() => tap(card, copies)}
                    >
                      <CardFace card={card} class="sm" />
                      <span class="sr-only">
                        {t("deck_card", { card: cardName(card), n, max: copies })}
                      </span>
                    </button>
                    <span class="count" aria-hidden="true">
                      {n}/{copies}
                    </span>
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      <div class="builder-bar">
        <div class="bar-top">
          <span class={`tally${total === SIDE_DECK_SIZE ? " full" : ""}`} aria-live="polite">
            {t("deck_count", { n: total, max: SIDE_DECK_SIZE })}
          </span>
          <button
            type="button"
            class="btn ghost small"
            disabled={total === 0}
            onClick={() => setCounts({})}
          >
            {t("clear")}
          </button>
        </div>
        <div class="bar-buttons">
          {canRandom && (
            <button
              type="button"
              class="btn"
              data-action="random-deck"
              disabled={busy}
              onClick={() => play({ type: "randomSideDeck" })}
            >
              <Icon name="dice" /> {t("deck_random")}
            </button>
          )}
          <button
            type="button"
            class="btn primary"
            disabled={busy || total !== SIDE_DECK_SIZE || !canChoose}
            onClick={() => play({ type: "sideDeck", cards })}
          >
            {t("deck_confirm")}
          </button>
        </div>
      </div>
    </section>
  );
}

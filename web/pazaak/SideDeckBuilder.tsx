/**
 * The side-deck builder of the match start, loaded on demand (only the first screen of a match
 * needs it). Your chosen cards sit in a strip at the top (tap one to take it out); tapping a
 * card in the pool adds one copy and says what the card does; a full deck or a card at its copy
 * limit says so. Ready-made decks have a name and an idea, and the last deck this device used
 * is ready again. "Random deck" fills the strip with ten cards drawn from the pool, to look at
 * and change; only "Use these 10" sends a deck. Once chosen, it shows your side deck while the
 * opponent chooses.
 */
import { SvgIcon } from "../components/SvgIcon";
import { useState } from "preact/hooks";
import type { PazaakMove, PazaakOptions, SideCardId } from "../../src/engine/games/pazaak/types";
import { isSideCard } from "../../src/engine/games/pazaak/cards";
import { PRESET_DECKS } from "../../src/engine/games/pazaak/presets";
import { CardHelp } from "../components/CardHelp";
import { ChosenStrip } from "../components/ChosenStrip";
import { t, tn, type Key } from "../i18n";
import { lastDeck } from "../store";
import { CardFace } from "./Card";
import { POOL, SIDE_DECK_SIZE, cardName } from "./cards";
import { cardHelp } from "./help";
import builderCss from "./builder.css?inline";
import { adoptStyles } from "../styles/adopt";
import { ActionButton } from "../components/ActionButton";

/** The dice of "Random deck" (its own: no other first screen shows it). */
const DICE =
  "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm2.5 3a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm9 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM12 10.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM7.5 15a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm9 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z";

// The builder's styles come with its chunk: a table past the choice never loads them.
adoptStyles(builderCss);

/** Props of the builder. */
export interface BuilderProps {
  legal: PazaakMove[];
  /** Your side deck once chosen. */
  chosen: SideCardId[] | undefined;
  opponentChosen: boolean;
  opponentName: string;
  busy: boolean;
  play(move: PazaakMove): Promise<boolean>;
  /** The table's options (a flip's help depends on them). */
  options?: Partial<PazaakOptions>;
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

const LIMITS: Record<string, number> = Object.fromEntries(POOL.map((p) => [p.card, p.copies]));

/** The last deck of this device, if it is still a valid choice of ten. */
function savedDeck(): SideCardId[] | undefined {
  const deck = lastDeck("pazaak");
  if (!deck || deck.length !== SIDE_DECK_SIZE || !deck.every(isSideCard)) return undefined;
  const counts: Record<string, number> = {};
  for (const c of deck) counts[c] = (counts[c] ?? 0) + 1;
  return Object.entries(counts).every(([c, n]) => n <= (LIMITS[c] ?? 0)) ? deck : undefined;
}

/** A note starts with a capital even when it starts with a card's spoken name ("plus 3"). */
function sentence(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * Ten cards drawn at random from the 43 (rules/pazaak.md §4.1): any ten of them respect the
 * copy limits. A display suggestion only: the server checks the deck when it is sent.
 */
function randomDeck(): SideCardId[] {
  return POOL.flatMap(({ card, copies }) => Array.from({ length: copies }, () => card))
    .map((card) => ({ card, r: Math.random() }))
    .sort((a, b) => a.r - b.r)
    .slice(0, SIDE_DECK_SIZE)
    .map((c) => c.card);
}

/** The name key of a ready-made deck the server offers, by its cards. */
function presetId(cards: readonly SideCardId[]): string | undefined {
  const key = cards.join();
  return Object.keys(PRESET_DECKS).find((id) => PRESET_DECKS[id]?.join() === key);
}

/** Choose 10 side cards, or random. */
export function SideDeckBuilder({
  legal,
  chosen,
  opponentChosen,
  opponentName,
  busy,
  play,
  options,
}: BuilderProps) {
  const [last] = useState(savedDeck);
  const [cards, setCards] = useState<SideCardId[]>(() => last ?? []);
  const [note, setNote] = useState(() => (last ? t("deck_last_ready") : ""));
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

  const count = (card: SideCardId) => cards.filter((c) => c === card).length;

  function add(card: SideCardId) {
    // One copy per tap; a full deck or a card at its limit explains itself instead of
    // silently doing nothing (or, as before, taking every copy back).
    if (cards.length >= SIDE_DECK_SIZE) return setNote(t("deck_full"));
    const max = LIMITS[card] ?? 0;
    if (count(card) >= max) return setNote(t("deck_limit", { card: cardName(card), max }));
    setCards((prev) => [...prev, card]);
    setNote(sentence(t("deck_added", { card: cardName(card), help: cardHelp(card, options) })));
  }

  function remove(index: number) {
    const card = cards[index];
    if (card === undefined) return;
    setCards((prev) => prev.filter((_, i) => i !== index));
    setNote(sentence(t("deck_removed", { card: cardName(card) })));
  }

  const decks: { id: string; name: string; idea: string; cards: readonly SideCardId[] }[] = [];
  if (last)
    decks.push({ id: "last", name: t("preset_last"), idea: t("preset_last_idea"), cards: last });
  for (const deck of presets) {
    const id = presetId(deck);
    decks.push({
      id: id ?? "preset",
      name: id ? t(`preset_${id}` as Key) : t("deck_presets"),
      idea: id ? t(`preset_${id}_idea` as Key) : "",
      cards: deck,
    });
  }

  return (
    <section class="panel builder">
      <h2>{t("deck_title")}</h2>
      <p class="muted">{t("deck_help")}</p>
      <ChosenStrip
        items={cards.map((c, i) => ({
          key: `${i}-${c}`,
          name: cardName(c),
          face: <CardFace card={c} class="mini" />,
        }))}
        size={SIDE_DECK_SIZE}
        label={t("deck_strip")}
        removeLabel={(name) => t("deck_remove", { card: name })}
        onRemove={remove}
        disabled={busy || !canChoose}
      />
      <p class="muted small strip-help">{t("deck_strip_help")}</p>
      {decks.length > 0 && (
        <div class="pool-group">
          <h3>{t("deck_presets")}</h3>
          <div class="presets">
            {decks.map((deck, i) => (
              <button
                type="button"
                key={i}
                class="preset"
                disabled={busy}
                data-action="preset"
                data-preset={deck.id}
                data-cards={deck.cards.join(" ")}
                onClick={() => {
                  setCards([...deck.cards]);
                  setNote("");
                }}
              >
                <span class="preset-text">
                  <strong class="preset-name">{deck.name}</strong>
                  {deck.idea && <span class="preset-idea">{deck.idea}</span>}
                </span>
                <span class="preset-cards" aria-hidden="true">
                  {deck.cards.map((c, k) => (
                    <CardFace key={k} card={c} class="mini" />
                  ))}
                </span>
                <span class="sr-only">{deck.cards.map((c) => cardName(c)).join(", ")}</span>
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
                const n = count(card);
                return (
                  <div class={`pool-item${n > 0 ? " chosen" : ""}`} key={card}>
                    <CardHelp id={`help-${card}`} text={cardHelp(card, options)}>
                      <button
                        type="button"
                        class="card-btn pool-card"
                        // Focusable even when it cannot be added now: its help can be read.
                        aria-disabled={!canChoose || busy ? "true" : undefined}
                        data-card={card}
                        data-focus-key={`pool-${card}`}
                        aria-describedby={`help-${card}`}
                        onClick={() => canChoose && !busy && add(card)}
                      >
                        <CardFace card={card} class="sm" />
                        <span class="sr-only">
                          {tn("deck_card", n, { card: cardName(card), max: copies })}
                        </span>
                      </button>
                    </CardHelp>
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
      {/* A "why not?" shown above the bar leaves its tally in sight (coach/why-bubble.ts). */}
      <div class="builder-bar" data-why-above>
        <div class="bar-top">
          <span class={`tally${cards.length === SIDE_DECK_SIZE ? " full" : ""}`}>
            {t("deck_count", { n: cards.length, max: SIDE_DECK_SIZE })}
          </span>
          <button
            type="button"
            class="btn ghost small"
            disabled={cards.length === 0}
            onClick={() => {
              setCards([]);
              setNote("");
            }}
          >
            {t("clear")}
          </button>
        </div>
        <p class="deck-note" role="status" data-testid="deck-note">
          {note}
        </p>
        <div class="bar-buttons">
          {canRandom && (
            <button
              type="button"
              class="btn"
              data-action="random-deck"
              disabled={busy}
              onClick={() => {
                setCards(randomDeck());
                setNote(t("deck_random_ready"));
              }}
            >
              <SvgIcon d={DICE} /> {t("deck_random")}
            </button>
          )}
          {/* Short of ten cards it is shown refused, and says why not (coach/why.ts). */}
          <ActionButton
            action="use-deck"
            class="btn primary"
            next={cards.length === SIDE_DECK_SIZE}
            disabled={busy || !canChoose}
            why={
              canChoose && cards.length !== SIDE_DECK_SIZE ? { type: "sideDeck", cards } : undefined
            }
            onClick={() => play({ type: "sideDeck", cards })}
          >
            {t("deck_confirm")}
          </ActionButton>
        </div>
      </div>
    </section>
  );
}

/**
 * Mazzo card data: the decks of decks/ (the spec's mazzo-decks.json, one file per deck, so another
 * deck can be dropped in as data), ability display names, and the two card questions of §2.4:
 * does a card have an ability, and what is it worth.
 */
import m16 from "./decks/M16.json";
import m28 from "./decks/M28.json";
import type { AbilityId, CardDef, CardId, DeckId } from "./types";

/** Cards dealt to each hand, and the refill target (§3, A8). */
export const HAND_SIZE = 3;

export { ABILITY_NAMES, MAZZIERE, abilityName } from "./names";

/**
 * Why a deck cannot be played, or null (C9, A14): at least 6 characters, exactly one Mazziere,
 * an ability on every character, integer values ≥ 1, and no repeated id.
 */
export function deckProblem(cards: readonly CardDef[]): string | null {
  const ids = new Set<string>();
  let mazzieri = 0;
  let characters = 0;
  for (const c of cards) {
    if (ids.has(c.id)) return `The card id ${c.id} appears twice.`;
    ids.add(c.id);
    if (c.mazziere) {
      mazzieri++;
      continue;
    }
    characters++;
    const values = Object.values(c.abilities);
    if (values.length === 0) return `${c.name} (${c.id}) has no ability.`;
    if (values.some((x) => !Number.isInteger(x) || x < 1)) {
      return `${c.name} (${c.id}) has an ability value that is not a whole number of at least 1.`;
    }
  }
  if (mazzieri !== 1) return `A deck needs exactly one Mazziere; this one has ${mazzieri}.`;
  if (characters < 6) return `A deck needs at least 6 characters; this one has ${characters}.`;
  return null;
}

/** A deck ready for play: its cards, abilities and a lookup by id. */
export interface Deck {
  id: DeckId;
  cards: readonly CardDef[];
  /** Every ability of the deck, in order of first appearance. */
  abilities: readonly AbilityId[];
  byId: ReadonlyMap<CardId, CardDef>;
  /** Card id → position in the deck, for keeping hands in a fixed order. */
  order: ReadonlyMap<CardId, number>;
}

function buildDeck(id: DeckId, cards: readonly CardDef[]): Deck {
  const problem = deckProblem(cards);
  // A broken data file is a programming error, caught by the tests at load.
  if (problem) throw new Error(`Deck ${id}: ${problem}`);
  const abilities: AbilityId[] = [];
  for (const c of cards)
    for (const k of Object.keys(c.abilities)) if (!abilities.includes(k)) abilities.push(k);
  return {
    id,
    cards,
    abilities,
    byId: new Map(cards.map((c) => [c.id, c])),
    order: new Map(cards.map((c, i) => [c.id, i])),
  };
}

/** The playable decks, by id. */
export const DECKS: Readonly<Record<DeckId, Deck>> = {
  M16: buildDeck("M16", m16 as CardDef[]),
  M28: buildDeck("M28", m28 as CardDef[]),
};

/** Deck ids in display order (the default first). */
export const DECK_IDS: readonly DeckId[] = ["M16", "M28"];

/** Every card id of every deck (for the move schema). */
export const ALL_CARD_IDS: readonly CardId[] = [
  ...new Set(DECK_IDS.flatMap((d) => DECKS[d].cards.map((c) => c.id))),
];

/** Every ability id of every deck (for the move schema). */
export const ALL_ABILITIES: readonly AbilityId[] = [
  ...new Set(DECK_IDS.flatMap((d) => DECKS[d].abilities)),
];

/** True for the Mazziere. */
export function isMazziere(card: CardDef): boolean {
  return card.mazziere === true;
}

/**
 * has(card, k) of §2.4: the Mazziere has every ability (A2), or none with the
 * `mazziereHasNoAbilities` flag (C4).
 */
export function has(card: CardDef, k: AbilityId, mazziereHasNoAbilities: boolean): boolean {
  if (isMazziere(card)) return !mazziereHasNoAbilities;
  return Object.hasOwn(card.abilities, k);
}

/** value(card, k) of §2.4: 0 when the card lacks the ability (A3, A4). */
export function value(card: CardDef, k: AbilityId): number {
  return Object.hasOwn(card.abilities, k) ? (card.abilities[k] ?? 0) : 0;
}

/** A card's display name, e.g. "Il Gigante"; the id itself for an unknown id. */
export function cardName(id: CardId): string {
  for (const d of DECK_IDS) {
    const c = DECKS[d].byId.get(id);
    if (c) return c.name;
  }
  return id;
}

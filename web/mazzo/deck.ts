/**
 * Mazzo's decks as a web table reads them. The default deck (M16) travels with the table; M28
 * is a part of its own (deck-m28.ts), loaded by a table dealt with it (`useDeck`) and by the
 * replays, so a table link's first visit carries one deck's data and none of the engine's deck
 * checks (src/engine/games/mazzo/cards.ts): about 0.6 KB gzipped less on a Mazzo table.
 */
import m16 from "../../src/engine/games/mazzo/decks/M16.json";
import type { CardDef, CardId, DeckId } from "../../src/engine/games/mazzo/types";
import { useLazy } from "../lazy";

/** The decks here, by id. */
const decks = new Map<DeckId, readonly CardDef[]>();
/** Their cards by id; the first deck's card first, as the engine's `cardName` finds it. */
const cards = new Map<CardId, CardDef>();

/** Makes a deck's cards known to the lookups below (all-decks.ts adds M28 at once). */
export function addDeck(id: DeckId, list: readonly CardDef[]): void {
  if (decks.has(id)) return;
  decks.set(id, list);
  for (const c of list) if (!cards.has(c.id)) cards.set(c.id, c);
}
addDeck("M16", m16 as CardDef[]);

/** A deck's cards once they are here (M16 always is), else undefined. */
export function deckCards(id: DeckId): readonly CardDef[] | undefined {
  return decks.get(id);
}

/** A card's definition, from the decks here. */
export function cardDef(id: CardId): CardDef | undefined {
  return cards.get(id);
}

/** Loads the decks that are a part of their own (M28); answers true once they are here. */
export const loadDecks = (): Promise<true> =>
  import("./deck-m28").then((m) => {
    addDeck("M28", m.M28 as CardDef[]);
    return true;
  });

/**
 * Whether deck `id`'s cards are here: a table dealt with M28 loads its part first (announced
 * as every part is, web/lazy.ts) and draws nothing of its cards until then.
 */
export function useDeck(id: DeckId): boolean {
  const here = decks.has(id);
  return useLazy(loadDecks, !here) !== null || here;
}

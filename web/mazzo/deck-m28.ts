/** Mazzo's M28 deck, a part of its own (deck.ts): only a table dealt with it, or a replay, loads it. */
export { default as M28 } from "../../src/engine/games/mazzo/decks/M28.json";

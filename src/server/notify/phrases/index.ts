/**
 * Every game's moves in words, for emails: one map of each game's phrases by game id (its
 * namings in its own file here), the list a reply email shows, the move a player's words name,
 * and the opponents' last moves in words. A registered game without its entry fails
 * test/server/phrases.test.ts.
 */
import type { AnyGame } from "../../../engine";
import { langOf } from "../../words";
import { matchReply, type GamePhrases, type Match, type Naming } from "./core";
import { mattazzaPhrases } from "./mattazza";
import { mazzeltofPhrases } from "./mazzeltof";
import { mazzoPhrases } from "./mazzo";
import { pazaakPhrases } from "./pazaak";

export { normalise, words, type GamePhrases } from "./core";

/** Each game's phrases, by game id. */
export const PHRASES: Readonly<Record<string, GamePhrases>> = {
  pazaak: pazaakPhrases,
  mazzo: mazzoPhrases,
  mattazza: mattazzaPhrases,
  mazzeltof: mazzeltofPhrases,
};

/** A seat's legal moves with their namings (none for a game without phrases). */
export function namedMoves(
  game: AnyGame,
  state: unknown,
  seat: number,
  name: (seat: number) => string,
): { move: unknown; naming: Naming }[] {
  const phrases = PHRASES[game.id];
  if (!phrases) return [];
  return (game.legalMoves(state, seat) as unknown[]).map((move) => ({
    move,
    naming: phrases.naming(move, name),
  }));
}

/** The labels of `moves` in `lang`, each once, in the engine's order. */
export function moveLabels(moves: readonly { naming: Naming }[], lang: string): string[] {
  return [...new Set(moves.map((m) => m.naming.label[langOf(lang)]))];
}

/** Which of `moves` a reply names. */
export function whichMove(reply: string, moves: readonly { naming: Naming }[]): Match {
  return matchReply(
    reply,
    moves.map((m) => m.naming),
  );
}

/** The opponents' last moves in words for `reader`, in `lang` (none for most games). */
export function recentMoves(
  game: AnyGame,
  state: unknown,
  reader: number,
  name: (seat: number) => string,
  lang: string,
): string[] {
  const recent = PHRASES[game.id]?.recent;
  return recent ? recent(game.view(state, reader), reader, name, lang) : [];
}

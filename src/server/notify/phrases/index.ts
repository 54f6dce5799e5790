/**
 * A seat's legal moves in words, for every game: the naming of each legal move (per game, in
 * its own file), the list a reply email shows, and the move a player's words name.
 */
import type { AnyGame } from "../../../engine";
import type { MattazzaMove } from "../../../engine/games/mattazza/types";
import type { MazzelTofMove } from "../../../engine/games/mazzeltof/types";
import type { MazzoMove } from "../../../engine/games/mazzo/types";
import type { PazaakMove } from "../../../engine/games/pazaak/types";
import { langOf } from "../../words";
import { matchReply, type Match, type Naming } from "./core";
import { mattazzaNaming } from "./mattazza";
import { mazzeltofNaming } from "./mazzeltof";
import { mazzoNaming } from "./mazzo";
import { pazaakNaming } from "./pazaak";

export { normalise, words } from "./core";

/** How a move of `game` is named, or null for a game without words (none today). */
function naming(game: AnyGame, move: unknown, name: (seat: number) => string): Naming | null {
  switch (game.id) {
    case "pazaak":
      return pazaakNaming(move as PazaakMove);
    case "mazzo":
      return mazzoNaming(move as MazzoMove);
    case "mattazza":
      return mattazzaNaming(move as MattazzaMove, name);
    case "mazzeltof":
      return mazzeltofNaming(move as MazzelTofMove);
    default:
      return null;
  }
}

/** A seat's legal moves with their namings (moves a game cannot name are left out). */
export function namedMoves(
  game: AnyGame,
  state: unknown,
  seat: number,
  name: (seat: number) => string,
): { move: unknown; naming: Naming }[] {
  const out: { move: unknown; naming: Naming }[] = [];
  for (const move of game.legalMoves(state, seat) as unknown[]) {
    const n = naming(game, move, name);
    if (n) out.push({ move, naming: n });
  }
  return out;
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

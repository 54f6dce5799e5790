/**
 * A seat's name on its board, with a computer's level as a small second line ("Computer" over
 * "strong"): the long "Computer (strong)" was cut on a phone's board, and a second line keeps
 * both whole. Sits where each game had its `pname-text`.
 */
import type { Player } from "../../src/protocol";
import { levelOf } from "../player-name";

/** The name of a seat, and its level under it when the seat is the computer's. */
export function SeatName({ name, player }: { name: string; player: Player | undefined }) {
  const level = levelOf(player);
  if (!level) return <span class="pname-text">{name}</span>;
  // The name keeps its own box, so a game's clamp or ellipsis on it never counts the level's
  // line; the space keeps "Computer strong" two words for a screen reader.
  return (
    <span class="pname-stack">
      <span class="pname-text">{name}</span> <span class="pname-level">{level}</span>
    </span>
  );
}

/**
 * A learning game's hint for a Mattazza seat (core/hint.ts): the normal computer's move (bot.ts,
 * which reads the seat's view only) with the reason in words, told apart from that same view:
 * the one card allowed, the trick a trickless player still needs, a lead the others will beat,
 * a card that ducks under the winner, the Matto's escape.
 */
import type { Seat } from "../../core/game";
import { hintWriter, type Hint } from "../../core/hint";
import { bot } from "./bot";
import { points } from "./cards";
import { trickWinner } from "./trick";
import type { MattazzaMove, MattazzaState } from "./types";
import { view } from "./view";

const hinted = hintWriter<MattazzaMove>("mattazza");

/** The hint for `seat`, which is to act. */
export function hint(state: MattazzaState, seat: Seat): Hint<MattazzaMove> {
  const move = bot(state, seat);
  const v = view(state, seat);
  if (move.type === "give")
    return hinted(move, "gift", "Give the card whose loss lowers your own score most.");
  if (move.type === "callForHelp") return { move };
  if (v.playable.length === 1)
    return hinted(move, "only", "This is the only card the rules let you play now.");
  if (move.card === "MATTO")
    return hinted(move, "matto", "Play the Matto: it escapes a trick you would otherwise take.");
  const wins =
    trickWinner([...v.trick, { seat, card: move.card }], v.options.simplifiedRanks).index ===
    v.trick.length;
  if ((v.seats[seat]?.tricksWon ?? 0) === 0)
    return wins
      ? hinted(
          move,
          "need-trick",
          "You still need a trick (without one you lose the hand): take this.",
        )
      : hinted(
          move,
          "keep-strong",
          "This trick is lost to you anyway: keep your strong cards for later.",
        );
  if (v.trick.every((p) => p.card === "MATTO"))
    return hinted(move, "lead", "Lead a card the others will beat: high scores lose.");
  if (!wins)
    return points(move.card) > 0
      ? hinted(move, "dump", "Drop a counting card on someone else's trick.")
      : hinted(move, "duck", "Play under the winning card: let someone else take this trick.");
  return hinted(
    move,
    "shed",
    "Every card would win here: give up a strong one that could cost you later.",
  );
}

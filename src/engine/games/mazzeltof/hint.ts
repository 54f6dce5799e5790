/**
 * A learning game's hint for a MazzelTof seat (core/hint.ts): the normal computer's move
 * (bot.ts, which decides from the seat's view only) with the reason in words, told apart from
 * that same view: the red pawn's answer, a ten, a wild card, an empty pile, where the card comes
 * from, what a pass becomes.
 */
import type { Seat } from "../../core/game";
import { hintWriter, type Hint } from "../../core/hint";
import { bot } from "./bot";
import { TEN, cardInfo } from "./cards";
import { topRank } from "./piles";
import { teamOf } from "./table";
import type { MazzelTofMove, MazzelTofState, Slot } from "./types";
import { buildView } from "./view";

const hinted = hintWriter<MazzelTofMove>("mazzeltof");

const SLOTS: readonly Slot[] = ["red", "mix", "black"];

/** The hint for `seat`, which is to act. */
export function hint(state: MazzelTofState, seat: Seat): Hint<MazzelTofMove> {
  const move = bot(state, seat);
  const v = buildView(state, seat, false);
  const p = v.active ?? 0;
  const me = v.positions[p];
  const team = v.teams[teamOf(p)];
  switch (move.type) {
    case "cancelSkip":
      return hinted(move, "cancel", "Cancel the red pawn with your joker: keep your turn.");
    case "acceptSkip":
      return hinted(move, "accept", "No joker in your hand: accept the missed turn.");
    case "drawFive":
      return hinted(move, "draw-five", "Your hand is empty: take five new cards.");
    case "endTurn":
      return hinted(move, "end-turn", "Your hand is empty and nothing fits: end the turn.");
    case "pass":
      if (move.card === undefined || team.phase === "endgame")
        return hinted(move, "pass-top", "Nothing fits: lay your draw pile's top card open.");
      return team.openLimit !== null && (me?.open.length ?? 0) >= team.openLimit
        ? hinted(
            move,
            "pass-penalty",
            "Your open cards are full: pass the card least likely needed.",
          )
        : hinted(move, "pass", "Pass the card most likely to be played from the open cards.");
    case "play": {
      const info = cardInfo(move.card);
      const pile = v.piles[SLOTS.indexOf(move.slot)] ?? null;
      if (team.queue?.[0] === move.card)
        return hinted(move, "top", "Play your draw pile's top card: each one is progress.");
      if (topRank(pile) === null)
        return hinted(move, "start", "Start the empty pile where the longest run follows.");
      if (info.wild) return hinted(move, "wild", "Use the wild card now: it unblocks this pile.");
      if (info.rank === TEN)
        return hinted(move, "ten", "Play the ten: the next opponent misses a turn.");
      if (me?.open.includes(move.card) || !(me?.hand ?? []).includes(move.card))
        return hinted(move, "open", "Play the open card first: it frees a place.");
      return hinted(move, "fits", "This card fits the pile: play what fits.");
    }
  }
}

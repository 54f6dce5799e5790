/**
 * A learning game's hint for a Mazzo seat (core/hint.ts): the normal computer's move (bot.ts,
 * which reads the seat's view only) with the reason in words, told apart from that same view:
 * which step it is, whether the hand holds the ability asked, whether it holds the Mazziere.
 */
import type { Seat } from "../../core/game";
import { hintWriter, type Hint } from "../../core/hint";
import { bot } from "./bot";
import { DECKS, has, isMazziere } from "./cards";
import type { AbilityId, CardDef, MazzoMove, MazzoState } from "./types";
import { view } from "./view";

const hinted = hintWriter<MazzoMove>("mazzo");

/** The hint for `seat`, which is to act. */
export function hint(state: MazzoState, seat: Seat): Hint<MazzoMove> {
  const move = bot(state, seat);
  const v = view(state, seat);
  const deck = DECKS[v.options.deck];
  const hand = (v.seats[seat === 1 ? 1 : 0].hand ?? []).map((id) => deck.byId.get(id) as CardDef);
  const ability = v.table.ability as AbilityId | null;
  const holds = (c: CardDef) =>
    ability !== null && has(c, ability, v.options.mazziereHasNoAbilities);
  switch (move.type) {
    case "attack":
      return isMazziere(deck.byId.get(move.card) as CardDef)
        ? hinted(move, "attack-mazziere", "Lead the Mazziere now: every other attack looks lost.")
        : hinted(
            move,
            "attack",
            "Attack with this card and ability: the one least likely to be beaten.",
          );
    case "faceUp":
      return hinted(move, "face-up", "Answer face up: your card likely wins this clash.");
    case "deny":
      return hand.some(holds)
        ? hinted(
            move,
            "bluff",
            "Bluff with a cheap card: your cards with this ability would lose anyway.",
          )
        : hinted(move, "deny", "Say you don't have it: no card in your hand has this ability.");
    case "believe":
      return hand.some((c) => isMazziere(c))
        ? hinted(move, "believe-mazziere", "Believe: a failed doubt could hand over your Mazziere.")
        : hinted(move, "believe", "Believe: from the cards you have seen, a lie is unlikely.");
    case "doubt":
      return hinted(move, "doubt", "Doubt: from the cards you have seen, a lie is likely.");
    case "take":
      return hinted(move, "take", "Take the two most valuable cards, the Mazziere first.");
  }
}

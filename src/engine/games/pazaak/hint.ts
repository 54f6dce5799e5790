/**
 * A learning game's hint for a Pazaak seat (core/hint.ts): the normal computer's move with the
 * reason in words. The side deck is the flexible preset (the computer's own pick draws on the
 * game's generator, which no seat may see); a turn is the normal player's choice (bot.ts reads
 * the seat's view only) and says what it leads to.
 */
import type { Seat } from "../../core/game";
import { hintWriter, type Hint } from "../../core/hint";
import { boardTotal, copyBoard, placeSide } from "./board";
import { bot } from "./bot";
import { TARGET, cardName } from "./cards";
import { PRESET_DECKS } from "./presets";
import type { PazaakMove, PazaakState } from "./types";
import { view } from "./view";

const hinted = hintWriter<PazaakMove>("pazaak");

/** The hint for `seat`, which is to act. */
export function hint(state: PazaakState, seat: Seat): Hint<PazaakMove> {
  const v = view(state, seat);
  if (v.phase === "sideDeck") {
    const flexible: PazaakMove = { type: "sideDeck", cards: [...(PRESET_DECKS.duals ?? [])] };
    return hinted(
      flexible,
      "flexible-deck",
      "The flexible deck: every card goes up or down, to save a bust or to reach 20.",
    );
  }
  const move = bot(state, seat);
  const me = v.seats[seat as 0 | 1];
  const opp = v.seats[seat === 0 ? 1 : 0];
  const total = me.total;
  if (move.type === "stand")
    return hinted(move, "stand", `Stand on ${total}: drawing again risks going over 20.`, {
      total,
    });
  if (move.type === "play") {
    const own = copyBoard(me.board);
    placeSide(own, copyBoard(opp.board), move.card, move.value, v.options);
    const to = boardTotal(own);
    return hinted(move, "card", `Play ${cardName(move.card)}: it brings you to ${to}.`, { to });
  }
  if (total > TARGET)
    return hinted(move, "bust", `At ${total} no card in your hand saves this turn: end it.`, {
      total,
    });
  return hinted(
    move,
    "draw",
    `End the turn and draw again: ${total} is low enough to risk another card.`,
    { total },
  );
}

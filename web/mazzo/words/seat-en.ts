/**
 * The words only a seated player's Mazzo table shows: the hand, its choices and the tip (Hand.tsx,
 * Tip.tsx), in English, the reference: a pack of their own, joined to the table's (en.ts) but
 * loaded apart in a replay embed, with the seat's part (words/seat.ts): a replay that opens at the
 * game's end carries none of them. Italian and Dutch have exactly these keys.
 */
export const words = {
  mz_hint_attack: "Pick a card, then the ability you attack with.",
  mz_hint_secret: "One card each: pick your ability; it stays secret until the reveal.",
  mz_hint_respond: "Pick a card: answer face up with {ability}, or say “I don’t have it”.",
  mz_attack_with: "Attack with {card} using:",
  mz_answer_with: "Answer with {card}",
  mz_face_up_btn: "Answer face up",
  mz_deny_btn: "“I don’t have it”",
  mz_answer_help: "Face up, {card} clashes on {ability}. Or deny, and risk a doubt.",
  mz_deny_help: "{card} goes face down. If you are doubted, your whole hand is shown.",
  mz_believe: "Believe",
  mz_doubt: "Doubt",
  mz_deny_pick: "Pick the card to put face down.",
  mz_tip_ok: "Got it",
  mz_help_card:
    "Attack with one of its abilities; best at {ability} ({value}). The higher value wins a clash.",
  mz_help_mazziere:
    "Il Mazziere has every ability and wins every clash. If your rival draws it blindly after a wrong doubt, they win at once.",
  mz_help_mazziere_none:
    "Il Mazziere has no ability at this table, but wins every clash. It can only attack as your last card.",
  mz_help_tie: "On equal loot, the player with it in their loot wins.",
  mz_tip_attack: "Your rival must answer with that ability or say “I don’t have it”.",
  mz_tip_answer:
    "Face up, the higher value takes both cards. Or say “I don’t have it” with any card face down, even as a bluff.",
  mz_tip_judge:
    "Believe: the cards clash. Doubt: their hand is shown; a lie costs them two cards, the truth costs you two.",
  mz_tip_loot: "A turn’s winner takes both cards as loot; the bigger loot wins.",
};

/** The shape of this pack in every language. */
export type MazzoSeatWords = Record<keyof typeof words, string>;

/**
 * The words only a seated player's Mazzo table shows: the hand, its choices and the tip (Hand.tsx, Tip.tsx), in English, the
 * reference: a pack of their own, loaded with the seat's part (words/seat.ts), so a spectator's
 * embed and a replay embed that opens at the game's end carry none of them. Italian and Dutch
 * have exactly these keys.
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
};

/** The shape of this pack in every language. */
export type MazzoSeatWords = Record<keyof typeof words, string>;

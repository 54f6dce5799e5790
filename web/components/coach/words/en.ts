/**
 * The words of "why not?" and of learning games' hints in English, the reference (../why.ts,
 * ../Learning.tsx). A word pack (i18n/index.ts) loaded with the bubble or the hint, so a table's
 * first download does not carry it. `why_{code}` words a rule code of the engine (`rule/…`,
 * its `/` and `-` made `_`), `why_{game}_{code}` a game's own meaning of a shared code; in
 * English the bubble shows the engine's own sentence, and these are the reference for the
 * other languages. `hint_{code}` words a hint's reason. Italian and Dutch have exactly these keys.
 */
export const words = {
  why_not: "Why not?",
  why_playable: "This move can be played now.",
  learning_badge: "A learning game: hints on",
  hint: "Hint",
  hint_waiting: "A hint comes when it is your turn.",
  hint_move: "The computer would make the marked move.",
  hint_pazaak_flexible_deck:
    "The flexible deck: every card goes up or down, to save a bust or to reach 20.",
  hint_pazaak_stand: "Stand on {total}: drawing again risks going over 20.",
  hint_pazaak_draw: "End the turn and draw again: {total} is low enough to risk another card.",
  hint_pazaak_card: "Play the marked card: it brings you to {to}.",
  hint_pazaak_bust: "At {total} no card in your hand saves this turn: end it.",
  why_rule_not_your_turn: "It is not your turn.",
  why_rule_game_over: "The game is over.",
  why_rule_not_in_hand: "That card is not in your hand.",
  why_rule_wrong_step: "That move belongs to another step of the turn.",
  why_rule_illegal_card: "The rules do not let this card be played now.",
  why_rule_side_card_already_played: "Only one side card may be played per turn.",
  why_rule_board_full: "Your board is full.",
  why_rule_side_deck_already_chosen: "You have already chosen your side deck.",
  why_rule_choose_side_deck_first: "Both players must choose their side decks first.",
  why_rule_bad_value: "Choose a value this card allows.",
  why_mattazza_rule_illegal_card:
    "You must follow the suit that was led, or play a trump when you cannot (the Matto may always be played).",
  why_rule_give_first: "First give the trick winner a card for your Matto.",
  why_rule_eliminated: "You have been eliminated and sit out the rest of the match.",
  why_rule_not_now: "Call for help on your turn to play, not during the Fool's exchange.",
  why_rule_already_called: "You have already called for help in this hand.",
  why_rule_bad_target: "Call for help against another player at the table.",
  why_rule_nothing_to_give: "There is no Fool's exchange to settle now.",
  why_rule_not_in_pile: "That card is not in your trick pile.",
  why_rule_matto_not_a_gift: "You keep the Matto; give a card you won instead.",
  why_rule_must_give_counting:
    "Your pile holds a counting card: the gift must be one that raises the winner's score.",
  why_mazzo_rule_illegal_card:
    "This card does not have the ability asked: answer face up only with a card that has it, or say you don't have it.",
  why_rule_unknown_ability: "This deck has no such ability.",
  why_rule_same_card_twice: "Take two different cards.",
  why_rule_not_in_revealed_hand: "That card is not in the revealed hand.",
  why_mazzeltof_rule_illegal_card: "This card does not fit on that pile: it needs the next rank.",
  why_rule_card_not_available:
    "You do not have this card: play from your hand, your or your partner's open cards.",
  why_rule_not_your_card: "This is an open card of your opponents; only they may play it.",
  why_rule_not_top: "Only the top card of your face-up draw pile can be played.",
  why_rule_wrong_colour: "That pile takes only cards of its colour.",
  why_rule_rank_needed: "Say which rank (3 to K) this card stands for when it starts a pile.",
  why_rule_bad_rank: "A new pile starts with a rank from 3 to K.",
  why_rule_ace_cannot_start: "A pile cannot be started with an ace: it would be complete at once.",
  why_rule_decide_pawn_first:
    "The red pawn is on your draw pile: first cancel it with your joker or accept the missed turn.",
  why_rule_joker_due:
    "You cancelled the red pawn with your joker: play that joker onto a pile before you pass.",
  why_rule_no_pawn: "There is no red pawn on your draw pile to decide about.",
  why_rule_no_joker: "Only a joker already in your hand can cancel the red pawn.",
  why_rule_must_pass: "Your turn ends by passing a card.",
  why_rule_hand_not_empty: "You may take five new cards only once your hand is empty.",
  why_rule_nothing_to_draw: "No cards are left above the reserve to draw.",
  why_rule_pass_top: "In the endgame you pass the top card of your draw pile.",
  why_rule_endgame_pass:
    "In the endgame there is no drawing: each turn ends by laying the top card of your draw pile open.",
  why_rule_pass_card_needed: "Say which card from your hand you pass.",
};

/** The keys of the pack. */
export type CoachWords = typeof words;

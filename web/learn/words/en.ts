/**
 * The lesson page's words in English, the reference (prefix ls_): the page (`ls_…`), refusals
 * by code (`ls_rule_…`, the engine's own sentence in the reader's language) and each lesson's
 * one-line notes (`ls_{game}_…`, named by src/engine/lessons/{game}.ts). Italian and Dutch have
 * these keys.
 */
export const words = {
  ls_title: "Learn {game}",
  ls_lead:
    "A short game against the computer: you make every move, one line tells you what and why.",
  ls_loading: "Setting the table…",
  ls_failed: "The lesson could not load: {message}",
  ls_progress: "Move {n} of {total}",
  ls_other: "That is allowed, but not this lesson's move: read the line above and try again.",
  ls_refused: "Not allowed: {reason} Try again.",
  ls_done: "Lesson done",
  ls_next: "Now a real game:",
  ls_friend: "Play a friend",
  ls_computer: "Play the computer",
  ls_rules: "Read every rule of {game}",
  ls_player: "Player",
  ls_computer_one: "Computer",
  ls_computer_n: "Computer {n}",
  ls_rule_illegal_card: "that card may not be played now.",
  ls_rule_not_your_turn: "it is not your turn.",
  ls_rule_not_in_hand: "that card is not in your hand.",

  ls_pazaak_intro:
    "Get closer to 20 than the computer without going over. Three sets win a match; this lesson plays two.",
  ls_pazaak_deck:
    "First your side deck: pick the ready-made Balanced deck (+1 to +5, −1 to −5), then Use these 10.",
  ls_pazaak_draw:
    "You drew a 4, and four side cards came to your hand. Low total: end your turn to draw again.",
  ls_pazaak_low: "7 is far from 20. End your turn again.",
  ls_pazaak_stood: "The computer stands on 17: it draws no more. At 9, keep drawing.",
  ls_pazaak_beat: "16 loses to 17. Draw once more: if you go over 20, a minus card can save you.",
  ls_pazaak_save: "23 is over 20! Play your −3 card: 20 beats 17 and wins the set.",
  ls_pazaak_set2:
    "One set to you. A new set, and you drew a 4; your hand keeps its three cards. End your turn.",
  ls_pazaak_keep: "8. End your turn: side cards are few, keep them for when they count.",
  ls_pazaak_eleven: "11. End your turn and draw.",
  ls_pazaak_gamble: "19 against the computer's 20: standing loses, so draw again. End your turn.",
  ls_pazaak_bust:
    "26: over 20, and −2 cannot bring it back. End your turn: this set goes to the computer.",
  ls_pazaak_outro:
    "One set each. You know the game: draw, stand at the right time, and save a bust with a side card.",

  ls_mazzo_intro:
    "Attack with a face-down character and one of its abilities; the other answers face up or says “I don't have it”. The higher value wins both cards.",
  ls_mazzo_1:
    "The computer attacks with Speed, and none of your cards has it: pick Il Soldato and say “I don't have it”.",
  ls_mazzo_2:
    "Your attack: pick Il Negromante and attack with Magic 5, the highest value a card has.",
  ls_mazzo_3:
    "Cunning attacks. Il Mazziere has every ability and wins every clash: answer face up with it.",
  ls_mazzo_4: "Attack with Il Guardiano's Endurance 5.",
  ls_mazzo_5:
    "Strength attacks, and Il Balestriere has Strength 1: answer face up. Denying would be a bluff, and a caught bluff costs two cards.",
  ls_mazzo_6: "Attack with Il Barbaro's Strength 4.",
  ls_mazzo_7:
    "The computer says it has no Strength. Believe it: its face-down card counts 0 and you win the clash.",
  ls_mazzo_8: "Cunning attacks: Il Brigante has Cunning 3, answer face up with it.",
  ls_mazzo_outro:
    "Loot 8 to 6 for you: the larger loot wins when the cards run out. With one card each, the last clash plays itself.",

  ls_mazzeltof_intro:
    "Build the red, mix and black piles up one rank at a time; the first to play away their whole draw pile wins.",
  ls_mazzeltof_1:
    "No natural next card fits, and the joker and the 2 are wilds to keep: lay the 8 of diamonds open to end your turn.",
  ls_mazzeltof_2:
    "You drew two. The mix pile takes any colour and needs a 7: play the 2 of spades, a wild for the next rank.",
  ls_mazzeltof_3: "Now the mix needs an 8: play your open 8 of diamonds from the table.",
  ls_mazzeltof_4: "A 9 next: the joker stands for it.",
  ls_mazzeltof_5:
    "Play the 10 of spades. A 10 hands the red pawn on: the computer misses its turn, unless it has a joker.",
  ls_mazzeltof_6: "The jack of spades makes 11.",
  ls_mazzeltof_7: "The queen of hearts makes 12.",
  ls_mazzeltof_8: "The king of spades makes 13: an ace would complete the pile.",
  ls_mazzeltof_9: "Nothing else fits: lay the 4 of clubs open to end your turn.",
  ls_mazzeltof_10:
    "The computer cancelled your pawn with its joker, then played a 10: the red pawn is yours, and with no joker you miss this turn.",
  ls_mazzeltof_outro:
    "Play on, pass a card open, and watch for the 10s: the first to empty their draw pile wins.",

  ls_mattazza_intro:
    "Mattazza is won by scoring little: the highest score loses, and so does anyone with no trick. Here, one hand of ten tricks.",
  ls_mattazza_1:
    "A trump was led, and you hold trumps: you must play one. The lit cards are the legal ones; give Moro 1, your weakest.",
  ls_mattazza_2: "Spade was led: follow suit with your only Spade, the 10 di Spade.",
  ls_mattazza_3:
    "Coppe was led: you must follow Coppe. Take one trick at least: the Regina di Coppe wins this one.",
  ls_mattazza_4:
    "You took the trick, so you lead. Lead the Asso di Denari: it beats Denari's numbers.",
  ls_mattazza_5: "Your lead again. Lead the 10 di Bastoni: a trump will take it from you.",
  ls_mattazza_6:
    "Spade was led and you have no Spade left: you must play a trump. The 10 Ruota wins.",
  ls_mattazza_7: "You lead. The Asso di Coppe: the computer trumps it.",
  ls_mattazza_8: "No Denari: you must trump, and your last trump, the 5 Amore, goes.",
  ls_mattazza_9: "Lead the 9 di Bastoni.",
  ls_mattazza_10:
    "No Spade and no trump: now any card is legal. Play your last, the Regina di Bastoni.",
  ls_mattazza_outro:
    "The hand is scored: the highest score took a mark, not you. Six marks lose the match.",
};

/** The lesson page's words (`en.ts` is the reference). */
export type LearnWords = typeof words;

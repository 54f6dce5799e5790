/**
 * The home page's words in English, the reference (hero, the games' pitches, "your games on
 * this device"): a word pack of its own (index.ts), so the home page does not carry the words
 * of the share, join and players pages, which load both packs. Italian and Dutch have exactly
 * these keys.
 */
export const words = {
  hero_title: "Card games with friends, by sending a link",
  hero_lead:
    "No accounts, no app. Play live in five minutes, or one move a day for weeks. Anyone can watch.",
  hero_step1: "Pick a game",
  hero_step2: "Send each friend their link",
  hero_step3: "Play, now or whenever",
  status_over: "Finished",
  status_waiting: "Waiting",
  versus: "with {names}",
  seat_open: "an empty seat",
  my_games: "Your games on this device",
  choose_game: "Choose a game",
  tagline: "card games with friends, by link",
  players_n: "{n} players",
  how_to_play: "The game in short",
  play_game: "Play {game}",
  learn_link: "Learn it by playing: a short lesson",
  pitch_pazaak:
    "Blackjack's smarter cousin: get closer to 20 than your rival, with four secret cards to save you.",
  pitch_mazzo:
    "A duel of bluffs: claim your character has the ability, and dare your rival to doubt it.",
  pitch_mattazza:
    "A Bolognese tarot trick-taking game: take at least one trick, but as few points as you can.",
  pitch_mazzeltof:
    "A race to empty your team's pile onto three shared stacks, from three up to ace.",
  how_pazaak:
    "Build a 10-card side deck; four random ones become your hand for the whole match. Each turn you draw a green card onto your board, may play one hand card (+, −, or ± as you choose), then end your turn or stand. Over 20 at the end of your turn is a bust. Highest total wins the set; first to three sets wins.",
  how_mazzo:
    "Each turn one player attacks by naming an ability; the defender answers with a card that has it, or says “I don't have it”. The attacker may doubt: a caught bluff costs the card. The Mazziere always wins. Hands refill to three; the bigger loot pile wins.",
  how_mattazza:
    "3 to 6 players, each for themselves, ten cards each from the 62-card Bolognese tarot. Follow suit, else trump. Counting cards score per trick; the player who takes no trick loses, otherwise the highest score does.",
  how_mazzeltof:
    "Two teams (or two players) each with a draw pile. Build the red, black and mixed piles upward from 3 to ace; 2s and jokers are wild, 10s skip the next player. Keep at most five open cards. The team whose draw pile empties first wins.",
  mg_turn_of: "{name}'s turn",
  mg_score: "· {score}",
  mg_score_mazzeltof_red: "Red\u00a0{red}\u00a0– Blue\u00a0{blue}",
  mg_score_mazzeltof_blue: "Blue\u00a0{blue}\u00a0– Red\u00a0{red}",
  mg_remove: "Remove {game} with {names} from this list",
  mg_remove_title: "Remove this game?",
  mg_remove_text:
    "This device forgets its seat in the game. You can only come back with your personal link.",
  mg_remove_button: "Remove",
  // My games on any device (components/corresp/GamesKey.tsx).
  links_home: "Games on another device? Get links to them by email",
};

/** The shape of this pack in every language. */
export type HomeWords = Record<keyof typeof words, string>;

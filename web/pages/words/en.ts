/**
 * The words of the pages around the tables (home, create, share, join) in English, the
 * reference: a word pack (i18n/index.ts) loaded with those pages, so a table page does not
 * carry them. Italian and Dutch have exactly these keys.
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
  tagline: "card games with friends, by link",
  title_share: "Send the links",
  title_join: "You're invited",
  seat_open: "an empty seat",
  my_games: "Your games on this device",
  choose_game: "Choose a game",
  players_n: "{n} players",
  how_to_play: "The game in short",
  play_game: "Play {game}",
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
  creating: "Shuffling…",
  share_title: "Send the links",
  share_lead: "Each friend gets their own link: it gives them their seat, once.",
  share_missing: "The invitations of this game are on the device that created it.",
  share_text: "Play {game} with me on Tavolo",
  invite_for: "Link for seat {n}",
  invite_taken: "{name} has taken this seat: the link is used up.",
  qr_of: "QR code of the link for seat {n}",
  your_link_keep: "Keep this link: it is your seat. Open it on any device to continue the game.",
  spectator_link: "Spectator link",
  spectator_help: "Anyone with this link can watch, without seeing your hands.",
  go_to_table: "Go to the table",
  join_title: "You're invited to play",
  join_lead: "Pick the name the others will see, and take your seat.",
  join_button: "Take my seat",
  joining: "Taking the seat…",
  join_already: "This device already has a seat in this game.",
  join_continue: "Continue there",
  seat_taken: "This seat is already taken.",
  seat_taken_help: "Someone has already used this invitation. You can still watch the game.",
  your_name: "Your name",
  name_placeholder: "e.g. Anna",
  players: "Players",
  seats_help:
    "Send an open seat a new link, or give the seat of a player who has gone to someone else.",
  seat_not_taken: "not taken yet",
  new_invite: "New invitation link",
  new_invite_help: "The seat's previous invitation link stops working.",
  new_invite_for: "New link for seat {n}",
  issuing: "Making a new link…",
  replace_player: "Replace this player…",
  replace_title: "Replace {name}?",
  replace_text:
    "{name}'s link will stop working and {name} loses the seat. Whoever opens the new invitation link takes it; the game carries on where it is.",
  replace_button: "Replace {name}",
  rules_title: "How to play {game}",
  rules_missing: "The rules of this game are not written yet.",
  join_invites: "{name} invites you to {game}",
  join_invites_anon: "You're invited to {game}",
  join_seated: "At the table: {names}",
  join_seated_computer: "{name} (computer)",
  invite_invalid: "This invitation no longer works.",
  invite_invalid_help:
    "The game's creator may have sent a new link for this seat. You can still watch the game.",
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
export type PagesWords = Record<keyof typeof words, string>;

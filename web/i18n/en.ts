/**
 * English: the reference dictionary. Every other language has exactly these keys (the
 * `Messages` type makes a missing or extra key a type error). `{name}` marks a placeholder.
 */
export const en = {
  // Chrome
  skip: "Skip to content",
  home: "Home",
  language: "Language",
  theme_dark: "Switch to dark theme",
  theme_light: "Switch to light theme",
  footer: "Tavolo · card games by link · no accounts, no ads",
  privacy: "Privacy: what we keep",
  err_offline: "The server cannot be reached. Check your connection.",
  err_http: "The server answered {status}. Please try again.",
  not_found: "This page does not exist.",
  loading: "Dealing the table…",
  load_failed: "The table could not be loaded",
  game_not_found: "No game at this link",
  coming_soon: "Coming soon",
  you: "you",
  cancel: "Cancel",
  copy: "Copy",
  copied: "Copied",
  share: "Share",
  online: "online",
  offline: "away",

  // Home
  game_pazaak: "Pazaak",
  game_mazzo: "Mazzo",
  game_mattazza: "Mattazza",
  game_mazzeltof: "MazzelTof",

  // Create
  computer: "The computer",
  // A computer's level, a small line under its name on the table (web/player-name.ts).
  level_easy: "easy",
  level_normal: "normal",
  level_strong: "strong",

  // Share, join, links, no game: their words are a pack of their own (components/links-words).

  // Game page
  your_turn: "Your turn",
  conn_lost: "Connection lost, reconnecting…",
  spectating: "You are watching this game",
  seat_waiting: "Seat {n}",
  seat_n: "seat {n}",
  waiting_join: "Waiting for {names} to join.",
  show_invites: "Show the invitations",
  last_move: "last move {when}",
  created_when: "created {when}",
  just_now: "just now",

  // Pazaak
  banner_theirTurn: "{name}'s turn",
  banner_youWin: "You win the match!",
  chip_turn: "to play",
  hand_count: "{n} cards in hand",
  hand_empty: "No hand cards left",
  your_hand: "Your hand",

  // pages and words
  hand_count_one: "{n} card in hand",
  rules_link: "How to play {game}",
  // table parts
  sound_turn: "Sound when it's your turn",
  sound_on: "Turn sound: on",
  sound_off: "Turn sound: off",
  more_title: "Share this game, email me, players",
  more_title_watch: "Share this game",
  // The move log every table shows (web/components/MoveLog.tsx).
  log_title: "Moves",
  table_resign: "Resign",
  // A seat's forced moves played for it (web/components/AutoplaySwitch.tsx).
  autoplay_forced: "Play my forced moves for me",
  autoplay_hint:
    "When you have only one possible move, it is played for you after a moment, as you would. Nobody else can tell.",
  autoplay_played: "Your last move was played for you: it was your only possible move.",
  autoplay_played_order: "Your last move was played for you by your standing order.",
  // The button that opens a seat's standing orders (web/components/orders/LazyOrders.tsx).
  orders_open: "Standing orders…",
  // Stepping back through earlier moves (web/replay/StepBack.tsx): the table page's button.
  step_back: "Step back through earlier moves",
  // The audience (web/live.ts, components/LiveNotice.tsx): a watcher without a live place.
  conn_blocked: "No live connection here: updated every few seconds.",
  conn_polling: "Many watchers: a bit behind.",
};

/** The shape every dictionary has. */
export type Messages = Record<keyof typeof en, string>;

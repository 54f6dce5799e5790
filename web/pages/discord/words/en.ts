/** The words of the Discord Activity's entry page (web/pages/discord/), English, the reference. */
export const words = {
  dc_outside: "This page opens inside Discord: start Tavolo's Activity in a voice channel or chat.",
  dc_not_set_up:
    "Tavolo's Discord Activity is not set up on this server yet: its operator has not given it the application's key.",
  dc_refused: "Discord's signature did not check out: close Tavolo in Discord and start it again.",
  dc_failed: "Tavolo could not start: {message}",
  dc_hello: "Tavolo in Discord",
  dc_start:
    "Start a game for everyone in this Activity: pick one. Friends who join sit down at it.",
  dc_join_title: "A game is on in this Activity",
  dc_join_lead: "Take a free seat, or watch.",
  dc_sit: "Take a seat",
  dc_watch: "Watch",
  dc_full: "Every seat is taken: you can watch the game.",
  dc_my_games: "My games",
  dc_key_label: "Bring your games from another device: paste its games key link",
  dc_key_button: "Bring them here",
};

/** The shape of this pack in every language. */
export type DiscordWords = Record<keyof typeof words, string>;

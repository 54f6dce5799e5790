/** The words of the Telegram Mini App's entry page (web/pages/telegram/), English, the reference. */
export const words = {
  tg_loading: "Opening Tavolo in Telegram…",
  tg_outside: "This page opens inside Telegram. Open Tavolo from its bot in Telegram.",
  tg_not_set_up:
    "Tavolo's Telegram app is not set up on this server yet: its operator has not given it a bot token.",
  tg_refused: "Telegram's signature did not check out: close Tavolo in Telegram and open it again.",
  tg_failed: "Tavolo could not start: {message}",
  tg_hello: "Hello {name}",
  tg_start: "Start a game: pick one, then send your friends their links.",
  tg_open_web: "Open Tavolo in the browser",
  tg_my_games: "My games",
  tg_key_label: "Bring your games from another device: paste its games key link",
  tg_key_button: "Bring them here",
};

/** The shape of this pack in every language. */
export type TelegramWords = Record<keyof typeof words, string>;

/**
 * The words of a game address's later parts in English, the reference: the links panel under
 * the table (GameLinks), the share and join pages, and the pages of an address with no game or
 * a seat link that no longer gives a seat. A word pack (i18n/index.ts) loaded with those
 * parts' chunks, so a table's first download does not carry them. Italian and Dutch have
 * exactly these keys.
 */
export const words = {
  copy_link: "Copy link",
  your_link: "Your personal link",
  copy_personal: "Copy my personal link",
  watch_game: "Watch the game",
  personal_title: "Play on another device",
  token_gone_title: "This link no longer gives a seat in this game",
  token_gone_help:
    "The game's creator may have given this seat to someone else. You can still watch the game.",
  links_watch_title: "Share this game",
  links_watch_help: "The link to watch: whoever opens it sees the table, never your hand.",
  links_watch_share: "Watch my game of {game} on Tavolo",
  personal_warning:
    "This link is your seat: whoever opens it plays in your place. Open it only on your own devices and never send it to anyone.",
  no_game_title: "There is no game at this address",
  no_game_help:
    "The link may be mistyped or cut short. Ask whoever sent it for the link again, or start a game of your own.",
  no_game_home: "Go to the home page",
  download_title: "Download this game",
  download_help: "A file with every move of this game as you saw it, to keep.",
  download_failed: "The download did not work. Try again in a moment.",
};

/** The keys of the pack. */
export type LinksWords = typeof words;

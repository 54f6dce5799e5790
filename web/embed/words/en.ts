/**
 * The embedded pages' words in English, the reference (prefix em_): the spectator view and the
 * game against the computer that a blog puts in an iframe. Italian and Dutch have these keys.
 */
export const words = {
  em_open: "Open on Tavolo",
  em_live: "Live",
  em_try_title: "Play {game} against the computer",
  em_try_help: "A whole game, right here in the page. No account, nothing to install.",
  em_try_start: "Deal me in",
  em_try_starting: "Dealing…",
  em_try_failed: "The game could not start: {message}",
  em_try_again: "Play again",
  em_level: "The computer plays",
  em_level_easy: "Easy",
  em_level_normal: "Normal",
  em_level_strong: "Strong",
  em_friend: "Play with a friend instead",
  // The reader's name in the sentences ("Guest busts at 23"): a pronoun would need a verb form
  // of its own in every sentence; the table marks the seat as the reader's anyway.
  em_you: "Guest",
  em_no_game: "There is no game at this address.",
  em_bad_address: "This embedded page's address names no game.",
  em_new_tab: "(opens Tavolo)",
  // Honest live state of a watched game (the embed's badge): live, or catching up.
  em_catching_up: "Catching up…",
};

/** The keys of the pack. */
export type EmbedWords = typeof words;

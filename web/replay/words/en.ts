/**
 * The replay player's words in English, the reference (prefix rp_): what the replay page and
 * the replay embed share (web/replay/Player.tsx, ReplayEmbed.tsx); the page's own words are in
 * ../page-words. Italian and Dutch have these keys.
 */
export const words = {
  rp_title: "Replay: {game}",
  // A replayed table's time (components/LastMove.tsx), a date: nobody is waiting.
  rp_played: "played {when}",
  rp_started: "started {when}",
  rp_not_over: "This game is not over yet: its replay opens when it ends.",
  rp_first: "First move",
  rp_back: "Previous move",
  rp_play: "Play",
  rp_pause: "Pause",
  rp_forward: "Next move",
  rp_last: "Last move",
  rp_step: "Move {n} of {total}",
  rp_deal: "The deal, before any move",
  rp_by: "played by {name}",
  rp_jump: "Jump to",
  rp_open_tavolo: "Open on Tavolo",
  rp_new_tab: "(opens Tavolo)",
  rp_bad_address: "This address names no game.",
};

/** The keys of the pack. */
export type ReplayWords = typeof words;

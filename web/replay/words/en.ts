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
  rp_set: "Set {n}",
  rp_hand: "Hand {n}",
  rp_trick: "Hand {h}, trick {n}",
  rp_round: "Turn {n}",
  rp_pile: "Pile {n} completed",
  rp_view: "Cards shown",
  rp_all: "Every hand face up",
  rp_as: "As {name} saw it",
  rp_watch: "As a spectator saw it",
  rp_no_cards: "no cards",
  rp_copy: "Copy link to this move",
  rp_keys: "Keys: ← →, Home, End; Space plays. Or swipe the table.",
  rp_open_tavolo: "Open on Tavolo",
  rp_new_tab: "(opens Tavolo)",
  rp_bad_address: "This address names no game.",
};

/** The keys of the pack. */
export type ReplayWords = typeof words;

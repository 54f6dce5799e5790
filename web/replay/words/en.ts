/**
 * The replay's words in English, the reference (prefix rp_): the replay page and embed
 * (web/replay/) and stepping back during a game (StepBack.tsx). Italian and Dutch have these keys.
 */
export const words = {
  rp_title: "Replay: {game}",
  rp_checking: "Checking the deal…",
  rp_ok:
    "Fair deal: the revealed seed matches the commitment published at the start, and every move replays to the final table.",
  rp_bad: "This replay does not check out, so it is not shown.",
  rp_bad_seed: "The revealed seed does not match the commitment published at the start.",
  rp_bad_moves: "The moves do not replay to the final table ({problem}).",
  rp_not_over: "This game is not over yet: its replay opens once it ends.",
  rp_to_table: "Back to the table",
  rp_failed: "The replay could not load: {message}",
  rp_controls: "Replay controls",
  rp_first: "First move",
  rp_back: "Previous move",
  rp_play: "Play",
  rp_pause: "Pause",
  rp_forward: "Next move",
  rp_last: "Last move",
  rp_step: "Move {n} of {total}",
  rp_deal: "The deal, before any move",
  rp_by: "played by {name}",
  rp_scrub: "Move",
  rp_jump: "Jump to",
  rp_set: "Set {n}",
  rp_hand: "Hand {n}",
  rp_trick: "Hand {h}, trick {n}",
  rp_round: "Round {n}",
  rp_pile: "Pile {n} completed",
  rp_view: "Cards shown",
  rp_all: "Every hand face up",
  rp_as: "As {name} saw it",
  rp_watch: "As a spectator saw it",
  rp_hands: "Every hand",
  rp_no_cards: "no cards",
  rp_copy: "Copy link to this move",
  rp_keys:
    "Keys: ← and → step, Home and End jump to the ends, Space plays or pauses. Swipe the table on a phone.",
  rp_open: "Replay this game",
  rp_history: "Step back",
  rp_history_title: "Earlier moves",
  rp_history_at: "Move {n} of {total}, as you saw it then.",
  rp_history_at_watch: "Move {n} of {total}, as spectators saw it then.",
  rp_history_now: "Back to now",
};

/** The keys of the pack. */
export type ReplayWords = typeof words;

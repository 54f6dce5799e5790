/**
 * The replay page's own words in English, the reference (prefix rp_): the deal's check, the
 * page's links and stepping back on the table (StepBack.tsx); the player's words, which the
 * replay embed needs too, are in ../words. Italian and Dutch have these keys.
 */
export const words = {
  rp_checking: "Checking the deal…",
  rp_ok:
    "Fair deal: the revealed seed matches the commitment published at the start, and every move replays to the final table.",
  rp_bad: "This replay does not check out, so it is not shown.",
  rp_bad_seed: "The revealed seed does not match the commitment published at the start.",
  rp_bad_moves: "The moves do not replay to the final table ({problem}).",
  rp_to_table: "Back to the table",
  rp_failed: "The replay could not load: {message}",
  rp_open: "Replay this game, move by move",
  rp_history_title: "Earlier moves",
  rp_history_at: "Move {n} of {total}, as you saw it then.",
  rp_history_at_watch: "Move {n} of {total}, as spectators saw it then.",
  rp_history_now: "Back to now",
};

/** The keys of the pack. */
export type ReplayPageWords = typeof words;

/**
 * The replay's choices in English, the reference (prefix rp_): the jumps, whose view, the
 * link and the keys, and every hand face up (web/replay/More.tsx: under the step controls, below
 * a replay embed's fold, they load when the reader gets near). Italian and Dutch have these keys.
 */
export const words = {
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
};

/** The keys of the pack. */
export type MoreWords = typeof words;

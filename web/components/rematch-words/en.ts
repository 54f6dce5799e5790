/**
 * The rematch's words in English, the reference: the offer, the button and how long the finished
 * game stays (components/Rematch.tsx, Expiry.tsx). A word pack (i18n/index.ts) loaded with the
 * rematch's chunk when a finished game shows it (LazyRematch), so a table's first download does
 * not carry them. Italian and Dutch have exactly these keys.
 */
export const words = {
  rematch: "Rematch",
  rematch_join: "Accept the rematch",
  watch_rematch: "Watch the rematch",
  rematch_offer: "{name} offers a rematch",
  rematch_offered: "A rematch is waiting for you",
  rematch_yours: "You offered a rematch. Waiting for {names}.",
  rematch_you_and: "You and {names} are in the rematch.",
  rematch_running: "The rematch is under way.",
  rematch_go: "Go to the rematch",
  rematch_deck: "Your last side deck will be ready.",
  expires_on: "This game, its moves and the shuffle check stay here until {date}.",
};

/** The keys of the pack. */
export type RematchWords = typeof words;

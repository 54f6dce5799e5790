/**
 * The words of Pazaak's the side-deck builder in English, the reference: a word pack (i18n/index.ts)
 * loaded with that chunk only, so no other screen downloads them. Italian and Dutch have
 * exactly these keys.
 */
export const words = {
  deck_title: "Build your side deck",
  deck_help: "Pick 10 cards. Four of them, at random, will be your hand for the whole match.",
  deck_card: "{card}, {n} of {max} chosen",
  deck_card_one: "{card}, {n} of {max} chosen",
  deck_count: "{n} / {max} chosen",
  deck_presets: "Ready-made decks",
  deck_random: "Random deck",
  deck_random_ready: "A random deck is ready: change it, or use these 10.",
  deck_confirm: "Use these 10",
  deck_yours: "Your side deck",
  deck_waiting: "Waiting for {name} to choose…",
  deck_both_ready: "Both decks are ready.",
  group_plus: "Plus",
  group_minus: "Minus",
  group_dual: "Plus or minus",
  group_special: "Specials",
  preset_last: "Your last deck",
  preset_last_idea: "The side deck you used last time on this device.",
  deck_added: "{card} added. {help}",
  deck_removed: "{card} taken out.",
  deck_full: "Your deck has 10 cards: take one out of your deck first.",
  deck_limit: "You already have every {card} the deck holds ({max}).",
  deck_strip: "Your side deck",
  deck_remove: "Take out {card}",
  deck_last_ready: "Your last side deck is ready: use it, or change it.",
  deck_strip_help: "Tap a card below to add it; tap one in your deck to take it out.",
  preset_duals: "Flexible",
  preset_duals_idea: "Every card goes up or down: the safest hand.",
  preset_balanced: "Balanced",
  preset_balanced_idea: "Five plus and five minus cards: steady both ways.",
  preset_classic: "Classic",
  preset_classic_idea: "Only plus cards: creep up on 20, with no rescue from a bust.",
};

/** The shape of this pack in every language. */
export type PazaakBuilderWords = Record<keyof typeof words, string>;

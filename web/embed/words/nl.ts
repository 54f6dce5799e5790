/** The embedded pages' words in Dutch (keys of en.ts). */
import type { EmbedWords } from "./en";

export const words: Record<keyof EmbedWords, string> = {
  em_open: "Openen op Tavolo",
  em_live: "Live",
  em_try_title: "Speel {game} tegen de computer",
  em_try_help: "Een heel spel, hier in de pagina. Geen account, niets te installeren.",
  em_try_start: "Deel mij in",
  em_try_starting: "Er wordt gedeeld…",
  em_try_failed: "Het spel kon niet beginnen: {message}",
  em_try_again: "Nog een keer",
  em_level: "De computer speelt",
  em_level_easy: "Makkelijk",
  em_level_normal: "Normaal",
  em_level_strong: "Sterk",
  em_friend: "Speel liever met een vriend",
  em_you: "Gast",
  em_no_game: "Op dit adres is geen spel.",
  em_bad_address: "Het adres van deze ingesloten pagina noemt geen spel.",
  em_new_tab: "(opent Tavolo)",
  // Honest live state of a watched game (the embed's badge).
  em_catching_up: "Bijwerken…",
};

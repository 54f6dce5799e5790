/** The words of a game address's later parts in Dutch (the keys of en.ts). */
import type { LinksWords } from "./en";

export const words: Record<keyof LinksWords, string> = {
  copy_link: "Link kopiëren",
  your_link: "Jouw persoonlijke link",
  copy_personal: "Kopieer mijn persoonlijke link",
  watch_game: "Bekijk het spel",
  personal_title: "Speel op een ander apparaat",
  token_gone_title: "Deze link geeft geen plaats meer in dit spel",
  token_gone_help:
    "Wie het spel heeft gemaakt, heeft deze plaats misschien aan iemand anders gegeven. Je kunt het spel nog wel bekijken.",
  links_watch_title: "Deel dit spel",
  links_watch_help: "De link om mee te kijken: wie hem opent ziet de tafel, nooit je hand.",
  links_watch_share: "Kijk mee met mijn spel {game} op Tavolo",
  personal_warning:
    "Deze link is jouw plaats: wie hem opent, speelt in jouw plaats. Open hem alleen op je eigen apparaten en stuur hem nooit door.",
  no_game_title: "Op dit adres is geen spel",
  no_game_help:
    "De link is misschien verkeerd getypt of afgekapt. Vraag wie hem stuurde om de link opnieuw, of begin zelf een spel.",
  no_game_home: "Naar de startpagina",
  download_title: "Download dit spel",
  download_help: "Een bestand met elke zet van dit spel zoals jij hem zag, om te bewaren.",
  download_failed: "Het downloaden is mislukt. Probeer het zo nog eens.",
};

/** The words of the Telegram Mini App's entry page, Dutch (en.ts is the reference). */
import type { TelegramWords } from "./en";

export const words: TelegramWords = {
  tg_loading: "Tavolo opent in Telegram…",
  tg_outside: "Deze pagina opent binnen Telegram. Open Tavolo via de bot in Telegram.",
  tg_not_set_up:
    "De Telegram-app van Tavolo is op deze server nog niet ingesteld: de beheerder heeft er geen bottoken aan gegeven.",
  tg_refused:
    "De handtekening van Telegram klopt niet: sluit Tavolo in Telegram en open het opnieuw.",
  tg_failed: "Tavolo kon niet starten: {message}",
  tg_hello: "Hallo {name}",
  tg_start: "Begin een spel: kies er een en stuur je vrienden hun links.",
  tg_open_web: "Open Tavolo in de browser",
  tg_my_games: "Mijn spellen",
  tg_key_label: "Haal je spellen van een ander apparaat: plak de link van zijn spellensleutel",
  tg_key_button: "Haal ze hierheen",
};

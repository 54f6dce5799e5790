/** The words of the Discord Activity's entry page, Dutch (en.ts is the reference). */
import type { DiscordWords } from "./en";

export const words: DiscordWords = {
  dc_outside:
    "Deze pagina opent binnen Discord: start de Activity van Tavolo in een spraakkanaal of chat.",
  dc_not_set_up:
    "De Discord-Activity van Tavolo is op deze server nog niet ingesteld: de beheerder heeft er de sleutel van de applicatie niet aan gegeven.",
  dc_refused:
    "De handtekening van Discord klopt niet: sluit Tavolo in Discord en start het opnieuw.",
  dc_failed: "Tavolo kon niet starten: {message}",
  dc_hello: "Tavolo in Discord",
  dc_start:
    "Begin een spel voor iedereen in deze Activity: kies er een. Vrienden die meedoen schuiven aan.",
  dc_join_title: "Er loopt een spel in deze Activity",
  dc_join_lead: "Neem een vrije plaats, of kijk mee.",
  dc_sit: "Schuif aan",
  dc_watch: "Kijk mee",
  dc_full: "Alle plaatsen zijn bezet: je kunt meekijken.",
  dc_my_games: "Mijn spellen",
  dc_key_label: "Haal je spellen van een ander apparaat: plak de link van zijn spellensleutel",
  dc_key_button: "Haal ze hierheen",
};

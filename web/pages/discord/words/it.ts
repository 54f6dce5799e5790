/** The words of the Discord Activity's entry page, Italian (en.ts is the reference). */
import type { DiscordWords } from "./en";

export const words: DiscordWords = {
  dc_outside:
    "Questa pagina si apre dentro Discord: avvia l'Attività di Tavolo in un canale vocale o in una chat.",
  dc_not_set_up:
    "L'Attività Discord di Tavolo non è ancora configurata su questo server: chi lo gestisce non le ha dato la chiave dell'applicazione.",
  dc_refused: "La firma di Discord non torna: chiudi Tavolo in Discord e avvialo di nuovo.",
  dc_failed: "Tavolo non è riuscito a partire: {message}",
  dc_hello: "Tavolo in Discord",
  dc_start:
    "Inizia una partita per tutti in questa Attività: scegline una. Gli amici che entrano si siedono al tavolo.",
  dc_join_title: "C'è una partita in corso in questa Attività",
  dc_join_lead: "Prendi un posto libero, oppure guarda.",
  dc_sit: "Siediti",
  dc_watch: "Guarda",
  dc_full: "Tutti i posti sono presi: puoi guardare la partita.",
  dc_my_games: "Le mie partite",
  dc_key_label: "Porta qui le partite di un altro dispositivo: incolla il link della sua chiave",
  dc_key_button: "Portale qui",
};

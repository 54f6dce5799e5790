/** The words of a game address's later parts in Italian (the keys of en.ts). */
import type { LinksWords } from "./en";

export const words: Record<keyof LinksWords, string> = {
  copy_link: "Copia il link",
  your_link: "Il tuo link personale",
  copy_personal: "Copia il mio link personale",
  watch_game: "Guarda la partita",
  personal_title: "Gioca da un altro dispositivo",
  token_gone_title: "Questo link non dà più un posto in questa partita",
  token_gone_help:
    "Chi ha creato la partita potrebbe aver dato questo posto a qualcun altro. Puoi comunque guardare la partita.",
  links_watch_title: "Condividi la partita",
  links_watch_help: "Il link per guardare: chi lo apre vede il tavolo, mai la tua mano.",
  links_watch_share: "Guarda la mia partita a {game} su Tavolo",
  personal_warning:
    "Questo link è il tuo posto: chi lo apre gioca al posto tuo. Aprilo solo sui tuoi dispositivi e non mandarlo a nessuno.",
  no_game_title: "Non c'è nessuna partita a questo indirizzo",
  no_game_help:
    "Il link potrebbe essere sbagliato o incompleto. Chiedi di nuovo il link a chi te l'ha mandato, o inizia una partita tua.",
  no_game_home: "Vai alla pagina iniziale",
  download_title: "Scarica questa partita",
  download_help: "Un file con ogni mossa della partita come l'hai vista tu, da conservare.",
  download_failed: "Il download non è riuscito. Riprova tra poco.",
};

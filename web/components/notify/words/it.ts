/** The slow-game panel's words in Italian (see en.ts). */
import type { NotifyWords } from "./en";

export const words: NotifyWords = {
  mail_title: "Email",
  mail_label: "Il tuo indirizzo email per questa partita",
  mail_help:
    "Ti mandiamo un link per confermarlo; poi un'email quando tocca a te (mai mentre sei qui), un promemoria se la partita ti aspetta, e il risultato. Nessun altro lo vede.",
  mail_save: "Manda il link di conferma",
  mail_sent: "Controlla {address}: apri il link della nostra email per confermare.",
  mail_pending: "in attesa di conferma (controlla la posta)",
  mail_confirmed: "ricevi un'email quando tocca a te",
  mail_stopped: "email sospese",
  mail_change: "Cambia",
  mail_remove: "Rimuovi",
  mail_optional: "La tua email (facoltativa)",
  mail_optional_help:
    "Per sapere quando tocca a te: prima ti mandiamo un link per confermarla. Nessun altro la vede; puoi cambiarla al tavolo.",
  mail_refused: "Il tuo indirizzo non è stato salvato: {error}",
  mail_refused_help: "Puoi indicarlo di nuovo al tavolo.",
  mail_refused_seat: "Il posto è tuo.",
  mail_refused_game: "La partita è creata.",
  mail_continue: "Continua",
  clock_title: "Tempo per mossa: {days} giorno/i",
  clock_due: "La tua mossa scade il {when}.",
  clock_overdue:
    "Il tempo di {name} è scaduto. Puoi far giocare il computer al suo posto (riprende il posto giocando) o reclamare la partita.",
  clock_computer: "Fai giocare il computer",
  clock_claim: "Reclama la partita",
  clock_standin: "Il computer gioca per {name} finché non torna a giocare.",
  clock_holiday: "In vacanza per",
  clock_days: "{n} giorno/i",
  clock_pause: "Ferma il mio orologio",
  clock_on_holiday: "Il tuo orologio è fermo fino al {when}.",
  clock_back: "Sono tornato",
  resign: "Ritirati",
  resign_confirm: "Ritirarti da questa partita? Finisce subito e vincono gli altri.",
  resign_yes: "Sì, mi ritiro",
  resign_no: "Continua a giocare",
  ending_resign: "{name} si è ritirato.",
  ending_forfeit: "Il tempo di {name} è scaduto e la partita è stata reclamata.",
  create_time: "Tempo per mossa",
  create_time_none: "Senza limite",
};

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
  mail_resend: "Manda di nuovo la conferma",
  mail_resent:
    "Mandata di nuovo: guarda nella posta (anche nello spam). Funziona solo il link più recente.",
  mail_resend_soon:
    "L'abbiamo mandata poco fa: guarda nella posta e nello spam, o riprova tra qualche minuto.",
  mail_confirmed: "ricevi un'email quando tocca a te",
  mail_confirmed_daily: "ricevi un riepilogo al giorno alle {time}",
  mail_stopped: "email sospese",
  mydata_title: "I tuoi dati",
  mydata_help:
    "Ricevi per email ciò che Tavolo conserva su questo indirizzo, o fallo dimenticare in ogni partita. In entrambi i casi prima arriva un link all'indirizzo: non succede nulla finché non lo apri.",
  mydata_export: "Mandami i miei dati",
  mydata_forget: "Dimentica il mio indirizzo ovunque",
  mydata_sent: "Un link sta arrivando a {address}: aprilo per continuare.",
  mydata_soon:
    "Un link è partito poco fa per questo indirizzo: guarda nella posta, o richiedilo più tardi.",
  mail_change: "Cambia",
  mail_remove: "Rimuovi",
  mail_cancel: "Annulla",
  mail_optional: "La tua email (facoltativa)",
  mail_optional_help:
    "Per sapere quando tocca a te: prima ti mandiamo un link per confermarla. Nessun altro la vede; puoi cambiarla al tavolo.",
  mail_refused: "Il tuo indirizzo non è stato salvato: {error}",
  mail_refused_help: "Puoi indicarlo di nuovo al tavolo.",
  mail_refused_seat: "Il posto è tuo.",
  mail_refused_game: "La partita è creata.",
  mail_continue: "Continua",
  clock_title_one: "Tempo per mossa: {n} giorno",
  clock_title: "Tempo per mossa: {n} giorni",
  clock_due: "La tua mossa scade il {when}.",
  clock_overdue:
    "Il tempo di {name} è scaduto. Puoi far giocare il computer al suo posto (riprende il posto giocando) o reclamare la partita.",
  clock_computer: "Fai giocare il computer",
  clock_claim: "Reclama la partita",
  clock_standin: "Il computer gioca per {name} finché non torna a giocare.",
  clock_holiday: "In vacanza per",
  clock_days_one: "{n} giorno",
  clock_days: "{n} giorni",
  clock_pause: "Ferma il mio orologio",
  clock_on_holiday: "Il tuo orologio è fermo fino al {when}.",
  clock_back: "Sono tornato",
  resign: "Ritirati",
  resign_confirm: "Ritirarti da questa partita? Finisce subito e vincono gli altri.",
  resign_yes: "Sì, mi ritiro",
  resign_no: "Continua a giocare",
  // The match result of a game ended outside its rules (components/ending.ts), and the
  // rematch waited for (components/RematchWaiting.tsx).
  end_you_win: "Hai vinto!",
  end_wins: "Vince {name}",
  end_win_many: "Vincono {names}",
  end_resign: "{name} ha abbandonato la partita.",
  end_resign_you: "Hai abbandonato la partita.",
  end_forfeit: "Il tempo di {name} è scaduto e la partita è stata reclamata.",
  end_forfeit_you: "Il tuo tempo è scaduto e la partita è stata reclamata.",
  end_closed_title: "Partita chiusa",
  end_closed: "Chi gestisce il sito ha chiuso questa partita; nessuno la vince.",
  rematch_waiting: "In attesa che {names} accetti la rivincita.",
  create_time: "Tempo per mossa",
  create_time_none: "Senza limite",
  // Push and chat webhooks.
  push_title: "Notifiche",
  push_label: "Avvisami su questo dispositivo",
  push_help:
    "Il tuo turno e il risultato arrivano come notifiche su questo dispositivo, anche a pagina chiusa (mai mentre sei qui).",
  push_blocked:
    "Le notifiche sono bloccate per questo sito. Consentile nelle impostazioni del sito del browser (l'icona accanto all'indirizzo), poi riattiva questa opzione.",
  push_not_granted: "Le notifiche non sono state consentite: non è cambiato nulla.",
  push_failed: "Impossibile attivare le notifiche: {error}",
  chat_title: "Chat",
  chat_label: "Indirizzo del webhook Discord o Slack",
  chat_help:
    "Ogni turno viene annunciato nel canale del tuo gruppo con il link per guardare (mai il link personale di un giocatore). Crea un webhook in entrata nelle impostazioni del canale e incolla qui il suo indirizzo.",
  chat_save: "Pubblica lì i turni",
  chat_on: "I turni vengono pubblicati su {where} ({service}).",
  chat_failing_one: "L'ultimo invio non è riuscito; se continua viene rimosso.",
  chat_failing: "Gli ultimi {n} invii non sono riusciti; se continua viene rimosso.",
  chat_remove: "Smetti di pubblicare",
};

/** The words of slow games over weeks, Italian (en.ts is the reference). */
import type { CorrespWords } from "./en";

export const words: CorrespWords = {
  nudge_button: "Ricorda a {name}",
  nudge_help: "Tocca a {name} da più di un giorno. Puoi mandare un solo gentile promemoria.",
  nudge_sent: "{name} ha ricevuto un promemoria in questo turno.",
  nudge_received: "{name} ti ha mandato un gentile promemoria: tocca a te.",
  digest_legend: "Scrivimi",
  digest_each_turn: "a ogni turno",
  digest_daily: "un riepilogo al giorno",
  digest_time: "alle",
  digest_zone: "(il tuo fuso orario: {tz})",
  digest_help:
    "Per tutte le partite di questo indirizzo. Il riepilogo elenca le partite che aspettano la tua mossa; nei giorni in cui nessuna aspetta non arriva nulla. Gli avvisi di scadenza arrivano comunque in tempo.",
  digest_save: "Salva",
  digest_saved_daily: "Un riepilogo al giorno alle {time} ({tz}).",
  digest_saved_turn: "Un'email a ogni turno.",
  create_holiday: "Giorni di vacanza per giocatore",
  create_holiday_none: "Nessuno",
  create_weekends: "Ferma il tempo nel fine settimana (sabato e domenica)",
  clock_weekdays: "Il tempo corre dal lunedì al venerdì (UTC): sabato e domenica non contano.",
  clock_every_day: "Contano tutti i giorni, anche il fine settimana.",
  clock_allowance: "Vacanze: {days} per giocatore in questa partita.",
  auto_label:
    "Proteggimi: quando il mio tempo sta per scadere, fai iniziare da solo un giorno di vacanza",
  key_button: "Porta le mie partite su un altro dispositivo",
  key_title: "Le mie partite su un altro dispositivo",
  key_help:
    "Apri questo link o inquadra il codice sull'altro dispositivo: vi aggiunge tutte le partite di questo elenco.",
  key_qr: "Codice QR del link alle tue partite",
  key_link: "Link alle tue partite",
  key_warning:
    "Chiunque abbia questo link può giocare al tuo posto: non condividerlo. Una nuova chiave fa smettere di funzionare questa.",
  key_renew: "Nuova chiave (la vecchia smette di funzionare)",
  key_merged: "Partite aggiunte a questo dispositivo: {n}.",
  key_failed: "Questa chiave non funziona (più): chiedine una nuova all'altro dispositivo.",
  links_title: "Mandami i link a tutte le mie partite",
  links_label: "Il tuo indirizzo email confermato",
  links_help:
    "Se questo indirizzo è stato confermato per delle partite qui, un'email le elenca con il link al tuo posto (al massimo una all'ora).",
  links_button: "Manda i link",
  links_done: "Se questo indirizzo ha partite qui, sta arrivando un'email con i loro link.",
};

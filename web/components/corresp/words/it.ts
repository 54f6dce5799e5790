/** The words of slow games over weeks, Italian (en.ts is the reference). */
import type { CorrespWords } from "./en";

export const words: CorrespWords = {
  away_notice: "{name} è in vacanza fino al {when}: il suo tempo è fermo.",
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
};

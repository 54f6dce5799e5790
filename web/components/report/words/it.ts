/** Reporting a table, in Italian (the keys of en.ts). */
import type { ReportWords } from "./en";

export const words: Record<keyof ReportWords, string> = {
  report_title: "Segnala questo tavolo",
  report_intro:
    "Avvisa chi gestisce questo sito di insulti, spam o imbrogli qui. Vedrà i nomi dei giocatori e gli ultimi {lines} messaggi del tavolo, e potrà togliere messaggi o chiudere la partita. Nessuno al tavolo sa chi ha segnalato.",
  report_why: "Che cosa non va?",
  report_reason_abuse: "Insulti o molestie",
  report_reason_spam: "Spam o pubblicità",
  report_reason_cheating: "Imbrogli",
  report_reason_other: "Altro",
  report_words: "Con parole tue (facoltativo)",
  report_count: "{n} di {max} caratteri",
  report_send: "Invia la segnalazione",
  report_cancel: "Annulla",
  report_close: "Chiudi",
  report_done:
    "Grazie: la tua segnalazione è arrivata a chi gestisce questo sito. Nessuno al tavolo lo sa.",
  report_hide_title: "Nascondi i messaggi di un giocatore per te",
  report_hide: "Nascondi i messaggi di {name}",
  report_shown: "Mostra i messaggi di {name}",
  report_hide_note: "Solo su questo dispositivo, solo per te: gli altri continuano a vederli.",
};

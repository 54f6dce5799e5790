/** Reporting a table, in Dutch (the keys of en.ts). */
import type { ReportWords } from "./en";

export const words: Record<keyof ReportWords, string> = {
  report_title: "Meld deze tafel",
  report_intro:
    "Laat de beheerders van deze site weten dat hier wordt gescholden, gespamd of vals gespeeld. Zij zien de namen van de spelers en de laatste {lines} berichten aan tafel, en kunnen berichten weghalen of de partij beëindigen. Niemand aan tafel hoort wie meldde.",
  report_why: "Wat is er mis?",
  report_reason_abuse: "Beledigingen of intimidatie",
  report_reason_spam: "Spam of reclame",
  report_reason_cheating: "Valsspelen",
  report_reason_other: "Iets anders",
  report_words: "In je eigen woorden (niet verplicht)",
  report_count: "{n} van {max} tekens",
  report_send: "Verstuur de melding",
  report_cancel: "Annuleren",
  report_close: "Sluiten",
  report_done:
    "Bedankt: je melding is bij de beheerders van deze site. Niemand aan tafel hoort ervan.",
  report_hide_title: "Verberg de berichten van een speler voor jezelf",
  report_hide: "Verberg de berichten van {name}",
  report_shown: "Toon de berichten van {name}",
  report_hide_note: "Alleen op dit apparaat, alleen voor jou: de anderen zien ze nog.",
};

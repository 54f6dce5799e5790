/** The nudge's push notification words, in en, it and nl (its email's are notify/slow-words.ts). */
import { dictionary } from "../words";

/** The text of `key` in `lang`. */
export const sayNudge = dictionary({
  en: {
    push_title: "{game}: a reminder from {by}",
    push_body: "{by} is waiting for your move.",
    open_table: "Open your table",
  },
  it: {
    push_title: "{game}: un promemoria da {by}",
    push_body: "{by} aspetta la tua mossa.",
    open_table: "Apri il tuo tavolo",
  },
  nl: {
    push_title: "{game}: een herinnering van {by}",
    push_body: "{by} wacht op je zet.",
    open_table: "Open je tafel",
  },
});

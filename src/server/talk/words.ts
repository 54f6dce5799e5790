/**
 * Table talk's words on the server, in the site's three languages: the "new at the table"
 * part of the your-turn email (and, later, the daily summary), the answer to a reply that
 * posted a message, and the push notification, which names the author and never the text.
 */
import { dictionary } from "../words";

/** The text of `key` in `lang` (English for any other), placeholders filled from `params`. */
export const talkSay = dictionary({
  en: {
    since_title: "New at the table since your last visit:",
    line_text: "{name}: {text}",
    line_reaction: "{name}: {emoji}",
    more: "…and {n} earlier messages at the table.",
    posted: "Posted to the table: “{text}”",
    posted_subject: "{game}: posted to the table",
    not_posted: "Not posted to the table: {why}",
    push_title: "{game}",
    push_body: "{name} wrote a message",
  },
  it: {
    since_title: "Novità al tavolo dalla tua ultima visita:",
    line_text: "{name}: {text}",
    line_reaction: "{name}: {emoji}",
    more: "…e altri {n} messaggi precedenti al tavolo.",
    posted: "Scritto al tavolo: “{text}”",
    posted_subject: "{game}: scritto al tavolo",
    not_posted: "Non scritto al tavolo: {why}",
    push_title: "{game}",
    push_body: "{name} ha scritto un messaggio",
  },
  nl: {
    since_title: "Nieuw aan tafel sinds je laatste bezoek:",
    line_text: "{name}: {text}",
    line_reaction: "{name}: {emoji}",
    more: "…en nog {n} eerdere berichten aan tafel.",
    posted: "Aan tafel geplaatst: “{text}”",
    posted_subject: "{game}: aan tafel geplaatst",
    not_posted: "Niet aan tafel geplaatst: {why}",
    push_title: "{game}",
    push_body: "{name} schreef een bericht",
  },
});

/** The words of slow games over weeks, Dutch (en.ts is the reference). */
import type { CorrespWords } from "./en";

export const words: CorrespWords = {
  nudge_button: "Herinner {name}",
  nudge_help:
    "{name} is al meer dan een dag aan de beurt. Je mag één vriendelijke herinnering sturen.",
  nudge_sent: "{name} kreeg deze beurt een herinnering.",
  nudge_received: "{name} stuurde je een vriendelijke herinnering: jij bent aan zet.",
  digest_legend: "Mail me",
  digest_each_turn: "bij elke beurt",
  digest_daily: "één overzicht per dag",
  digest_time: "om",
  digest_zone: "(je tijdzone: {tz})",
  digest_help:
    "Voor alle partijen van dit adres. Het overzicht noemt de partijen die op je zet wachten; op een dag zonder zo'n partij komt er niets. Waarschuwingen voor je tijd komen nog steeds op tijd.",
  digest_save: "Opslaan",
  digest_saved_daily: "Eén overzicht per dag om {time} ({tz}).",
  digest_saved_turn: "Een e-mail bij elke beurt.",
  create_holiday: "Vakantiedagen per speler",
  create_holiday_none: "Geen",
  create_weekends: "Zet de klokken stil in het weekend (zaterdag en zondag)",
  clock_weekdays: "De klokken lopen van maandag tot vrijdag (UTC): zaterdag en zondag tellen niet.",
  clock_every_day: "Elke dag telt, ook in het weekend.",
  clock_allowance: "Vakantie: {days} per speler in deze partij.",
  auto_label: "Bescherm me: als mijn tijd bijna om is, begint vanzelf een vakantiedag",
  key_button: "Zet mijn partijen op een ander apparaat",
  key_title: "Mijn partijen op een ander apparaat",
  key_help:
    "Open deze link of scan de code op je andere apparaat: daar komen alle partijen van deze lijst bij.",
  key_qr: "QR-code van de link naar je partijen",
  key_link: "Link naar je partijen",
  key_warning:
    "Iedereen met deze link kan op jouw plaatsen spelen: deel hem niet. Een nieuwe sleutel zet deze buiten werking.",
  key_renew: "Nieuwe sleutel (de oude werkt niet meer)",
  key_merged: "Partijen toegevoegd aan dit apparaat: {n}.",
  key_failed: "Deze sleutel werkt niet (meer): vraag het andere apparaat om een nieuwe.",
  links_title: "Stuur me links naar al mijn partijen",
  links_label: "Je bevestigde e-mailadres",
  links_help:
    "Is dit adres hier voor partijen bevestigd, dan noemt één e-mail ze met een link naar elke plaats (hooguit één per uur).",
  links_button: "Stuur de links",
  links_done: "Heeft dit adres hier partijen, dan is er een e-mail met hun links onderweg.",
};

/** The slow-game panel's words in Dutch (see en.ts). */
import type { NotifyWords } from "./en";

export const words: NotifyWords = {
  mail_title: "E-mail",
  mail_label: "Je e-mailadres voor deze partij",
  mail_help:
    "We sturen een link om het te bevestigen; daarna een e-mail als je aan de beurt bent (nooit terwijl je hier bent), een herinnering als de partij op je wacht, en de uitslag. Niemand anders ziet het.",
  mail_save: "Stuur bevestigingslink",
  mail_sent: "Kijk in {address}: open de link in onze e-mail om te bevestigen.",
  mail_pending: "wacht op bevestiging (kijk in je inbox)",
  mail_resend: "Stuur de bevestiging opnieuw",
  mail_resent: "Opnieuw gestuurd: kijk in je inbox (en je spammap). Alleen de nieuwste link werkt.",
  mail_resend_soon:
    "We hebben hem net gestuurd: kijk in je inbox en spammap, of probeer het over een paar minuten opnieuw.",
  mail_confirmed: "je krijgt een e-mail als je aan de beurt bent",
  mail_confirmed_daily: "je krijgt elke dag één overzicht om {time}",
  mail_stopped: "e-mails gestopt",
  mail_change: "Wijzig",
  mail_remove: "Verwijder",
  mail_cancel: "Annuleer",
  mail_optional: "Je e-mail (niet verplicht)",
  mail_optional_help:
    "Om te horen wanneer je aan de beurt bent: eerst sturen we een link om het te bevestigen. Niemand anders ziet het; je kunt het aan tafel wijzigen.",
  mail_refused: "Je adres is niet bewaard: {error}",
  mail_refused_help: "Je kunt het aan tafel opnieuw opgeven.",
  mail_refused_seat: "Je plaats is van jou.",
  mail_refused_game: "Je partij is aangemaakt.",
  mail_continue: "Verder",
  clock_title_one: "Tijd per zet: {n} dag",
  clock_title: "Tijd per zet: {n} dagen",
  clock_due: "Je zet moet er zijn vóór {when}.",
  clock_overdue:
    "De tijd van {name} is om. Je kunt de computer voor hen laten spelen (ze nemen de plaats terug door te spelen) of de partij opeisen.",
  clock_computer: "Laat de computer spelen",
  clock_claim: "Eis de partij op",
  clock_standin: "De computer speelt voor {name} tot die weer speelt.",
  clock_holiday: "Op vakantie voor",
  clock_days_one: "{n} dag",
  clock_days: "{n} dagen",
  clock_pause: "Zet mijn klok stil",
  clock_on_holiday: "Je klok staat stil tot {when}.",
  clock_back: "Ik ben terug",
  resign: "Opgeven",
  resign_confirm: "Deze partij opgeven? Ze eindigt nu en de anderen winnen.",
  resign_yes: "Ja, opgeven",
  resign_no: "Verder spelen",
  // The match result of a game ended outside its rules (components/ending.ts), and the
  // rematch waited for (components/RematchWaiting.tsx).
  end_you_win: "Je wint!",
  end_wins: "{name} wint",
  end_win_many: "{names} winnen",
  end_resign: "{name} heeft opgegeven.",
  end_resign_you: "Je hebt opgegeven.",
  end_forfeit: "De tijd van {name} was om en de partij is opgeëist.",
  end_forfeit_you: "Je tijd was om en de partij is opgeëist.",
  rematch_waiting: "Wachten tot {names} de revanche aanneemt.",
  create_time: "Tijd per zet",
  create_time_none: "Geen limiet",
  // Push and chat webhooks.
  push_title: "Meldingen",
  push_label: "Meld het op dit apparaat",
  push_help:
    "Je beurt en de uitslag verschijnen als melding op dit apparaat, ook als de pagina dicht is (nooit terwijl je hier bent).",
  push_blocked:
    "Meldingen zijn geblokkeerd voor deze site. Sta ze toe in de site-instellingen van je browser (het pictogram naast het adres) en zet dit daarna opnieuw aan.",
  push_not_granted: "Meldingen zijn niet toegestaan, dus er is niets veranderd.",
  push_failed: "Meldingen konden niet aangezet worden: {error}",
  chat_title: "Chat",
  chat_label: "Webhookadres van Discord of Slack",
  chat_help:
    "Elke beurt wordt in het kanaal van je groep gemeld met de kijklink (nooit de eigen link van een speler). Maak een inkomende webhook in de kanaalinstellingen en plak het adres hier.",
  chat_save: "Beurten daar melden",
  chat_on: "Beurten worden gemeld in {where} ({service}).",
  chat_failing_one: "Het laatste bericht is mislukt; als dat zo doorgaat, wordt hij verwijderd.",
  chat_failing: "De laatste {n} berichten zijn mislukt; als dat zo doorgaat, wordt hij verwijderd.",
  chat_remove: "Stop met melden",
};

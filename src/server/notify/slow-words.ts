/**
 * The words of the correspondence emails, in en, it and nl: another player's holiday as the
 * others' emails mention it, the nudge, the daily summary and the automatic holiday. Apart from
 * words.ts so each part of slow games keeps its words in one place.
 */
import { dictionary, type SayKey } from "../words";

/** The text of `key` in `lang`, placeholders filled. */
export const saySlow = dictionary({
  en: {
    away_line: "{name} is away until {until}: their clock is paused.",
    nudge_subject: "{game} with {others}: a friendly reminder from {by}",
    nudge_body:
      "Hello {name}, {by} is waiting for your move in {game} and sends a friendly reminder.",
    digest_subject_one: "Tavolo: 1 game awaits your move",
    digest_subject: "Tavolo: {n} games await your move",
    digest_hello: "Your daily summary: these games await your move.",
    digest_line: "{game} with {others}: your turn since {since}",
    digest_due: "your time runs out on {due}",
    digest_open: "Open",
    digest_open_first: "Open the first game",
    digest_footer:
      "You get one summary a day because you chose it for this address on Tavolo. Stop a game's emails from its link below, or every email from Tavolo.",
    digest_stop_game: "Stop emails for {game} with {others}",
    auto_subject: "{game} with {others}: your holiday began by itself",
    auto_body:
      "Hello {name}, your time for this move was about to run out, so a day of holiday began by itself: your clock is paused until {until}. You have {left} holiday days left in this game.",
    links_subject: "Tavolo: links to your games",
    links_hello: "You asked for links to your games on Tavolo. Each one opens your seat:",
    links_line: "{game} with {others}",
    links_secret:
      "Each link is your seat: keep them to yourself. If you did not ask for this email, you may ignore it.",
  },
  it: {
    away_line: "{name} è in vacanza fino al {until}: il suo tempo è fermo.",
    nudge_subject: "{game} con {others}: un promemoria da {by}",
    nudge_body:
      "Ciao {name}, {by} aspetta la tua mossa nella partita di {game} e ti manda un gentile promemoria.",
    digest_subject_one: "Tavolo: 1 partita aspetta la tua mossa",
    digest_subject: "Tavolo: {n} partite aspettano la tua mossa",
    digest_hello: "Il tuo riepilogo del giorno: queste partite aspettano la tua mossa.",
    digest_line: "{game} con {others}: tocca a te dal {since}",
    digest_due: "il tuo tempo scade il {due}",
    digest_open: "Apri",
    digest_open_first: "Apri la prima partita",
    digest_footer:
      "Ricevi un riepilogo al giorno perché l'hai scelto per questo indirizzo su Tavolo. Ferma le email di una partita dal suo link qui sotto, oppure tutte le email di Tavolo.",
    digest_stop_game: "Niente più email per {game} con {others}",
    auto_subject: "{game} con {others}: la tua vacanza è iniziata da sola",
    auto_body:
      "Ciao {name}, il tempo per questa mossa stava per scadere, così è iniziato da solo un giorno di vacanza: il tuo tempo è fermo fino al {until}. Ti restano {left} giorni di vacanza in questa partita.",
    links_subject: "Tavolo: i link alle tue partite",
    links_hello: "Hai chiesto i link alle tue partite su Tavolo. Ognuno apre il tuo posto:",
    links_line: "{game} con {others}",
    links_secret:
      "Ogni link è il tuo posto: non darlo ad altri. Se non hai chiesto questa email, puoi ignorarla.",
  },
  nl: {
    away_line: "{name} is weg tot {until}: de klok van {name} staat stil.",
    nudge_subject: "{game} met {others}: een vriendelijke herinnering van {by}",
    nudge_body:
      "Hallo {name}, {by} wacht op je zet in {game} en stuurt je een vriendelijke herinnering.",
    digest_subject_one: "Tavolo: 1 partij wacht op je zet",
    digest_subject: "Tavolo: {n} partijen wachten op je zet",
    digest_hello: "Je dagelijkse overzicht: deze partijen wachten op je zet.",
    digest_line: "{game} met {others}: jouw beurt sinds {since}",
    digest_due: "je tijd loopt af op {due}",
    digest_open: "Open",
    digest_open_first: "Open de eerste partij",
    digest_footer:
      "Je krijgt één overzicht per dag omdat je dat voor dit adres op Tavolo koos. Stop de e-mails van een partij met de link hieronder, of alle e-mails van Tavolo.",
    digest_stop_game: "Geen e-mails meer voor {game} met {others}",
    auto_subject: "{game} met {others}: je vakantie begon vanzelf",
    auto_body:
      "Hallo {name}, je tijd voor deze zet was bijna om, dus begon er vanzelf een vakantiedag: je klok staat stil tot {until}. Je hebt nog {left} vakantiedagen in deze partij.",
    links_subject: "Tavolo: links naar je partijen",
    links_hello: "Je vroeg om links naar je partijen op Tavolo. Elke link opent jouw plaats:",
    links_line: "{game} met {others}",
    links_secret:
      "Elke link is jouw plaats: houd ze voor jezelf. Vroeg je niet om deze e-mail, dan kun je hem negeren.",
  },
});

/** A word's key. */
export type SlowWordKey = SayKey<typeof saySlow>;

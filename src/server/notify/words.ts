/**
 * The words of every email, in the three languages of the site (en, it, nl). `{name}`
 * placeholders are filled by `say` (the server's one dictionary helper, ../words.ts). The
 * player's language is the one their page used when they gave their address.
 */
import { dictionary, langOf, type SayKey } from "../words";

/** The text of `key` in `lang`, placeholders filled. */
export const say = dictionary({
  en: {
    confirm_subject: "Tavolo: confirm your address for {game}",
    confirm_body:
      "Someone (we hope you) asked to get emails about a game of {game} on Tavolo at this address.\nTo confirm, open this link within {hours} hours:",
    confirm_ignore: "If it was not you, ignore this email: nothing more will be sent.",
    confirm_button: "Confirm my address",
    turn_subject: "{game} with {others}: your turn",
    turn_hello: "Hello {name}, it is your turn in {game} with {others}.",
    turn_since: "Since your last move:",
    remind_subject: "{game} with {others}: still your turn",
    remind_body: "Hello {name}, {others} have been waiting for your move since {since}.",
    deadline_line: "Your time for this move runs out on {due}.",
    over_subject: "{game} with {others}: game over",
    over_won: "You won.",
    over_lost: "{winners} won.",
    over_draw: "The game ended in a draw.",
    over_resigned: "{name} resigned.",
    over_closed: "The site's operator ended this game; nobody wins it.",
    over_forfeit: "{name} ran out of time and the game was claimed.",
    joined_subject: "{game}: {name} joined your table",
    joined_body: "{name} took a seat at your table of {game}.",
    overdue_subject: "{game} with {others}: {name} is out of time",
    overdue_body:
      "{name} has not played within the time per move. On the table you can let the computer play for {name} (they take the seat back by playing), or claim the game.",
    open_table: "Open your table",
    stop_game: "Stop emails for this game",
    stop_all: "Stop all emails from Tavolo",
    footer: "You get this email because you gave this address for this game on Tavolo.",
    inactive_subject: "{game} with {others}: removed on {end} unless someone moves",
    inactive_body:
      "Hello {name}, nobody has moved in {game} with {others} since {since}. A game without a move for {days} days ends and is removed with everything in it, so this one will be removed on {end} unless someone moves before then.",
    privacy: "What Tavolo keeps, and for how long",
  },
  it: {
    confirm_subject: "Tavolo: conferma il tuo indirizzo per {game}",
    confirm_body:
      "Qualcuno (speriamo tu) ha chiesto di ricevere a questo indirizzo le email di una partita di {game} su Tavolo.\nPer confermare, apri questo link entro {hours} ore:",
    confirm_ignore: "Se non sei stato tu, ignora questa email: non ti scriveremo più.",
    confirm_button: "Conferma il mio indirizzo",
    turn_subject: "{game} con {others}: tocca a te",
    turn_hello: "Ciao {name}, tocca a te nella partita di {game} con {others}.",
    turn_since: "Dalla tua ultima mossa:",
    remind_subject: "{game} con {others}: tocca ancora a te",
    remind_body: "Ciao {name}, {others} aspetta la tua mossa dal {since}.",
    deadline_line: "Il tempo per questa mossa scade il {due}.",
    over_subject: "{game} con {others}: partita finita",
    over_won: "Hai vinto.",
    over_lost: "Ha vinto {winners}.",
    over_draw: "La partita è finita in parità.",
    over_resigned: "{name} si è ritirato.",
    over_closed: "Chi gestisce il sito ha chiuso questa partita; nessuno la vince.",
    over_forfeit: "{name} ha finito il tempo e la partita è stata reclamata.",
    joined_subject: "{game}: {name} si è seduto al tuo tavolo",
    joined_body: "{name} ha preso posto al tuo tavolo di {game}.",
    overdue_subject: "{game} con {others}: il tempo di {name} è scaduto",
    overdue_body:
      "{name} non ha giocato entro il tempo per mossa. Al tavolo puoi far giocare il computer al posto di {name} (riprende il posto giocando) oppure reclamare la partita.",
    open_table: "Apri il tuo tavolo",
    stop_game: "Niente più email per questa partita",
    stop_all: "Niente più email da Tavolo",
    footer: "Ricevi questa email perché hai dato questo indirizzo per questa partita su Tavolo.",
    inactive_subject: "{game} con {others}: sarà eliminata il {end} se nessuno gioca",
    inactive_body:
      "Ciao {name}, nella partita di {game} con {others} nessuno gioca dal {since}. Una partita senza mosse per {days} giorni finisce e viene eliminata con tutto ciò che contiene: questa sarà eliminata il {end}, se prima nessuno fa una mossa.",
    privacy: "Cosa conserva Tavolo, e per quanto tempo",
  },
  nl: {
    confirm_subject: "Tavolo: bevestig je adres voor {game}",
    confirm_body:
      "Iemand (hopelijk jij) vroeg om op dit adres e-mails te krijgen over een partij {game} op Tavolo.\nOpen deze link binnen {hours} uur om te bevestigen:",
    confirm_ignore: "Was jij het niet? Negeer deze e-mail: je krijgt verder niets.",
    confirm_button: "Bevestig mijn adres",
    turn_subject: "{game} met {others}: jij bent aan de beurt",
    turn_hello: "Hallo {name}, je bent aan de beurt in {game} met {others}.",
    turn_since: "Sinds je laatste zet:",
    remind_subject: "{game} met {others}: nog steeds jouw beurt",
    remind_body: "Hallo {name}, {others} wacht sinds {since} op je zet.",
    deadline_line: "Je tijd voor deze zet loopt af op {due}.",
    over_subject: "{game} met {others}: afgelopen",
    over_won: "Je hebt gewonnen.",
    over_lost: "{winners} heeft gewonnen.",
    over_draw: "De partij eindigde gelijk.",
    over_resigned: "{name} heeft opgegeven.",
    over_closed: "De beheerder van de site heeft deze partij beëindigd; niemand wint.",
    over_forfeit: "De tijd van {name} was om en de partij is opgeëist.",
    joined_subject: "{game}: {name} zit aan je tafel",
    joined_body: "{name} nam plaats aan je tafel voor {game}.",
    overdue_subject: "{game} met {others}: de tijd van {name} is om",
    overdue_body:
      "{name} heeft niet gespeeld binnen de tijd per zet. Aan tafel kun je de computer voor {name} laten spelen (die neemt de plaats terug door te spelen) of de partij opeisen.",
    open_table: "Open je tafel",
    stop_game: "Geen e-mails meer voor deze partij",
    stop_all: "Geen e-mails meer van Tavolo",
    footer: "Je krijgt deze e-mail omdat je dit adres voor deze partij op Tavolo hebt opgegeven.",
    inactive_subject: "{game} met {others}: verwijderd op {end} als niemand zet",
    inactive_body:
      "Hallo {name}, in {game} met {others} heeft sinds {since} niemand meer gezet. Een partij zonder zet gedurende {days} dagen eindigt en wordt verwijderd met alles erin: deze wordt op {end} verwijderd, tenzij iemand daarvoor nog een zet doet.",
    privacy: "Wat Tavolo bewaart, en hoe lang",
  },
});

/** A word's key. */
export type WordKey = SayKey<typeof say>;

/** A date and time in the player's language, in UTC (the email cannot know their zone). */
export function when(lang: string, time: number): string {
  const f = new Intl.DateTimeFormat(langOf(lang), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return `${f.format(new Date(time))} UTC`;
}

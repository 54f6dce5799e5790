/**
 * The privacy page's words in en, it and nl (routes/privacy.ts). A `{name}` is a number of
 * limits/retention.ts (`Retention`), filled in by the page from this server's configuration, so
 * no number is written here. A sentence that depends on a setting has a variant per case
 * (`…_never` when a lifetime is turned off).
 */
import type { Lang } from "../words";

const en = {
  title: "Privacy: what Tavolo keeps",
  intro:
    "Tavolo has no accounts and shows no ads. This page says what this server keeps about you, for how long, and who handles it. Its numbers are the settings this server runs with.",
  h_games: "How long a game is kept",
  unstarted:
    "A game nobody has played yet is removed {unstartedDays} days after it was created or a player last opened it.",
  unstarted_never: "A game nobody has played yet is kept until someone plays it.",
  finished:
    "A finished game is removed {finishedDays} days after it ended; until then its replay and the check of its shuffle work.",
  finished_never: "A finished game is kept, with its replay.",
  inactive:
    "A game in progress with no move for {inactiveDays} days ends and is removed. {warningDays} days before, every player who gave an email address for it gets a warning; any move puts the end off.",
  inactive_never: "A game in progress is kept however long it waits for a move.",
  removed:
    "Removing a game removes everything in it: names, moves, table talk, email addresses, push subscriptions and the chat webhook. Its links then say that the game does not exist.",
  h_kept: "What a game keeps while it exists",
  kept_game:
    "The names the players chose and their moves. The seed of the shuffle stays secret until the end; only its hash is shown before.",
  kept_talk: "Table talk: the last {talkKept} messages, and the reactions.",
  kept_mail:
    "An email address, if a player gave one for the game. It gets nothing until it is confirmed from a link that works for {confirmHours} hours. The player can remove it from the table at any time, and every email has links that stop that game's emails or every email from Tavolo.",
  kept_push:
    "Push subscriptions of a player's devices (an address at the browser's push service and its keys), until the player turns them off or the service says the device is gone.",
  kept_chat: "A chat webhook address, if the creator connected the table to Discord or Slack.",
  kept_reports:
    "A report of a table: who reported it (a seat, or a spectator), the reason and the words given, the players' names and the table's last {reportTalkLines} talk lines, never a card. It goes to the person who runs this server by email, stays with the game while the game exists, and a copy stays {reportDays} days in a private store.",
  h_hash: "Kept only as a hash",
  hash_links:
    "Seat links and invitations: the server keeps their SHA-256 digests to recognise them. A seat's link itself is kept only with a confirmed email address, to put it in that address's emails.",
  hash_book:
    "What spans games for an email address (stop all email, the daily count, the choice of a daily summary, the seats that \u201csend me links\u201d lists, the games that wrote to it) is filed under a hash of the address. The address itself is kept there only while a game waits in its daily summary; a game's seats leave it when the address is removed from the game, or the game is removed.",
  hash_clients:
    "Network addresses, for limits against abuse: a counter filed under a hash of the address, deleted within an hour once it is full again. An email address remembers hashes of the networks its owner confirmed it from.",
  hash_keys:
    "The list of your games moved to another device: encrypted in your browser; the server keeps the encrypted list and a hash of its access value, never its key. A list nobody opened or saved for {keyUnusedDays} days is deleted.",
  h_logs: "Logs and backups",
  logs: "The server's log lines never hold an email address, a link, a token or what someone wrote. The platform keeps them {logDays} days.",
  recovery:
    "The platform can bring a game's storage back as it was at any moment of the last {recoveryDays} days: for that long, a removed game could still be restored by whoever runs this server. Each night, Tavolo also copies every game (names, moves and the deal; never an address, a device or what was said) into a private store, where each copy stays {exportDays} days.",
  h_who: "Who handles it",
  who_platform:
    "Cloudflare runs this server and stores the games (Cloudflare Workers and Durable Objects).",
  who_mail_send_email: "Emails are sent by Cloudflare's email service.",
  who_mail_resend: "Emails are sent by Resend.",
  who_mail_dev:
    "This is a development server: its emails stay in its own mailbox and none goes out.",
  who_mail_none: "This server sends no email.",
  who_push:
    "Push notifications go through your browser's push service (Google's, Mozilla's, Apple's or Microsoft's), encrypted so that only your device can read them.",
  who_chat: "Turn changes go to the chat the table's creator connected (Discord or Slack).",
  h_you: "What you can do",
  you: "Remove your email address or turn notifications off in the table's panels; stop emails from the links in any email; remove a game from this device's list on the home page.",
  you_my_data:
    "Reply \u201cmy data\u201d to any email from Tavolo, or ask from a table's email panel, and your address gets an email with what is kept about it: its games and seats and its settings, as JSON, without any game's cards.",
  you_forget:
    "Reply \u201cforget me\u201d, or ask from the panel, and your address leaves every game, with its settings, its daily summary and the push notifications of the seats it was confirmed for; the games themselves stay. Nothing is left to remember it by, \u201cstop all email\u201d included.",
  you_proof:
    "A request from a table sends a link to the address, which works for {myDataLinkHours} hours and does nothing until it is used; a reply counts only when the platform vouched for its sender. An address gets at most one of these emails every {myDataEveryMinutes} minutes, and nobody else learns anything.",
  back: "Back to Tavolo",
  privacy: "Privacy",
};

/** The page's words. */
export type PrivacyWords = typeof en;
/** A word's key. */
export type PrivacyKey = keyof PrivacyWords;

const it: PrivacyWords = {
  title: "Privacy: cosa conserva Tavolo",
  intro:
    "Tavolo non ha account e non mostra pubblicità. Questa pagina dice cosa conserva questo server su di te, per quanto tempo e chi lo tratta. I numeri sono le impostazioni con cui funziona questo server.",
  h_games: "Per quanto tempo si conserva una partita",
  unstarted:
    "Una partita in cui nessuno ha ancora giocato viene eliminata {unstartedDays} giorni dopo la creazione o dall'ultima volta che un giocatore l'ha aperta.",
  unstarted_never: "Una partita in cui nessuno ha ancora giocato resta finché qualcuno gioca.",
  finished:
    "Una partita finita viene eliminata {finishedDays} giorni dopo la fine; fino ad allora funzionano il replay e la verifica del mescolamento.",
  finished_never: "Una partita finita resta, con il suo replay.",
  inactive:
    "Una partita in corso senza mosse per {inactiveDays} giorni finisce e viene eliminata. {warningDays} giorni prima, ogni giocatore che ha dato un indirizzo email per la partita riceve un avviso; una mossa qualsiasi rimanda la fine.",
  inactive_never: "Una partita in corso resta, per quanto a lungo aspetti una mossa.",
  removed:
    "Eliminare una partita elimina tutto ciò che contiene: nomi, mosse, chat al tavolo, indirizzi email, iscrizioni alle notifiche push e il webhook della chat. I suoi link dicono poi che la partita non esiste.",
  h_kept: "Cosa conserva una partita finché esiste",
  kept_game:
    "I nomi scelti dai giocatori e le loro mosse. Il seme del mescolamento resta segreto fino alla fine; prima se ne mostra solo l'hash.",
  kept_talk: "La chat al tavolo: gli ultimi {talkKept} messaggi, e le reazioni.",
  kept_mail:
    "Un indirizzo email, se un giocatore ne ha dato uno per la partita. Non riceve nulla finché non è confermato da un link valido per {confirmHours} ore. Il giocatore può toglierlo dal tavolo in ogni momento, e ogni email ha i link per fermare le email di quella partita o tutte le email di Tavolo.",
  kept_push:
    "Le iscrizioni push dei dispositivi di un giocatore (un indirizzo presso il servizio push del browser e le sue chiavi), finché il giocatore non le spegne o il servizio non dice che il dispositivo non c'è più.",
  kept_chat:
    "L'indirizzo di un webhook, se chi ha creato il tavolo lo ha collegato a Discord o Slack.",
  kept_reports:
    "Una segnalazione di un tavolo: chi l'ha fatta (un posto o uno spettatore), il motivo e le parole date, i nomi dei giocatori e gli ultimi {reportTalkLines} messaggi della chat al tavolo, mai una carta. Va per email a chi gestisce questo server, resta con la partita finché la partita esiste, e una copia resta {reportDays} giorni in un archivio privato.",
  h_hash: "Conservato solo come hash",
  hash_links:
    "Link dei posti e inviti: il server ne conserva gli hash SHA-256 per riconoscerli. Il link di un posto è conservato solo insieme a un indirizzo email confermato, per metterlo nelle email a quell'indirizzo.",
  hash_book:
    "Ciò che per un indirizzo email vale per tutte le partite (niente più email, il conteggio del giorno, la scelta di un riepilogo giornaliero, i posti che \u201cmandami i link\u201d elenca, le partite che gli hanno scritto) è archiviato sotto un hash dell'indirizzo. L'indirizzo stesso vi resta solo mentre una partita aspetta nel riepilogo giornaliero; i posti di una partita ne escono quando l'indirizzo viene tolto dalla partita o la partita viene eliminata.",
  hash_clients:
    "Indirizzi di rete, per i limiti contro gli abusi: un contatore archiviato sotto un hash dell'indirizzo, cancellato entro un'ora quando è di nuovo pieno. Un indirizzo email ricorda gli hash delle reti da cui il suo proprietario lo ha confermato.",
  hash_keys:
    "L'elenco delle tue partite spostato su un altro dispositivo: cifrato nel tuo browser; il server conserva l'elenco cifrato e un hash del suo valore di accesso, mai la chiave. Un elenco che nessuno apre o salva per {keyUnusedDays} giorni viene cancellato.",
  h_logs: "Log e copie di sicurezza",
  logs: "Le righe di log del server non contengono mai un indirizzo email, un link, un token o ciò che qualcuno ha scritto. La piattaforma le conserva {logDays} giorni.",
  recovery:
    "La piattaforma può riportare i dati di una partita a come erano in qualunque momento degli ultimi {recoveryDays} giorni: per quel tempo, chi gestisce questo server potrebbe ancora ripristinare una partita eliminata. Ogni notte Tavolo copia inoltre ogni partita (nomi, mosse e distribuzione; mai un indirizzo, un dispositivo o ciò che è stato detto) in un archivio privato, dove ogni copia resta {exportDays} giorni.",
  h_who: "Chi li tratta",
  who_platform:
    "Cloudflare fa funzionare questo server e conserva le partite (Cloudflare Workers e Durable Objects).",
  who_mail_send_email: "Le email sono inviate dal servizio email di Cloudflare.",
  who_mail_resend: "Le email sono inviate da Resend.",
  who_mail_dev:
    "Questo è un server di sviluppo: le sue email restano nella sua casella e nessuna esce.",
  who_mail_none: "Questo server non invia email.",
  who_push:
    "Le notifiche push passano dal servizio push del tuo browser (di Google, Mozilla, Apple o Microsoft), cifrate in modo che solo il tuo dispositivo possa leggerle.",
  who_chat:
    "I cambi di turno vanno alla chat che chi ha creato il tavolo ha collegato (Discord o Slack).",
  h_you: "Cosa puoi fare",
  you: "Togliere il tuo indirizzo email o spegnere le notifiche nei pannelli del tavolo; fermare le email dai link di qualsiasi email; togliere una partita dall'elenco di questo dispositivo nella pagina iniziale.",
  you_my_data:
    "Rispondi \u201ci miei dati\u201d a qualsiasi email di Tavolo, o chiedilo dal pannello email di un tavolo, e al tuo indirizzo arriva un'email con ciò che si conserva su di esso: le sue partite e i suoi posti e le sue impostazioni, in JSON, senza le carte di nessuna partita.",
  you_forget:
    "Rispondi \u201cdimenticami\u201d, o chiedilo dal pannello, e il tuo indirizzo esce da ogni partita, con le sue impostazioni, il riepilogo giornaliero e le notifiche push dei posti per cui era confermato; le partite restano. Non resta nulla per riconoscerlo, nemmeno \u201cniente più email\u201d.",
  you_proof:
    "Una richiesta da un tavolo manda all'indirizzo un link, valido per {myDataLinkHours} ore, che non fa nulla finché non lo si usa; una risposta vale solo se la piattaforma ha garantito il mittente. Un indirizzo riceve al massimo una di queste email ogni {myDataEveryMinutes} minuti, e nessun altro viene a sapere nulla.",
  back: "Torna a Tavolo",
  privacy: "Privacy",
};

const nl: PrivacyWords = {
  title: "Privacy: wat Tavolo bewaart",
  intro:
    "Tavolo heeft geen accounts en toont geen reclame. Deze pagina zegt wat deze server over je bewaart, hoe lang, en wie ermee werkt. De getallen zijn de instellingen waarmee deze server draait.",
  h_games: "Hoe lang een partij bewaard blijft",
  unstarted:
    "Een partij waarin nog niemand speelde wordt {unstartedDays} dagen na het aanmaken verwijderd, of na de laatste keer dat een speler haar opende.",
  unstarted_never: "Een partij waarin nog niemand speelde blijft tot iemand speelt.",
  finished:
    "Een afgelopen partij wordt {finishedDays} dagen na het einde verwijderd; tot dan werken de herhaling en de controle van het schudden.",
  finished_never: "Een afgelopen partij blijft bewaard, met haar herhaling.",
  inactive:
    "Een lopende partij zonder zet gedurende {inactiveDays} dagen eindigt en wordt verwijderd. {warningDays} dagen ervoor krijgt elke speler die er een e-mailadres voor opgaf een waarschuwing; elke zet stelt het einde uit.",
  inactive_never: "Een lopende partij blijft, hoe lang ze ook op een zet wacht.",
  removed:
    "Een partij verwijderen verwijdert alles erin: namen, zetten, tafelpraat, e-mailadressen, pushabonnementen en de chatwebhook. Haar links zeggen daarna dat de partij niet bestaat.",
  h_kept: "Wat een partij bewaart zolang ze bestaat",
  kept_game:
    "De namen die de spelers kozen en hun zetten. Het zaad van het schudden blijft geheim tot het einde; daarvoor is alleen de hash ervan te zien.",
  kept_talk: "Tafelpraat: de laatste {talkKept} berichten, en de reacties.",
  kept_mail:
    "Een e-mailadres, als een speler er een opgaf voor de partij. Het krijgt niets tot het bevestigd is via een link die {confirmHours} uur werkt. De speler kan het altijd aan tafel verwijderen, en elke e-mail heeft links die de e-mails van die partij of alle e-mail van Tavolo stoppen.",
  kept_push:
    "Pushabonnementen van de apparaten van een speler (een adres bij de pushdienst van de browser en de sleutels ervan), tot de speler ze uitzet of de dienst meldt dat het apparaat weg is.",
  kept_chat: "Het adres van een chatwebhook, als de maker de tafel met Discord of Slack verbond.",
  kept_reports:
    "Een melding van een tafel: wie meldde (een plaats of een toeschouwer), de reden en de gegeven woorden, de namen van de spelers en de laatste {reportTalkLines} regels tafelpraat, nooit een kaart. Ze gaat per e-mail naar wie deze server beheert, blijft bij de partij zolang die bestaat, en een kopie blijft {reportDays} dagen in een privé-opslag.",
  h_hash: "Alleen als hash bewaard",
  hash_links:
    "Plaatslinks en uitnodigingen: de server bewaart hun SHA-256-hashes om ze te herkennen. De link van een plaats zelf wordt alleen bewaard bij een bevestigd e-mailadres, om hem in de e-mails aan dat adres te zetten.",
  hash_book:
    "Wat voor een e-mailadres over partijen heen geldt (geen e-mail meer, de telling van de dag, de keuze voor een dagelijks overzicht, de plaatsen die \u201cstuur me links\u201d opsomt, de partijen die het schreven) staat onder een hash van het adres. Het adres zelf staat er alleen zolang een partij in het dagelijkse overzicht wacht; de plaatsen van een partij verdwijnen eruit als het adres uit de partij wordt gehaald of de partij wordt verwijderd.",
  hash_clients:
    "Netwerkadressen, voor grenzen tegen misbruik: een teller onder een hash van het adres, binnen een uur gewist zodra hij weer vol is. Een e-mailadres onthoudt hashes van de netwerken van waaruit de eigenaar het bevestigde.",
  hash_keys:
    "De lijst van je partijen die naar een ander apparaat ging: versleuteld in je browser; de server bewaart de versleutelde lijst en een hash van de toegangswaarde, nooit de sleutel. Een lijst die {keyUnusedDays} dagen niemand opende of opsloeg wordt gewist.",
  h_logs: "Logs en back-ups",
  logs: "De logregels van de server bevatten nooit een e-mailadres, een link, een token of wat iemand schreef. Het platform bewaart ze {logDays} dagen.",
  recovery:
    "Het platform kan de opslag van een partij terugzetten zoals ze was op elk moment van de laatste {recoveryDays} dagen: zo lang kan wie deze server beheert een verwijderde partij nog herstellen. Elke nacht kopieert Tavolo bovendien elke partij (namen, zetten en de deling; nooit een adres, een apparaat of wat er gezegd werd) naar een privé-opslag, waar elke kopie {exportDays} dagen blijft.",
  h_who: "Wie ermee werkt",
  who_platform:
    "Cloudflare draait deze server en bewaart de partijen (Cloudflare Workers en Durable Objects).",
  who_mail_send_email: "E-mails worden verstuurd door de e-maildienst van Cloudflare.",
  who_mail_resend: "E-mails worden verstuurd door Resend.",
  who_mail_dev:
    "Dit is een ontwikkelserver: zijn e-mails blijven in zijn eigen postvak en er gaat er geen een naar buiten.",
  who_mail_none: "Deze server verstuurt geen e-mail.",
  who_push:
    "Pushmeldingen gaan via de pushdienst van je browser (die van Google, Mozilla, Apple of Microsoft), versleuteld zodat alleen je apparaat ze kan lezen.",
  who_chat: "Beurtwissels gaan naar de chat die de maker van de tafel verbond (Discord of Slack).",
  h_you: "Wat je kunt doen",
  you: "Je e-mailadres verwijderen of meldingen uitzetten in de panelen aan tafel; e-mails stoppen via de links in elke e-mail; een partij uit de lijst van dit apparaat halen op de startpagina.",
  you_my_data:
    "Antwoord \u201cmijn gegevens\u201d op een e-mail van Tavolo, of vraag het in het e-mailpaneel aan tafel, en je adres krijgt een e-mail met wat erover bewaard wordt: zijn partijen en plaatsen en zijn instellingen, als JSON, zonder de kaarten van een partij.",
  you_forget:
    "Antwoord \u201cvergeet mij\u201d, of vraag het in het paneel, en je adres verdwijnt uit elke partij, met zijn instellingen, zijn dagelijkse overzicht en de pushmeldingen van de plaatsen waarvoor het bevestigd was; de partijen zelf blijven. Er blijft niets over om het aan te herkennen, ook \u201cgeen e-mail meer\u201d niet.",
  you_proof:
    "Een verzoek aan tafel stuurt het adres een link die {myDataLinkHours} uur werkt en niets doet tot hij gebruikt wordt; een antwoord telt alleen als het platform voor de afzender instond. Een adres krijgt hoogstens \u00e9\u00e9n van deze e-mails per {myDataEveryMinutes} minuten, en niemand anders komt iets te weten.",
  back: "Terug naar Tavolo",
  privacy: "Privacy",
};

/** The page's words in each language. */
export const PRIVACY_WORDS: Record<Lang, PrivacyWords> = { en, it, nl };
